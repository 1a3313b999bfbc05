import { describe, expect, it, vi } from 'vitest';
import { clearReloadMarker, reloadForChunkError } from './reloadForChunkError.ts';

/** What the router keeps in history.state: losing it breaks back navigation and scroll restoring. */
const ROUTER_STATE = { usr: { from: 'share' }, key: 'k3x9', idx: 4 };

function fakeWindow(href: string) {
  const replace = vi.fn();
  const replaceState = vi.fn();
  return { win: { location: { href, replace }, history: { state: ROUTER_STATE, replaceState } } as unknown as Window, replace, replaceState };
}

describe('reloadForChunkError', () => {
  it('should reload once with a marker in the address', () => {
    const { win, replace } = fakeWindow('https://x.test/shqcb/#/index');
    expect(reloadForChunkError(win)).toBe(true);
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/\/shqcb\/\?reloaded=\d+#\/index$/));
  });

  it('should not reload again when the page was already reloaded for a chunk', () => {
    const { win, replace } = fakeWindow('https://x.test/shqcb/?reloaded=1#/index');
    expect(reloadForChunkError(win)).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('should remove the marker after a good start', () => {
    const { win, replaceState } = fakeWindow('https://x.test/shqcb/?reloaded=1#/index');
    clearReloadMarker(win);
    expect(replaceState).toHaveBeenCalledOnce();
    expect(replaceState.mock.calls[0]?.[0]).toBe(ROUTER_STATE);
    expect(replaceState.mock.calls[0]?.slice(1)).toEqual(['', 'https://x.test/shqcb/#/index']);
  });

  it('should leave the address and its history entry alone when there is no marker', () => {
    const { win, replaceState } = fakeWindow('https://x.test/shqcb/?id=311#/index');
    clearReloadMarker(win);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
