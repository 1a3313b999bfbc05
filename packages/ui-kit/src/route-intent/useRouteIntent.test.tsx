import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute, servePreloadRoute, useRouteIntent } from './useRouteIntent.ts';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; observed: Set<Element> }[] = [];

class FakeObserver {
  private readonly record: { callback: Callback; observed: Set<Element> };
  constructor(callback: Callback) {
    this.record = { callback, observed: new Set() };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.add(element);
  }
  unobserve(element: Element) {
    this.record.observed.delete(element);
  }
  disconnect() {
    this.record.observed.clear();
  }
}

function Card({ to }: { to: string }) {
  return (
    <a href={`#${to}`} {...useRouteIntent(to)}>
      {to}
    </a>
  );
}

/** Brings every watched link into view, as scrolling would. */
function scrollAllIntoView() {
  for (const { callback, observed } of observers) callback([...observed].map((target) => ({ target, isIntersecting: true })));
}

describe('useRouteIntent', () => {
  const serve = vi.fn();
  let withdraw: () => void;
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    withdraw = servePreloadRoute(serve);
  });
  afterEach(() => withdraw());

  it('should report a link once when it comes into view, and a touch each time', () => {
    render(<Card to="/text-detail/12" />);
    expect(serve).not.toHaveBeenCalled();
    scrollAllIntoView();
    scrollAllIntoView();
    expect(serve.mock.calls).toEqual([['/text-detail/12', 'view']]);
    fireEvent.pointerDown(screen.getByRole('link'));
    fireEvent.focus(screen.getByRole('link'));
    expect(serve.mock.calls.slice(1)).toEqual([
      ['/text-detail/12', 'touch'],
      ['/text-detail/12', 'touch'],
    ]);
  });

  it('should stop watching a link that left the page', () => {
    const view = render(<Card to="/text-detail/13" />);
    view.unmount();
    scrollAllIntoView();
    expect(serve.mock.calls.filter(([to]) => to === '/text-detail/13')).toEqual([]);
  });

  it('should do nothing once the shell withdrew its offer', () => {
    withdraw();
    preloadRoute('/index', 'touch');
    expect(serve).not.toHaveBeenCalled();
  });
});
