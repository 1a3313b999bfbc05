import { describe, expect, it } from 'vitest';
import { defaultShareData } from './defaultShareData.ts';

describe('defaultShareData', () => {
  it('should use the page title, the description, the PNG icon as an absolute address and a share link', () => {
    document.head.innerHTML =
      '<meta name="description" content="上海汽车产业新闻"><link rel="icon" href="/shqcb/favicon.svg"><link rel="apple-touch-icon" href="/shqcb/favicon.png">';
    document.title = '上海汽车报';
    expect(defaultShareData(document, 'https://m.example.cn/shqcb/?code=1#/index')).toEqual({
      title: '上海汽车报',
      desc: '上海汽车产业新闻',
      link: 'https://m.example.cn/shqcb/?path=/index&type=share',
      imgUrl: 'https://m.example.cn/shqcb/favicon.png',
    });
  });

  it('should fall back to the favicon and the title', () => {
    document.head.innerHTML = '<link rel="icon" href="favicon.svg">';
    document.title = '新闻详情';
    expect(defaultShareData(document, 'https://m.example.cn/shqcb/#/text-detail/2')).toMatchObject({
      desc: '新闻详情',
      imgUrl: 'https://m.example.cn/shqcb/favicon.svg',
    });
  });
});
