import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beijingWallClock } from './beijingTime.ts';
import { NOW_STEP_MS, setRenderTime, useNow } from './useNow.ts';

function Clock() {
  return <p data-testid="now">{useNow().toISOString()}</p>;
}

afterEach(() => {
  setRenderTime(null);
  vi.useRealTimers();
});

describe('useNow', () => {
  it('should read the device clock to the minute and move on each minute', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:15:42Z') });
    render(<Clock />);
    expect(screen.getByTestId('now').textContent).toBe('2026-11-27T08:15:00.000Z');
    act(() => vi.advanceTimersByTime(NOW_STEP_MS));
    expect(screen.getByTestId('now').textContent).toBe('2026-11-27T08:16:00.000Z');
  });

  it('should hydrate with the render time, then move on to the device clock without a mismatch', async () => {
    // The server rendered the page three minutes ago.
    setRenderTime(Date.parse('2026-11-27T08:12:30Z'));
    const html = renderToString(<Clock />);
    expect(html).toContain('2026-11-27T08:12:00.000Z');
    vi.useFakeTimers({ now: new Date('2026-11-27T08:15:42Z'), toFake: ['Date'] });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Clock />, { onRecoverableError: recoverable });
    });
    // A hydration pass that read the device clock would not match the server's text: React reports it.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2026-11-27T08:15:00.000Z');
    act(() => root?.unmount());
    container.remove();
  });
});

describe('beijingWallClock', () => {
  it("should give Beijing's wall clock in the Date's local fields", () => {
    const wall = beijingWallClock(new Date('2026-11-26T16:30:00Z'));
    expect([wall.getFullYear(), wall.getMonth() + 1, wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([2026, 11, 27, 0, 30]);
  });

  it('should not move across a year end in the wrong direction', () => {
    const wall = beijingWallClock(new Date('2026-12-31T15:59:00Z'));
    expect([wall.getFullYear(), wall.getMonth() + 1, wall.getDate(), wall.getHours()]).toEqual([2026, 12, 31, 23]);
  });
});
