import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { silentLogger } from '../Logger.ts';
import { createTestApp, type TestApp } from '../testing/createTestApp.ts';
import { apiGet, apiPost, requestSmsCode } from '../testing/requestHelpers.ts';
import { inlineHashes } from './securityHeaders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('should forbid caching of every personal API answer and refusal, and let a shared one be revalidated', async () => {
    for (const answer of [
      await requestSmsCode(t.app, { phone: '13700000001' }),
      await apiPost(t.app, 'login', { phone: '13700000001', code: '000000' }),
      await apiGet(t.app, 'users/info'),
      await apiGet(t.app, 'no-such-call'),
    ]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The same for every reader (decision 0049): kept, but asked again each time (ETag, 304).
    const shared = await apiGet(t.app, 'titleList');
    expect(shared.headers.get('cache-control')).toBe('no-cache');
    expect(shared.headers.get('etag')).toMatch(/^".+"$/);
    expect(shared.headers.get('referrer-policy')).toBe('same-origin');
    expect(shared.headers.get('x-content-type-options')).toBe('nosniff');
    // Media keeps its own long-lived caching.
    expect((await t.app.request('/media/podcast/1.svg')).headers.get('cache-control')).toMatch(/max-age/);
  });

  it('should send HSTS in production only', async () => {
    expect((await apiGet(t.app, 'titleList')).headers.get('strict-transport-security')).toBeNull();
    const production = createApp({ db: t.db, config: { ...t.config, mode: 'production' }, clock: t.clock, providers: t.providers, logger: silentLogger });
    expect((await apiGet(production, 'titleList')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('should hash exactly the inline blocks of a page, not scripts with a src', () => {
    const html = '<style>a{}</style><script>x()</script><script type="module" src="/a.js"></script><STYLE media="print">b{}</STYLE>';
    const { styles, scripts } = inlineHashes(html);
    expect(styles).toEqual(["'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='", "'sha256-7yqHVAesot11p6HczDsgKRipvI5UPgs97z80zNXlans='"]);
    expect(scripts).toHaveLength(1);
  });
});
