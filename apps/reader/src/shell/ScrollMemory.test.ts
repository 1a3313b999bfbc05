import { describe, expect, it, vi } from 'vitest';
import { ScrollMemory } from './ScrollMemory.ts';

describe('ScrollMemory', () => {
  it('should restore the remembered position of a page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const memory = new ScrollMemory();
    memory.remember('keep:/index', 1234);
    memory.enter('keep:/index');
    memory.restore('keep:/index', 0);
    expect(scrollTo).toHaveBeenCalledWith(0, 1234);
  });

  it('should go to the top of a page without reading the position back (a read lays the page out)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    const memory = new ScrollMemory();
    memory.enter('loc:top');
    memory.restore('loc:top', 1500);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollY).not.toHaveBeenCalled();
  });

  it('should persist positions in the scrollVal session key', () => {
    vi.useFakeTimers();
    const memory = new ScrollMemory();
    memory.remember('loc:abc', 300);
    vi.advanceTimersByTime(250);
    vi.useRealTimers();
    expect(JSON.parse(sessionStorage.getItem('scrollVal') ?? '{}')).toEqual({ 'loc:abc': 300 });
    expect(new ScrollMemory().positionOf('loc:abc')).toBe(300);
  });

  it('should start at the top of a page it has not seen', () => {
    expect(new ScrollMemory().positionOf('loc:new')).toBe(0);
  });
});
