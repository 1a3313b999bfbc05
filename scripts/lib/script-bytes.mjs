// The manifest-free way to count a route's initial JS: load it in a real browser and add up every
// script it fetched. It needs no convention for recognising the home route's chunk, so it is the
// cross-check of the manifest walk in bundle-size.mjs. Works with any Playwright Page
// (@playwright/test or playwright-core); imports nothing of Playwright itself.
import { gzipSize } from './bundle-size.mjs';

/**
 * @typedef {object} ScriptBytes
 * @property {string} url
 * @property {number} raw       decoded bytes
 * @property {number} gzip      gzip -9 of the decoded bytes: comparable with the manifest figure
 * @property {number} transfer  body bytes as they crossed the wire (the server's own compression)
 */

/**
 * True for JS responses, whichever way they were requested: module scripts and modulepreload
 * links do not all report the "script" resource type, so the content type decides too.
 * @param {{ request(): { resourceType(): string }, headers(): Record<string, string> }} response
 */
export function isScriptResponse(response) {
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
}

/**
 * Opens `url` and sums the scripts fetched until the network is idle.
 * @param {any} page a Playwright Page
 * @param {string} url
 * @param {{ settleMs?: number, idleTimeoutMs?: number }} [options] settleMs: extra wait after network
 *   idle, for late lazy imports; idleTimeoutMs: longest wait for network idle
 * @returns {Promise<{ scripts: ScriptBytes[], gzip: number, transfer: number }>}
 */
export async function measureScriptBytes(page, url, { settleMs = 500, idleTimeoutMs = 10_000 } = {}) {
  /** @type {Map<string, Promise<ScriptBytes | null>>} */
  const seen = new Map();
  /** @param {any} response */
  const onResponse = (response) => {
    const scriptUrl = response.url();
    if (seen.has(scriptUrl) || response.status() !== 200 || !isScriptResponse(response)) return;
    seen.set(
      scriptUrl,
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return { url: scriptUrl, raw: body.length, gzip: gzipSize(body), transfer: sizes.responseBodySize };
      })().catch(() => null),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Route chunks load after the entry runs; a page that polls may never go idle, so idle is
    // waited for with a limit rather than demanded.
    await page.waitForLoadState('networkidle', { timeout: idleTimeoutMs }).catch(() => undefined);
    if (settleMs > 0) await page.waitForTimeout(settleMs);
  } finally {
    page.off('response', onResponse);
  }
  const scripts = /** @type {ScriptBytes[]} */ ((await Promise.all(seen.values())).filter(Boolean));
  scripts.sort((a, b) => b.gzip - a.gzip);
  return {
    scripts,
    gzip: scripts.reduce((s, x) => s + x.gzip, 0),
    transfer: scripts.reduce((s, x) => s + x.transfer, 0),
  };
}
