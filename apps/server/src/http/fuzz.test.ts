import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, listEndpoints, type AnyEndpoint } from '@shqcb/api/contract';
import { seededRandom, type SeededRandom } from '../random/seededRandom.ts';
import { createTestApp, type TestApp } from '../testing/createTestApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STRINGS = [
  '', ' ', '0', '-1', '-99999', '1.5', '1e21', '99999999999999999999', '2147483648', '9007199254740993', 'NaN', 'Infinity',
  'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', "1' OR '1'='1", '1; DROP TABLE news;--', '../../etc/passwd',
  '%00', '\u0000', '\uFFFF', '\uD800', '上海汽车报', '🚗🚙🏎️', 'مرحبا', '\u202Eevil', '<script>alert(1)</script>', 'javascript:alert(1)',
  '13800000000', '1380000000a', '+8613800000000', '１３８０００００００００', '123456', '12345６', 'home-list', '/text-detail/1',
];

function randomString(rng: SeededRandom): string {
  if (rng.chance(0.6)) return rng.pick(STRINGS);
  if (rng.chance(0.1)) return 'x'.repeat(rng.int(1000, 20_000));
  const length = rng.int(1, 40);
  return Array.from({ length }, () => String.fromCodePoint(rng.chance(0.7) ? rng.int(32, 126) : rng.int(0x80, 0x2ffff))).join('');
}

function randomValue(rng: SeededRandom, depth = 0): unknown {
  switch (rng.int(0, depth > 3 ? 4 : 7)) {
    case 0: return randomString(rng);
    case 1: return rng.pick([0, -1, 1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 307, 99999]);
    case 2: return rng.pick([true, false, null]);
    case 3: return rng.int(-10, 10);
    case 4: return randomString(rng);
    case 5: return Array.from({ length: rng.int(0, 4) }, () => randomValue(rng, depth + 1));
    case 6: return Object.fromEntries(Array.from({ length: rng.int(0, 4) }, () => [randomString(rng).slice(0, 20), randomValue(rng, depth + 1)]));
    default: return deeplyNested(rng.int(50, 500));
  }
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Keys the endpoint knows, plus strangers. */
function randomInput(rng: SeededRandom, endpoint: AnyEndpoint): Record<string, unknown> {
  // An object schema names its keys; a variant (subscriber/edit) names them in each of its options.
  const schema = endpoint.input as unknown as { entries?: Record<string, unknown>; options?: { entries: Record<string, unknown> }[] };
  const known = Object.keys(schema.entries ?? Object.assign({}, ...(schema.options ?? []).map((option) => option.entries)));
  const keys = [...rng.sample(known, rng.int(0, known.length)), ...(rng.chance(0.3) ? [randomString(rng).slice(0, 10), '__proto__'] : [])];
  return Object.fromEntries(keys.map((key) => [key, randomValue(rng)]));
}

function toQuery(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
    params.append(key, text);
    if (text.length % 3 === 0) params.append(key, 'again');
  }
  return params.toString();
}

const BROKEN_QUERIES = ['id=%E0%A4%A', 'id=%', 'page=%FF%FE', '%%%=1', 'categoryId[]=1&categoryId[]=2', 'a=1&&&&=', 'id=1%00', 'position=%0d%0aSet-Cookie:x'];
const BROKEN_BODIES = ['{', '{"phone":', '[1,2', '\u0000\u0001', '{"phone":"13800000000"}garbage', 'null', '"str"', '1e309', '{"__proto__":{"polluted":1}}'];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/xml', ''];
const TOKENS = ['', 'Bearer', 'Bearer    ', 'x'.repeat(5000), 'abc.def.ghi', 'Bearer 0000000000000000000000000000000000000000000', '\' OR 1=1 --'];

