import type { Linter } from 'eslint';
export declare function createEslintConfig(options: {
  kind: 'api' | 'bridge' | 'ui-kit' | 'feature' | 'app' | 'server' | 'node';
  name?: string;
  react?: boolean;
}): Linter.Config[];
