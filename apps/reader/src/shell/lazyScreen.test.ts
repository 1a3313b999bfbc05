import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadWithTimeout } from './lazyScreen.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithTimeout', () => {
  it('should use the 120 s chunk time-out of the spec', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('should fail with a ChunkLoadError when the chunk does not arrive in time', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await assertion;
  });

  it('should not fail a chunk that arrives just in time', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise((resolve) => setTimeout(() => resolve('ok'), CHUNK_TIMEOUT_MS - 1)));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await expect(pending).resolves.toBe('ok');
  });

  it('should turn a failed dynamic import into a ChunkLoadError', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /shqcb/assets/x.js'));
    await expect(loadWithTimeout(failing)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('should pass other errors through unchanged', async () => {
    const boom = new RangeError('bug in the module');
    await expect(loadWithTimeout(() => Promise.reject(boom))).rejects.toBe(boom);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'Unable to preload CSS for /shqcb/assets/a.css',
  ])('should recognise %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('should not mistake an ordinary error for a chunk failure', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
