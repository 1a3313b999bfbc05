import { describe, expect, it } from 'vitest';
import { MEDIA_IMAGE_WIDTHS, mediaSrcSet } from './mediaVariants.ts';

describe('mediaSrcSet (decision 0052)', () => {
  it('should give a drawn news picture its raster widths', () => {
    expect(mediaSrcSet('/media/news/12.svg')).toBe(MEDIA_IMAGE_WIDTHS.map((w) => `/media/news/12.w${w} ${w}w`).join(', '));
    expect(mediaSrcSet('/media/news/12-3.svg')?.split(', ')[0]).toBe('/media/news/12-3.w240 240w');
  });

  it('should give an ad banner and a goods cover theirs', () => {
    expect(mediaSrcSet('/media/ad/3.svg')).toBe(MEDIA_IMAGE_WIDTHS.map((w) => `/media/ad/3.w${w} ${w}w`).join(', '));
    expect(mediaSrcSet('/media/mall/1.svg')?.split(', ').at(-1)).toBe('/media/mall/1.w1080 1080w');
  });

  it('should leave any other address alone', () => {
    for (const src of ['https://cdn.example.com/media/news/12.svg', '/media/ad/3-1.svg', '/media/mall/0.svg', '/media/prize/2.svg', '/media/news/0.svg', '/media/news/12.png', '/media/news/12-10.svg', '']) {
      expect(mediaSrcSet(src)).toBeUndefined();
    }
  });
});
