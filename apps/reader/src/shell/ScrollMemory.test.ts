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
