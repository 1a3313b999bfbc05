import type { TestInfo } from '@playwright/test';

/** Where a project's page thinks it runs; set as `metadata` on each project in playwright.config.ts. */
export interface HostMeta {
  host: 'wechat' | 'app' | 'browser';
  os: 'android' | 'ios';
}

export function hostOf(info: TestInfo): HostMeta {
  const meta = info.project.metadata as Partial<HostMeta>;
  return { host: meta.host ?? 'browser', os: meta.os ?? 'android' };
}

export const isWeChat = (info: TestInfo) => hostOf(info).host === 'wechat';
export const isApp = (info: TestInfo) => hostOf(info).host === 'app';

/** True for requests that stay on this machine. */
export function isLocalUrl(url: string): boolean {
  if (/^(data|blob|about|chrome|chrome-extension|devtools):/.test(url)) return true;
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return false;
  }
}
