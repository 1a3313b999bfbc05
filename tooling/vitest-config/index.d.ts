import type { UserConfig } from 'vitest/config';
export interface SharedVitestOptions {
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  testTimeout?: number;
  fileParallelism?: boolean;
}
export declare function createVitestConfig(options?: SharedVitestOptions): UserConfig;
