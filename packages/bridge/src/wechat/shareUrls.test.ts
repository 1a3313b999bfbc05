import { describe, expect, it } from 'vitest';
import { pathRedirectUrl } from './planWechatStartup.ts';
import { shareLink, signatureUrls, withoutHash } from './shareUrls.ts';

describe('share urls', () => {
  it('should cut the hash', () => {
    expect(withoutHash('https://m.example.cn/shqcb/?a=1#/index?id=3')).toBe('https://m.example.cn/shqcb/?a=1');
    expect(withoutHash('https://m.example.cn/shqcb/')).toBe('https://m.example.cn/shqcb/');
  });

  it('should order the addresses to sign by OS', () => {
    const landing = 'https://m.example.cn/shqcb/?code=1#/index';
    const current = 'https://m.example.cn/shqcb/#/text-detail/3';
    expect(signatureUrls('ios', landing, current)).toEqual(['https://m.example.cn/shqcb/?code=1', 'https://m.example.cn/shqcb/']);
    expect(signatureUrls('android', landing, current)).toEqual(['https://m.example.cn/shqcb/', 'https://m.example.cn/shqcb/?code=1']);
    expect(signatureUrls('ios', current, current)).toEqual(['https://m.example.cn/shqcb/']);
  });

  it('should build the share link with type=share in the route query, without visit parameters', () => {
    expect(shareLink('https://m.example.cn/shqcb/?code=x&state=y&from=singlemessage#/text-detail/5')).toBe('https://m.example.cn/shqcb/?path=/text-detail/5&type=share');
    expect(shareLink('https://m.example.cn/shqcb/#/index?id=308')).toBe('https://m.example.cn/shqcb/?path=/index&id=308&type=share');
    expect(shareLink('https://m.example.cn/shqcb/#/index?type=share')).toBe('https://m.example.cn/shqcb/?path=/index&type=share');
    expect(shareLink('https://m.example.cn/shqcb/?keep=1#/index')).toBe('https://m.example.cn/shqcb/?path=/index&keep=1&type=share');
    expect(shareLink('https://m.example.cn/shqcb/')).toBe('https://m.example.cn/shqcb/?path=/index&type=share');
    expect(shareLink('https://m.example.cn/shqcb/?path=/old#/search-news?keyword=上汽 新车')).toBe(
      'https://m.example.cn/shqcb/?path=/search-news&keyword=%E4%B8%8A%E6%B1%BD+%E6%96%B0%E8%BD%A6&type=share',
    );
  });

  it('should open where the page was: the path redirect takes a shared link back to its route', () => {
    for (const page of ['https://m.example.cn/shqcb/#/text-detail/5', 'https://m.example.cn/shqcb/#/index?id=308']) {
      const opened = pathRedirectUrl(shareLink(page));
      expect(opened?.replace(/[?&]type=share$/, '')).toBe(page);
    }
  });
});
