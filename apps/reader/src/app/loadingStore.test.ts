import { describe, expect, it, vi } from 'vitest';
import { loadingStore } from './loadingStore.ts';

describe('loadingStore', () => {
  it('should notify subscribers only when the state changes', () => {
    const listener = vi.fn();
    const unsubscribe = loadingStore.subscribe(listener);
    loadingStore.set(true);
    loadingStore.set(true);
    expect(loadingStore.get()).toBe(true);
    loadingStore.set(false);
    unsubscribe();
    loadingStore.set(true);
    loadingStore.set(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
