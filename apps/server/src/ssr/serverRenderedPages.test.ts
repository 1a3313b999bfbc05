import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { breakingNews } from '../db/schema.ts';
import type { Logger } from '../Logger.ts';
import { FakeClock } from '../testing/FakeClock.ts';
import { createTestApp, type TestApp } from '../testing/createTestApp.ts';
import { serverRenderedPages } from './serverRenderedPages.ts';

/**
 * A stand-in for the reader's server build (dist-ssr/entry-server.js), driven by the test through
 * a global: it asks the app for the channels in process and renders their first name, so a page
 * shows that the view's calls reached the API.
 */
const FAKE_ENTRY = `
const control = () => globalThis.__fakeReaderRender;
export function pageKeyOf(url, userAgent, cookie) {
  const path = new URL(url).searchParams.get('path') ?? '/index';
  if (path === '/visitor' && !cookie.includes('reader=1')) return null;
  return (/MicroMessenger/.test(userAgent) ? 'wechat ' : 'web ') + path;
}
export async function preloadTargets() {
  return { routes: [['/index', ['../../packages/news/src/Home.tsx']], ['/video/:id?', ['../../packages/news/src/Video.tsx']]], requests: ['../../node_modules/ky/index.js'], serverViews: { '/index': 'all', '/visitor': 'visitor' } };
}
export function createServerRenderer(deps) {
  return async ({ url, userAgent, now }) => {
    const c = control();
    c.renders += 1;
    if (c.mode === 'throw') throw new Error('the view broke');
    if (c.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, c.delayMs));
    const target = new URL(url).searchParams.get('path') ?? '/index';
    if (target === '/video') return null;
    const answer = await (await deps.fetch(new Request(deps.apiBase + '/api/front/titleList'))).json();
    const host = /MicroMessenger/.test(userAgent) ? 'wechat' : 'web';
    return {
      target,
      routePath: '/index',
      forVisitor: target === '/my',
      title: target === '/index' ? '上海汽车报' : '新闻详情',
      statusBar: target === '/index' ? 'red' : 'white',
      html: '<link rel="preload" as="image" href="/media/lead.svg" fetchPriority="high"/><link rel="preload" as="image" href="/media/other.svg"/>'
        + '<div class="view" style="padding-top:0;font-family:&quot;x&quot;">' + answer.data[0].name + ' ' + host + ' v' + c.version + '</div>',
      cache: { mutations: [], queries: [{ queryKey: ['titleList', {}], state: { data: '</script><script>alert(1)</script>\\u2028' } }] },
      renderedAt: now,
      modules: ['../../packages/news/src/Home.tsx'],
    };
  };
}
`;

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="theme-color" content="#d7000f" /><title>上海汽车报</title>' +
  '<style>html{background:#f4f5f7}</style><script>window.prepainted=1</script>' +
  '<script type="module" crossorigin src="/shqcb/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/shqcb/assets/index-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '../../packages/news/src/Home.tsx': { file: 'assets/Home-1.js', imports: ['_shared.js', '_list.js'], css: ['assets/Home-1.css'] },
  '_list.js': { file: 'assets/list-1.js', css: ['assets/list-1.css'] },
  '../../packages/news/src/Video.tsx': { file: 'assets/Video-1.js', imports: ['_list.js'] },
  '../../node_modules/ky/index.js': { file: 'assets/ky-1.js' },
};
/** The page as built with the preload map after its charset: what a request without a view gets. */
const PLAIN_MAP = { files: ['/shqcb/assets/Home-1.js', '/shqcb/assets/list-1.js', '/shqcb/assets/Video-1.js', '/shqcb/assets/ky-1.js'], routes: [['/index', [0, 1]], ['/video/:id?', [2, 1]]], requests: [3], serverViews: { '/index': 'all', '/visitor': 'visitor' } };
const PLAIN = TEMPLATE.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" /><script type="application/json" id="shq-preloads">${JSON.stringify(PLAIN_MAP)}</script>`);
const CSS = { 'index-abc.css': 'body{margin:0}', 'Home-1.css': '.view{color:red}', 'list-1.css': '.list{gap:1px}' };

