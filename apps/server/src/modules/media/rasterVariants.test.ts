import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_IMAGE_WIDTHS, mediaSrcSet } from '@shqcb/api/contract';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { rasterCache, rasterFormatFor } from './rasterVariants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_WEBKIT_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('raster variants of the drawn pictures (decision 0052)', () => {
  it('should serve every width of the srcset, AVIF to a browser that takes it, at the width asked', async () => {
    const srcset = mediaSrcSet('/media/news/5.svg') ?? '';
    const urls = srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '');
    expect(urls).toHaveLength(MEDIA_IMAGE_WIDTHS.length);
    const res = await get(urls[3] ?? '', { accept: CHROME_IMAGE_ACCEPT });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 750, 563]);
  });

  it('should serve WebP to a browser that does not take AVIF, and a small file for a thumbnail', async () => {
    const res = await get('/media/news/5.w240', { accept: OLD_WEBKIT_ACCEPT });
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(240);
    expect(bytes.length).toBeLessThan(6_000);
  });

  it('should answer 304 to its ETag, and give another format another ETag', async () => {
    const avif = await get('/media/news/6.w360', { accept: CHROME_IMAGE_ACCEPT });
    const webp = await get('/media/news/6.w360', { accept: OLD_WEBKIT_ACCEPT });
    const tag = avif.headers.get('etag') ?? '';
    expect(tag).not.toBe(webp.headers.get('etag'));
    const again = await get('/media/news/6.w360', { accept: CHROME_IMAGE_ACCEPT, 'if-none-match': tag });
    expect(again.status).toBe(304);
  });

  it('should refuse a width it does not make, and a picture that does not exist', async () => {
    expect((await get('/media/news/5.w500')).status).toBe(404);
    expect((await get('/media/news/5.w99999')).status).toBe(404);
    expect((await get('/media/news/999999.w240')).status).toBe(404);
    const refused = await get('/media/news/5.w500');
    expect(((await refused.json()) as { msg: string }).msg).toBe('图片不存在');
  });

  it('should draw the home’s ad banners and the mall’s goods covers at a width too, and refuse those that do not exist', async () => {
    const cover = await get('/media/mall/1.w360', { accept: OLD_WEBKIT_ACCEPT });
    expect(cover.status).toBe(200);
    const coverMeta = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect([coverMeta.format, coverMeta.width, coverMeta.height]).toEqual(['webp', 360, 360]);
    const banner = await get('/media/ad/1.w750', { accept: CHROME_IMAGE_ACCEPT });
    expect(banner.headers.get('content-type')).toBe('image/avif');
    const bannerMeta = await sharp(Buffer.from(await banner.arrayBuffer())).metadata();
    expect([bannerMeta.width, bannerMeta.height]).toEqual([750, 234]);
    for (const missing of ['/media/mall/999999.w240', '/media/ad/999999.w240', '/media/mall/1.w500', '/media/prize/1.w240', '/media/mall/1-1.w240']) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });

  it('should pick the format from Accept', () => {
    expect(rasterFormatFor(CHROME_IMAGE_ACCEPT)).toBe('avif');
    expect(rasterFormatFor(OLD_WEBKIT_ACCEPT)).toBe('webp');
    expect(rasterFormatFor(undefined)).toBe('webp');
  });

  it('should make a variant once for requests that come together', async () => {
    const cache = rasterCache();
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('x');
    };
    const all = await Promise.all(Array.from({ length: 8 }, () => cache('k', make)));
    expect(new Set(all.map((raster) => raster.etag)).size).toBe(1);
    await cache('k', make);
    expect(made).toBe(1);
  });
});
