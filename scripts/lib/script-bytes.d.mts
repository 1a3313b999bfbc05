// Types of script-bytes.mjs for TypeScript importers; the JSDoc there is the source of truth.
export interface ScriptBytes {
  url: string;
  raw: number;
  gzip: number;
  transfer: number;
}

/**
 * Any Playwright Page (@playwright/test or playwright-core). Typed loosely on purpose: Page.on is a
 * long overload list that no narrower structural type accepts.
 */
export interface PageLike {
  goto(url: string, options?: { waitUntil?: 'load' }): Promise<unknown>;
  waitForLoadState(state: 'networkidle', options?: { timeout?: number }): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event: any, listener: any): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  off(event: any, listener: any): unknown;
  waitForTimeout(ms: number): Promise<void>;
}

export function isScriptResponse(response: {
  request(): { resourceType(): string };
  headers(): Record<string, string>;
}): boolean;

export function measureScriptBytes(
  page: PageLike,
  url: string,
  options?: { settleMs?: number; idleTimeoutMs?: number },
): Promise<{ scripts: ScriptBytes[]; gzip: number; transfer: number }>;
