import { describe, expect, it, vi } from 'vitest';
import { clearReloadMarker, reloadForChunkError } from './reloadForChunkError.ts';

function fakeWindow(href: string) {
  const replace = vi.fn();
  const replaceState = vi.fn();
  return { win: { location: { href, replace }, history: { state: null, replaceState } } as unknown as Window, replace, replaceState };
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
    expect(replaceState).toHaveBeenCalledWith(null, '', 'https://x.test/shqcb/#/index');
  });
});
