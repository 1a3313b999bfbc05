import { act, render, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_END_ERROR, useScrollEnd } from './useScrollEnd.ts';
import type { UseScrollEndOptions } from './useScrollEnd.ts';

/** Gives a jsdom element (which has no layout) the scroll metrics of a real list. */
function setMetrics(el: HTMLElement, m: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  for (const [key, value] of Object.entries(m)) {
    Object.defineProperty(el, key, { configurable: true, value });
  }
}

function List({ onEnd, options }: { onEnd: () => void; options?: Omit<UseScrollEndOptions, 'target'> }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollEnd(onEnd, { ...options, target: ref });
  return (
    <div ref={ref} data-testid="list">
      <p>item</p>
    </div>
  );
}

const frame = () => act(() => vi.advanceTimersByTime(16));

function scrollTo(el: HTMLElement, scrollTop: number) {
  setMetrics(el, { scrollHeight: 1000, clientHeight: 500, scrollTop });
  act(() => {
    el.dispatchEvent(new Event('scroll'));
  });
  frame();
}

/** Mounts a 1000 px list in a 500 px box, scrolled to the top. */
function mountList(onEnd: () => void, options?: Omit<UseScrollEndOptions, 'target'>) {
  // Metrics must exist before the mount check, so set them on every div jsdom creates.
  const spy = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
  const view = render(<List onEnd={onEnd} options={options} />);
  const el = view.getByTestId('list');
  setMetrics(el, { scrollHeight: 1000, clientHeight: 500, scrollTop: 0 });
  frame();
  return { el, view, spy };
}

describe('useScrollEnd', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should fire when under 10 px remain below the viewport', () => {
    const onEnd = vi.fn();
    const { el } = mountList(onEnd);
    expect(onEnd).not.toHaveBeenCalled();
    scrollTo(el, 491); // 9 px remain
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('should not fire with 10 or 11 px or more remaining', () => {
    const onEnd = vi.fn();
    const { el } = mountList(onEnd);
    scrollTo(el, 489); // 11 px
    scrollTo(el, 300);
    scrollTo(el, 490); // exactly 10 px: not "under" 10
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('should honour a custom threshold', () => {
    const onEnd = vi.fn();
    const { el } = mountList(onEnd, { threshold: 100 });
    scrollTo(el, 401); // 99 px
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('should fire once per arrival at the end and again after scrolling away', () => {
    const onEnd = vi.fn();
    const { el } = mountList(onEnd);
    scrollTo(el, 495);
    scrollTo(el, 498);
    scrollTo(el, 500);
    expect(onEnd).toHaveBeenCalledTimes(1);
    scrollTo(el, 200);
    scrollTo(el, 500);
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('should check at most once per animation frame', () => {
    const onEnd = vi.fn();
    const { el } = mountList(onEnd);
    const getter = vi.fn(() => 0);
    Object.defineProperty(el, 'scrollTop', { configurable: true, get: getter });
    act(() => {
      for (let i = 0; i < 5; i++) el.dispatchEvent(new Event('scroll'));
    });
    frame();
    expect(getter).toHaveBeenCalledTimes(1);
  });

  it('should fire on mount when a short list does not fill the viewport, and again when content grows but still does not', async () => {
    const onEnd = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    const view = render(<List onEnd={onEnd} />);
    frame();
    expect(onEnd).toHaveBeenCalledTimes(1);

    const el = view.getByTestId('list');
    setMetrics(el, { scrollHeight: 450, clientHeight: 500, scrollTop: 0 });
    await act(async () => {
      el.append(document.createElement('p'));
    });
    frame();
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('should not fire while disabled and re-check when enabled', () => {
    const onEnd = vi.fn();
    const { el, view } = mountList(onEnd, { disabled: true });
    scrollTo(el, 500);
    expect(onEnd).not.toHaveBeenCalled();
    view.rerender(<List onEnd={onEnd} options={{ disabled: false }} />);
    frame();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('should call the latest callback without re-subscribing', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { el, view } = mountList(first);
    view.rerender(<List onEnd={second} />);
    scrollTo(el, 500);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('should watch the window when no target is given', () => {
    const onEnd = vi.fn();
    const root = document.scrollingElement ?? document.documentElement;
    vi.spyOn(root, 'scrollHeight', 'get').mockReturnValue(2000);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    renderHook(() => useScrollEnd(onEnd));
    frame();
    expect(onEnd).not.toHaveBeenCalled();

    scrollY.mockReturnValue(1189); // 11 px remain
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    frame();
    expect(onEnd).not.toHaveBeenCalled();

    scrollY.mockReturnValue(1191); // 9 px remain
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    frame();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('should stop listening after unmount', () => {
    const onEnd = vi.fn();
    const { el, view } = mountList(onEnd);
    view.unmount();
    scrollTo(el, 500);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('should throw the directive error word for word when onEnd is not a function', () => {
    expect(SCROLL_END_ERROR).toBe('directive scroll-end must bind in a functon');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useScrollEnd('load' as unknown as () => void))).toThrow(
      new Error('directive scroll-end must bind in a functon'),
    );
  });
});