async function expectNoServerError(method: string, url: string, init: RequestInit = {}): Promise<void> {
  const res = await t.app.request(url, { method, ...init }, { incoming: { socket: { remoteAddress: '10.9.9.9' } } });
  const text = await res.text();
  const context = `${method} ${url.slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, context).toBeLessThan(500);
  // Redirects (wxAuthorize) have no body; every other API answer is an envelope.
  if (url.startsWith('/api/') && method !== 'HEAD' && (res.status < 300 || res.status >= 400)) {
    const body = JSON.parse(text) as { code: number; msg: string };
    if (res.status >= 400) {
      expect(body.code, context).toBe(res.status);
      expect(body.msg, context).toMatch(/[\u4e00-\u9fff]/);
    }
  }
}

describe('fuzzing every endpoint', () => {
  const all = listEndpoints().map(({ name, endpoint }) => [name, endpoint] as const);

  it.each(all)('should never answer 5xx to malformed input for %s', async (name, endpoint) => {
    const { method, path } = endpoint;
    const rng = seededRandom(path.length * 7919 + name.length);
    const url = `${API_PREFIX}${path}`;
    for (let i = 0; i < 60; i++) {
      const headers: Record<string, string> = {};
      if (rng.chance(0.3)) headers['Authori-zation'] = rng.pick(TOKENS);
      if (method === 'GET') {
        await expectNoServerError('GET', `${url}?${toQuery(randomInput(rng, endpoint))}`, { headers });
      } else {
        const contentType = rng.chance(0.7) ? 'application/json' : rng.pick(CONTENT_TYPES);
        if (contentType) headers['Content-Type'] = contentType;
        const body = rng.chance(0.8) ? JSON.stringify(rng.chance(0.2) ? randomValue(rng) : randomInput(rng, endpoint)) : rng.pick(BROKEN_BODIES);
        await expectNoServerError('POST', url, { headers, body });
      }
    }
    for (const query of BROKEN_QUERIES) await expectNoServerError(method === 'GET' ? 'GET' : 'POST', `${url}?${query}`);
    if (method === 'POST') {
      for (const body of BROKEN_BODIES) await expectNoServerError('POST', url, { body, headers: { 'Content-Type': 'application/json' } });
    }
  });

  it('should never answer 5xx to the WeChat authorisation start, the simulator and odd cookies', async () => {
    const rng = seededRandom(4004);
    const params = ['redirect_uri', 'scope', 'state', 'response_type', 'user'];
    const randomParams = () =>
      Object.fromEntries(rng.sample(params, rng.int(0, params.length)).map((key) => [key, rng.chance(0.3) ? 'http://localhost/shqcb/#/login' : randomValue(rng)]));
    const cookies = ['shqcb_wx_state=%E0%A4%A', 'shqcb_wx_bind=' + 'x'.repeat(5000), 'shqcb_wx_state="unterminated', 'shqcb_wx_bind=a; shqcb_wx_bind=b', '=;;=', 'shqcb_wx_state=%00'];
    for (let i = 0; i < 60; i++) {
      await expectNoServerError('GET', `${API_PREFIX}wxAuthorize?${toQuery(randomParams())}`);
      await expectNoServerError('GET', `/dev/wechat/authorize?${toQuery(randomParams())}`);
      const form = rng.chance(0.8) ? toQuery(randomParams()) : rng.pick(BROKEN_BODIES);
      await expectNoServerError('POST', '/dev/wechat/authorize', { body: form, headers: { 'Content-Type': rng.pick(CONTENT_TYPES) || 'text/plain' } });
      const cookie = rng.pick(cookies);
      await expectNoServerError('POST', `${API_PREFIX}wxLogin`, { body: JSON.stringify({ code: randomString(rng), state: randomString(rng).slice(0, 100) }), headers: { 'Content-Type': 'application/json', Cookie: cookie } });
      await expectNoServerError('POST', `${API_PREFIX}login`, { body: JSON.stringify({ phone: '13800000000', code: '123456' }), headers: { 'Content-Type': 'application/json', Cookie: cookie } });
      // Addresses that pass the contract's pattern, so the site and size checks behind it are reached.
      const url = `http://${rng.chance(0.7) ? 'localhost' : randomString(rng).slice(0, 30)}/${randomString(rng)}`.slice(0, rng.chance(0.5) ? 1000 : 3000);
      await expectNoServerError('GET', `${API_PREFIX}shareConfig?${new URLSearchParams({ url })}`);
      await expectNoServerError('GET', `${API_PREFIX}generateQRCode?${new URLSearchParams({ url })}`);
      const share = { url, channel: rng.pick(['app', 'poster', 'weibo', randomString(rng)]), newsId: randomValue(rng) };
      await expectNoServerError('POST', `${API_PREFIX}shareController`, { body: JSON.stringify(share), headers: { 'Content-Type': 'application/json' } });
    }
    for (const query of BROKEN_QUERIES) {
      await expectNoServerError('GET', `${API_PREFIX}wxAuthorize?${query}`);
      await expectNoServerError('GET', `/dev/wechat/authorize?${query}`);
    }
    await expectNoServerError('POST', '/dev/wechat/authorize', { body: 'x'.repeat(20_000), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  });

  it('should never answer 5xx to odd paths and methods', async () => {
    const paths = [
      `${API_PREFIX}%E0%A4%A`, `${API_PREFIX}news/show%00`, `${API_PREFIX}../../etc/passwd`, `${API_PREFIX}news//show`,
      '/media/news/0.svg', '/media/news/99999999999.svg', '/media/news/1-0.svg', '/media/news/%2e%2e.svg', '/media/ad/abc.svg',
      '/media/icon/..%2f..%2fsecret.svg', '/dev/sms-outbox', '/dev/sms-outbox?phone=%E0', '/dev/sms-outbox?phone=abc', '/%%', '/shqcb/%E0%A4%A',
      `${API_PREFIX}wxAuthorize`, `${API_PREFIX}wxAuthorize?redirect_uri=%E0%A4%A`, '/dev/wechat/authorize', '/dev/wechat/authorize?redirect_uri=%',
      '/dev/wechat/nope', '/media/audio/ep-01.wav', '/media/audio/ep-07.wav', '/media/audio/..%2f..%2fpackage.json', '/media/audio/%00.wav',
      '/media/audio/__proto__.wav', '/media/podcast/0.svg', '/media/podcast/99999999999.svg',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD']) await expectNoServerError(method, path);
    }
  });

  it('should never answer 5xx to odd Range headers on audio files', async () => {
    const rng = seededRandom(5005);
    const ranges = ['bytes=0-99', 'bytes=-0', 'bytes=0-', 'bytes=99999999999999999999-', 'bytes=-99999999999999999999', 'bytes=5-1', 'bytes=0-1,2-3', 'bytes==1', 'bytes=%', 'x'.repeat(5000)];
    for (let i = 0; i < 60; i++) {
      const range = rng.chance(0.5) ? rng.pick(ranges) : `bytes=${rng.chance(0.8) ? rng.int(0, 300_000) : ''}-${rng.chance(0.7) ? rng.int(0, 300_000) : ''}`;
      const headers: Record<string, string> = { Range: range };
      if (rng.chance(0.2)) headers['If-Range'] = randomString(rng).replace(/[^\x20-\x7e]/g, '');
      if (rng.chance(0.2)) headers['If-None-Match'] = randomString(rng).replace(/[^\x20-\x7e]/g, '');
      await expectNoServerError(rng.chance(0.8) ? 'GET' : 'HEAD', `/media/audio/${rng.pick(['ep-01.wav', 'news-59.wav', 'ep-07.wav'])}`, { headers });
    }
  });
});
