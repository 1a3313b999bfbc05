import { render, screen } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SharePoster } from './SharePoster.tsx';
import { addShareFlag } from './shareFlag.ts';

const PAGE = 'https://m.example.cn/shqcb/#/text-detail/5';
const qrPaths = (root: ParentNode) => Array.from(root.querySelectorAll('svg path'), (p) => p.getAttribute('d'));
function qrOf(value: string) {
  const { container, unmount } = render(<QRCodeSVG value={value} size={128} level="M" marginSize={1} />);
  const paths = qrPaths(container);
  unmount();
  return paths;
}

describe('addShareFlag', () => {
  it('should add type=share to the hash route query, or the page query without a hash, once', () => {
    expect(addShareFlag(PAGE)).toBe(`${PAGE}?type=share`);
    expect(addShareFlag('https://m.example.cn/shqcb/#/video/9?id=9')).toBe('https://m.example.cn/shqcb/#/video/9?id=9&type=share');
    expect(addShareFlag('https://m.example.cn/a?x=1')).toBe('https://m.example.cn/a?x=1&type=share');
    expect(addShareFlag('https://m.example.cn/a')).toBe('https://m.example.cn/a?type=share');
    expect(addShareFlag(`${PAGE}?type=share`)).toBe(`${PAGE}?type=share`);
    expect(addShareFlag(`${PAGE}?a=1&type=share&b=2`)).toBe(`${PAGE}?a=1&type=share&b=2`);
  });
});

describe('SharePoster', () => {
  it('should draw the thumbnail at 596x450 and the title', () => {
    render(<SharePoster thumbnail="/thumb.jpg" title="上海车展今日开幕" url={PAGE} />);
    const img = document.querySelector('.shq-poster__thumb img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/thumb.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['596', '450']);
    expect(img.getAttribute('alt')).toBe('');
    expect(screen.getByText('上海车展今日开幕')).toBeDefined();
    expect(screen.getByText('上海汽车报')).toBeDefined();
    expect(screen.getByText('长按识别二维码，阅读全文')).toBeDefined();
  });

  it('should draw a QR code of the page address with the share flag', () => {
    const { container } = render(<SharePoster thumbnail="/t.jpg" title="t" url={PAGE} />);
    expect(screen.getByRole('img', { name: '二维码' }).tagName.toLowerCase()).toBe('svg');
    const drawn = qrPaths(container);
    expect(drawn).toEqual(qrOf(`${PAGE}?type=share`));
    expect(drawn).not.toEqual(qrOf(PAGE));
  });

  it('should leave the address as given when shareFlag is false', () => {
    const { container } = render(<SharePoster thumbnail="/t.jpg" title="t" url={PAGE} shareFlag={false} />);
    expect(qrPaths(container)).toEqual(qrOf(PAGE));
  });

  it('should hand its root to the ref for the export', () => {
    const ref = createRef<HTMLElement>();
    render(<SharePoster ref={ref} thumbnail="/t.jpg" title="t" url={PAGE} caption="扫码阅读" />);
    expect(ref.current?.classList.contains('shq-poster')).toBe(true);
    expect(screen.getByText('扫码阅读')).toBeDefined();
  });
});
