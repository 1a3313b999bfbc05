import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

/** The loop's duration the component set, in seconds (the CSS animation's). */
const duration = (container: HTMLElement) => track(container)?.style.getPropertyValue('--shq-marquee-duration');
const classes = (container: HTMLElement) => [...(track(container)?.classList ?? [])];

describe('TitleMarquee', () => {
  it('should move 1 px every 10 ms: one copy’s width at 100 px a second, as a CSS animation', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(540);
    const { container } = render(<TitleMarquee items={items} />);
    // 540 px at 1 px per 10 ms is 5.4 s; the keyframes move the track by half its width (one copy).
    expect(duration(container)).toBe('5.4s');
    expect(classes(container)).toContain('shq-marquee__track--moving');
    expect(classes(container)).not.toContain('shq-marquee__track--paused');
  });

  it('should time the loop again when the titles change', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
    const { container, rerender } = render(<TitleMarquee items={items} />);
    expect(duration(container)).toBe('3s');
    width.mockReturnValue(450);
    rerender(<TitleMarquee items={[...items, { id: 4, title: '新车上市' }]} />);
    expect(duration(container)).toBe('4.5s');
  });

  it('should read the width when the browser reports the layout, never inside the render', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(620);
    let report: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<TitleMarquee items={items} />);
    expect(width).not.toHaveBeenCalled();
    act(() => report());
    expect(duration(container)).toBe('6.2s');
    vi.unstubAllGlobals();
  });

  it('should pause while a mouse hovers and resume after', () => {
    const { container } = render(<TitleMarquee items={items} />);
    const viewport = container.querySelector('.shq-marquee__viewport') as HTMLElement;
    fireEvent.pointerEnter(viewport, { pointerType: 'mouse' });
    expect(classes(container)).toContain('shq-marquee__track--paused');
    fireEvent.pointerLeave(viewport, { pointerType: 'mouse' });
    expect(classes(container)).not.toContain('shq-marquee__track--paused');
  });

  it('should not pause on a touch pointerenter', () => {
    const { container } = render(<TitleMarquee items={items} />);
    fireEvent.pointerEnter(container.querySelector('.shq-marquee__viewport') as HTMLElement, { pointerType: 'touch' });
    expect(classes(container)).not.toContain('shq-marquee__track--paused');
  });

  it('should hold a focused headline at the left edge, and go on from there after', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockReturnValue(250);
    const { container } = render(<TitleMarquee items={items} onItemClick={() => {}} />);
    act(() => screen.getAllByRole('button')[1]?.focus());
    expect(classes(container)).toContain('shq-marquee__track--held');
    expect(track(container)?.style.transform).toBe('translateX(-250px)');
    act(() => screen.getAllByRole('button')[1]?.blur());
    expect(classes(container)).toContain('shq-marquee__track--moving');
    expect(track(container)?.style.transform).toBe('');
    // 250 px into the loop at 100 px/s.
    expect(track(container)?.style.animationDelay).toBe('-2.5s');
  });

  it('should run no script while it moves (no timer at all)', () => {
    vi.useFakeTimers();
    render(<TitleMarquee items={items} />);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
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
    expect(classes(container)).toContain('shq-marquee__track--moving');
  });
});
