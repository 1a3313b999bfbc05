import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TitleMarquee } from './TitleMarquee.tsx';
import type { MarqueeItem } from './TitleMarquee.tsx';

const items: MarqueeItem[] = [
  { id: 1, title: '上汽发布新车' },
  { id: 2, title: '新能源销量创新高' },
  { id: 3, title: '车展开幕' },
];

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string): Partial<MediaQueryList> => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  );
}

const track = (container: HTMLElement) => container.querySelector<HTMLElement>('.shq-marquee__track');

describe('TitleMarquee', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should move 1 px every 10 ms', () => {
    const { container } = render(<TitleMarquee items={items} />);
    act(() => vi.advanceTimersByTime(10));
    expect(track(container)?.style.transform).toBe('translateX(-1px)');
    act(() => vi.advanceTimersByTime(90));
    expect(track(container)?.style.transform).toBe('translateX(-10px)');
    act(() => vi.advanceTimersByTime(1000));
    expect(track(container)?.style.transform).toBe('translateX(-110px)');
  });

  it('should loop back after the width of one copy', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(50);
    const { container } = render(<TitleMarquee items={items} />);
    act(() => vi.advanceTimersByTime(490));
    expect(track(container)?.style.transform).toBe('translateX(-49px)');
    act(() => vi.advanceTimersByTime(10));
    expect(track(container)?.style.transform).toBe('translateX(0px)');
    act(() => vi.advanceTimersByTime(100));
    expect(track(container)?.style.transform).toBe('translateX(-10px)');
  });

  it('should pause while a mouse hovers and resume after', () => {
    const { container } = render(<TitleMarquee items={items} />);
    const viewport = container.querySelector('.shq-marquee__viewport') as HTMLElement;
    act(() => vi.advanceTimersByTime(50));
    fireEvent.pointerEnter(viewport, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(track(container)?.style.transform).toBe('translateX(-5px)');
    fireEvent.pointerLeave(viewport, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(50));
    expect(track(container)?.style.transform).toBe('translateX(-10px)');
  });

  it('should not pause on a touch pointerenter', () => {
    const { container } = render(<TitleMarquee items={items} />);
    fireEvent.pointerEnter(container.querySelector('.shq-marquee__viewport') as HTMLElement, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(50));
    expect(track(container)?.style.transform).toBe('translateX(-5px)');
  });

  it('should pause while an item has focus', () => {
    const { container } = render(<TitleMarquee items={items} onItemClick={() => {}} />);
    act(() => screen.getAllByRole('button')[1]?.focus());
    const before = track(container)?.style.transform;
    act(() => vi.advanceTimersByTime(500));
    expect(track(container)?.style.transform).toBe(before);
  });

  it('should render the titles as buttons calling onItemClick, once for assistive technology', () => {
    const onItemClick = vi.fn();
    render(<TitleMarquee items={items} onItemClick={onItemClick} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['上汽发布新车', '新能源销量创新高', '车展开幕']);
    fireEvent.click(buttons[2] as HTMLElement);
    expect(onItemClick).toHaveBeenCalledWith(items[2]);
  });

  it('should not move with prefers-reduced-motion and show the first item statically', () => {
    stubReducedMotion(true);
    const { container } = render(<TitleMarquee items={items} onItemClick={() => {}} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(track(container)).toBeNull();
    expect(screen.getByRole('button', { name: '上汽发布新车' })).toBeDefined();
    expect(screen.queryByText('新能源销量创新高')).toBeNull();
  });

  it('should step through items with 上一条 and 下一条 under reduced motion', () => {
    stubReducedMotion(true);
    render(<TitleMarquee items={items} />);
    fireEvent.click(screen.getByRole('button', { name: '下一条' }));
    expect(screen.getByText('新能源销量创新高')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '上一条' }));
    fireEvent.click(screen.getByRole('button', { name: '上一条' }));
    expect(screen.getByText('车展开幕')).toBeDefined();
  });

  it('should move when motion is not reduced', () => {
    stubReducedMotion(false);
    const { container } = render(<TitleMarquee items={items} />);
    act(() => vi.advanceTimersByTime(30));
    expect(track(container)?.style.transform).toBe('translateX(-3px)');
  });
});
