import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@shqcb/api/contract';
import { OPEN_REDIRECT_VECTORS } from '@shqcb/api/testing';
import { createApp } from '../../app.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { silentLogger } from '../../Logger.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { LOOPBACK_ENV } from '../../testing/wechatFlow.ts';

// The shared open-redirect corpus (the reader's backUrl is tested with it too, in packages/bridge and
// e2e/tests/open-redirect.spec.ts) as the return address of the WeChat authorisation: wxAuthorize,
// then the local simulator's page and its answer. Whatever the address, the browser is refused or
// sent somewhere on the site, never to another origin.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Test requests reach the app as http://localhost; with PUBLIC_ORIGIN set, that is the site. */
const SITES = [
  { name: 'the request origin', origin: 'http://localhost', app: () => t.app },
  { name: 'PUBLIC_ORIGIN', origin: 'https://reader.example', app: () => createApp({ db: t.db, config: { ...t.config, publicOrigins: ['https://reader.example'] }, clock: t.clock, providers: t.providers, logger: silentLogger }) },
];

/** Each vector as given, and glued to the site's origin as a check by prefix would let it pass. */
const addresses = (origin: string) => OPEN_REDIRECT_VECTORS.flatMap((vector) => [vector, `${origin}${vector}`]);

/** Where a browser on `origin` would go for this Location header (the same WHATWG parser). */
const target = (location: string | null, origin: string) => new URL(location ?? '', origin);

async function simulatorAnswer(app: Hono<AppEnv>, origin: string, redirectUri: string): Promise<Response> {
  const form = new URLSearchParams({ redirect_uri: redirectUri, state: 'abc', scope: 'snsapi_userinfo', user: 'deny' });
  return app.request(`${origin}/dev/wechat/authorize`, { method: 'POST', body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, LOOPBACK_ENV);
}

describe.each(SITES)('the WeChat return address with the site at $name', ({ origin, app: appOf }) => {
  it.each(addresses(origin))('should refuse %j or send the browser only to the site through wxAuthorize and the simulator', async (uri) => {
    const app = appOf();
    const res = await app.request(`${origin}${API_PREFIX}wxAuthorize?${new URLSearchParams({ redirect_uri: uri })}`, {}, LOOPBACK_ENV);
    if (res.status !== 302) {
      expect(res.status).toBe(400);
      return;
    }
    const simulator = target(res.headers.get('location'), origin);
    expect(simulator.origin).toBe(origin);
    const back = simulator.searchParams.get('redirect_uri') ?? '';
    expect(target(back, origin).origin).toBe(origin);

    const page = await app.request(simulator.href, {}, LOOPBACK_ENV);
    expect(page.status).toBe(200);
    // The page's form may post only to itself and to the return address's origin: the site.
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${origin};`);

    const answer = await simulatorAnswer(app, origin, back);
    expect(answer.status).toBe(303);
    expect(target(answer.headers.get('location'), origin).origin).toBe(origin);
  });

  it.each(addresses(origin))('should refuse %j or answer only with the site on the simulator itself', async (uri) => {
    const app = appOf();
    const page = await app.request(`${origin}/dev/wechat/authorize?${new URLSearchParams({ redirect_uri: uri, state: 'abc' })}`, {}, LOOPBACK_ENV);
    expect([200, 400]).toContain(page.status);
    if (page.status === 200) expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${origin};`);

    const answer = await simulatorAnswer(app, origin, uri);
    if (answer.status !== 303) {
      expect(answer.status).toBe(400);
      return;
    }
    expect(target(answer.headers.get('location'), origin).origin).toBe(origin);
  });
});
