import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import type { EnvelopeBody } from '../../testing/requestHelpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const api = async (path: string) => (await (await t.app.request(path)).json()) as EnvelopeBody;

describe('generated images', () => {
  it('should draw a 4:3 news thumbnail with the category label', async () => {
    const res = await get('/media/news/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 300"/);
    const { categoryName } = (await api('/api/front/news/show?id=1')).data;
    expect(svg).toContain(`>${categoryName}</text>`);
    expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('should draw the same picture for the same id and different ones for different ids', async () => {
    const a = await (await get('/media/news/2.svg')).text();
    expect(await (await get('/media/news/2.svg')).text()).toBe(a);
    expect(await (await get('/media/news/3.svg')).text()).not.toBe(a);
    expect(await (await get('/media/news/2-1.svg')).text()).not.toBe(a);
  });

  it('should answer 304 to a matching If-None-Match', async () => {
    const first = await get('/media/news/4.svg');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/media/news/4.svg', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('should draw advertisement banners, the default avatar and tab icons', async () => {
    for (const path of ['/media/ad/1.svg', '/media/avatar/default.svg', '/media/icon/hot.svg', '/media/icon/bolt.svg', '/media/icon/star.svg']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('image/svg+xml');
      expect(await res.text(), path).toMatch(/^<svg /);
    }
  });

  it('should answer 404 for images of unknown items', async () => {
    for (const path of ['/media/news/99999.svg', '/media/ad/999.svg', '/media/icon/nope.svg', '/media/news/abc.svg', '/media/news/1.png']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('should escape a title from the database inside a banner', async () => {
    const { adImageSvg } = await import('./adImageSvg.ts');
    const { paletteFor } = await import('./palettes.ts');
    const svg = adImageSvg('<script>alert("x")</script>&', paletteFor(1));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('should resolve every image the API hands out', async () => {
    const body = await api('/api/front/news/show?id=5');
    const urls = [body.data.thumbnail, ...[...body.data.content.matchAll(/src="([^"]+)"/g)].map((m) => m[1])];
    const tabs = await api('/api/front/titleList');
    const ads = await api('/api/front/advertising/list?position=home-top');
    urls.push(...tabs.data.map((tab: { icon: string }) => tab.icon).filter(Boolean), ...ads.data.map((ad: { image: string }) => ad.image));
    for (const url of urls) expect((await get(url)).status, url).toBe(200);
  });
});