interface Control {
  renders: number;
  mode: 'ok' | 'throw' | 'slow';
  delayMs: number;
  version: number;
}
const control = () => (globalThis as unknown as { __fakeReaderRender: Control }).__fakeReaderRender;

let dir: string;
let staticDir: string;
let ssrEntry: string;
let t: TestApp;
const logged: string[] = [];
const logger: Logger = { info: () => undefined, warn: (m) => void logged.push(m), error: (m) => void logged.push(m) };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shqcb-ssr-'));
  staticDir = join(dir, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  mkdirSync(join(staticDir, '.vite'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const [file, text] of Object.entries(CSS)) writeFileSync(join(staticDir, 'assets', file), text);
  mkdirSync(join(dir, 'dist-ssr'));
  ssrEntry = join(dir, 'dist-ssr', 'entry-server.js');
  writeFileSync(ssrEntry, FAKE_ENTRY);
  t = await createTestApp({ config: { staticDir, ssrEntry }, logger });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  (globalThis as unknown as { __fakeReaderRender: Control }).__fakeReaderRender = { renders: 0, mode: 'ok', delayMs: 0, version: 1 };
  logged.length = 0;
});

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36';
const WECHAT = `${ANDROID} MicroMessenger/8.0.55`;
const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers: { 'user-agent': ANDROID, ...headers } });
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('server-rendered pages (decision 0051)', () => {
  it('should mark a visitor’s view on its meta, for the prepaint script to hide it from a page that holds a token', async () => {
    const mine = await (await get('/shqcb/?path=/my')).text();
    expect(mine).toContain('<meta name="shq-ssr-route" content="/my" data-for="visitor">');
    const shared = await (await get('/shqcb/?path=/text-detail/5')).text();
    expect(shared).toContain('<meta name="shq-ssr-route" content="/text-detail/5">');
  });

  it('should put the view, its answers, its styles and its chunks into the page', async () => {
    const res = await get(`/shqcb/?path=${encodeURIComponent('/text-detail/5')}&type=share`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The view's call reached the API in process: the first channel's name is in the markup.
    expect(html).toContain('<div id="root"><div class="view" style="padding-top:0;font-family:&quot;x&quot;">推荐 web v1</div></div>');
    expect(html).toContain('<meta name="shq-ssr-route" content="/text-detail/5">');
    expect(html).toContain('<title>新闻详情</title>');
    expect(html).toContain('<meta name="theme-color" content="#ffffff" />');
    const head = html.slice(0, html.indexOf('</head>'));
    // Styles inline (the entry's in place of its link), the view's also named by a disabled link.
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(head).not.toContain('<link rel="stylesheet" crossorigin href="/shqcb/assets/index-abc.css">');
    expect(head).toContain('<style>.view{color:red}</style><link rel="stylesheet" crossorigin href="/shqcb/assets/Home-1.css" disabled>');
    expect(head).toContain('<style>.list{gap:1px}</style><link rel="stylesheet" crossorigin href="/shqcb/assets/list-1.css" disabled>');
    // What to preload is a map the prepaint script reads (it comes before it): the view's chunks,
    // not the entry's own, and its largest image; each route's chunks; the first request's transport.
    // No hoisted image link is left in the markup.
    expect(html).not.toContain('other.svg');
    expect(html).not.toMatch(/<link rel="preload"|<link rel="modulepreload"/);
    const map = JSON.parse(/<script type="application\/json" id="shq-preloads">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      files: string[];
      entry: string;
      view: { modules: number[]; image: { href: string } };
      routes: [string, number[]][];
      requests: number[];
      serverViews: Record<string, string>;
    };
    const files = (at: number[]) => at.map((i) => map.files[i]);
    expect(files(map.view.modules)).toEqual(['/shqcb/assets/Home-1.js', '/shqcb/assets/list-1.js']);
    expect(map.view.image).toEqual({ href: '/media/lead.svg' });
    expect(map.routes.map(([pattern, at]) => [pattern, files(at)])).toEqual([
      ['/index', ['/shqcb/assets/Home-1.js', '/shqcb/assets/list-1.js']],
      ['/video/:id?', ['/shqcb/assets/Video-1.js', '/shqcb/assets/list-1.js']],
    ]);
    expect(files(map.requests)).toEqual(['/shqcb/assets/ky-1.js']);
    // The views the server renders, for the prepaint script to send a hash address there.
    expect(map.serverViews).toEqual({ '/index': 'all', '/visitor': 'visitor' });
    // The entry has no <script> of its own: the prepaint script loads it after the view's picture.
    expect(html).not.toContain('src="/shqcb/assets/index-abc.js"');
    expect(map.entry).toBe('/shqcb/assets/index-abc.js');
    expect(html.indexOf('id="shq-preloads"')).toBeLessThan(html.indexOf('window.prepainted'));
    // The meta comes before the prepaint script that reads it.
    expect(html.indexOf('shq-ssr-route')).toBeLessThan(html.indexOf('window.prepainted'));
  });

  it('should carry the answers as JSON that cannot end its script element', async () => {
    const html = await (await get('/shqcb/')).text();
    const json = /<script type="application\/json" id="shq-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</script');
    const payload = JSON.parse(json) as { target: string; renderedAt: number; cache: { queries: { state: { data: string } }[] } };
    expect(payload.target).toBe('/index');
    expect(payload.renderedAt).toBe(t.clock.now().getTime());
    expect(payload.cache.queries[0]?.state.data).toBe('</script><script>alert(1)</script>\u2028');
  });

  it('should allow exactly its own inline blocks and style attributes in the CSP', async () => {
    const res = await get('/shqcb/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(hash('body{margin:0}'));
    expect(csp).toContain(hash('.view{color:red}'));
    expect(csp).toContain(hash('window.prepainted=1'));
    // The view's style attribute as the browser decodes it, and only style attributes are let through.
    expect(csp).toContain(`'unsafe-hashes' ${hash('padding-top:0;font-family:"x"')}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(/script-src[^;]*unsafe-hashes/.test(csp)).toBe(false);
  });

  it('should render a page once and answer later requests from it, with 304 while unchanged', async () => {
    const first = await get('/shqcb/?path=/once');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Encoding, User-Agent, Cookie');
    const again = await get('/shqcb/?path=/once');
    expect(await again.text()).toBe(await first.text());
    expect(control().renders).toBe(1);
    const revalidated = await get('/shqcb/?path=/once', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('should render again once the content changes (the database’s content version, which every instance reads)', async () => {
    await get('/shqcb/?path=/edition');
    await get('/shqcb/?path=/edition');
    expect(control().renders).toBe(1);
    const [headline] = await t.db.select().from(breakingNews).limit(1);
    await t.db.update(breakingNews).set({ title: `${headline?.title ?? ''}（更新）` }).where(eq(breakingNews.id, headline?.id ?? 0));
    await get('/shqcb/?path=/edition');
    expect(control().renders).toBe(2);
  });

  it('should keep WeChat’s page apart (no back bar there)', async () => {
    const web = await (await get('/shqcb/?path=/x')).text();
    const wechat = await (await get('/shqcb/?path=/x', { 'user-agent': WECHAT })).text();
    expect(web).toContain('推荐 web');
    expect(wechat).toContain('推荐 wechat');
    expect(control().renders).toBe(2);
  });

  it('should compress the page once, brotli first', async () => {
    const res = await get('/shqcb/?path=/br', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    const plain = await (await get('/shqcb/?path=/br')).text();
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain);
  });

  it('should render no view, and not even try, when the reader’s build says the request gets none', async () => {
    expect(await (await get('/shqcb/?path=/visitor')).text()).toBe(PLAIN);
    expect(control().renders).toBe(0);
    expect(await (await get('/shqcb/?path=/visitor', { cookie: 'reader=1' })).text()).toContain('推荐 web');
  });

  it('should serve the page as built when the address has no server view, and when rendering fails', async () => {
    const none = await get('/shqcb/?path=/video');
    expect(await none.text()).toBe(PLAIN);
    control().mode = 'throw';
    const broken = await get('/shqcb/?path=/broken');
    expect(broken.status).toBe(200);
    expect(await broken.text()).toBe(PLAIN);
    expect(logged.join('\n')).toContain('the view broke');
  });
});

describe('serverRenderedPages', () => {
  const options = (clock: FakeClock, extra: Partial<Parameters<typeof serverRenderedPages>[0]> = {}) => ({
    staticDir,
    ssrEntry,
    fetch: (input: string | URL | Request, init?: RequestInit) => Promise.resolve(t.app.request(new Request(input, init))),
    clock,
    logger,
    ...extra,
  });

  it('should give a slow render’s request the plain page and the next request the rendered one', async () => {
    const pages = serverRenderedPages(options(new FakeClock(), { renderTimeoutMs: 50 }));
    Object.assign(control(), { mode: 'slow', delayMs: 200 });
    expect((await pages.page('http://h/shqcb/?path=/slow', ANDROID))?.html).toBe(PLAIN);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await pages.page('http://h/shqcb/?path=/slow', ANDROID))?.html).toContain('推荐 web');
    expect(control().renders).toBe(1);
  });

  it('should render again when the content version changes, and after the longest age', async () => {
    const clock = new FakeClock();
    let version = 'a';
    const pages = serverRenderedPages(options(clock, { contentVersion: () => Promise.resolve(version), maxAgeMs: 60_000 }));
    const url = 'http://h/shqcb/?path=/versions';
    expect((await pages.page(url, ANDROID))?.html).toContain('v1');
    control().version = 2;
    expect((await pages.page(url, ANDROID))?.html).toContain('v1');
    version = 'b';
    expect((await pages.page(url, ANDROID))?.html).toContain('v2');
    control().version = 3;
    clock.advance(59);
    expect((await pages.page(url, ANDROID))?.html).toContain('v2');
    clock.advance(2);
    expect((await pages.page(url, ANDROID))?.html).toContain('v3');
    expect(control().renders).toBe(3);
  });

  it('should render again when an article it could show comes due', async () => {
    const clock = new FakeClock();
    const due = new Date(clock.now().getTime() + 30_000);
    const pages = serverRenderedPages(options(clock, { nextPublishAfter: (at) => Promise.resolve(at < due ? due : null) }));
    const url = 'http://h/shqcb/?path=/due';
    await pages.page(url, ANDROID);
    clock.advance(29);
    await pages.page(url, ANDROID);
    expect(control().renders).toBe(1);
    clock.advance(2);
    await pages.page(url, ANDROID);
    expect(control().renders).toBe(2);
  });

  it('should render a page once for requests that come together', async () => {
    const pages = serverRenderedPages(options(new FakeClock()));
    Object.assign(control(), { mode: 'slow', delayMs: 30 });
    const all = await Promise.all(Array.from({ length: 10 }, () => pages.page('http://h/shqcb/?path=/together', ANDROID)));
    expect(new Set(all.map((page) => page?.etag)).size).toBe(1);
    expect(control().renders).toBe(1);
  });

  it('should turn server rendering off, with one log line, when the server build does not load', async () => {
    const pages = serverRenderedPages(options(new FakeClock(), { ssrEntry: join(dir, 'missing.js') }));
    expect(await pages.page('http://h/shqcb/', ANDROID)).toBeNull();
    expect(await pages.page('http://h/shqcb/', ANDROID)).toBeNull();
    expect(logged.filter((line) => line.includes('server rendering is off'))).toHaveLength(1);
  });
});
