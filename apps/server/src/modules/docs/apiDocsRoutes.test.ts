import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@shqcb/api/contract';
import { openApiDocument } from '@shqcb/api/openapi';
import { createApp } from '../../app.ts';
import { silentLogger } from '../../Logger.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('API documents', () => {
  it('should serve the OpenAPI document of the contract', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc).toEqual(openApiDocument());
    expect(Object.keys(doc.paths)).toHaveLength(new Set(listEndpoints().map(({ endpoint }) => endpoint.path)).size);
  });

  it('should serve the reference page and its files outside production', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const res = await t.app.request(src[1] ?? '');
      expect(res.status, src[1]).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10);
    }
    expect((await t.app.request('/api/docs/package.json')).status).toBe(404);
  });

  it('should not serve the reference page in production, but still the document', async () => {
    const app = createApp({ db: t.db, config: { ...t.config, mode: 'production' }, clock: t.clock, providers: t.providers, logger: silentLogger });
    expect((await app.request('/api/docs')).status).toBe(404);
    expect((await app.request('/api/openapi.json')).status).toBe(200);
  });
});
