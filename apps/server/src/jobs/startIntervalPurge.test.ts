import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalPurge } from './startIntervalPurge.ts';

describe('startIntervalPurge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should run first after the start delay and then once per interval', async () => {
    const run = vi.fn(async () => {});
    const schedule = startIntervalPurge({ run, firstDelayMs: 60_000, intervalMs: 3_600_000 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(4);
    await schedule.stop();
    expect(schedule.kind).toBe('interval');
  });

  it('should skip a tick while the previous run is still going and keep going after a failure', async () => {
    let finish: () => void = () => {};
    const run = vi
      .fn<(signal: AbortSignal) => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockImplementationOnce(() => Promise.reject(new Error('database down')))
      .mockImplementation(async () => {});
    const schedule = startIntervalPurge({ run, firstDelayMs: 0, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(3);
    await schedule.stop();
  });

  it('should abort the running purge on stop, wait for it, and run no more', async () => {
    let seen: AbortSignal | undefined;
    let finished = false;
    const run = vi.fn(async (signal: AbortSignal) => {
      seen = signal;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      finished = true;
    });
    const schedule = startIntervalPurge({ run, firstDelayMs: 0, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await schedule.stop();
    expect(seen?.aborted).toBe(true);
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should not keep the process alive', async () => {
    vi.useRealTimers();
    const refs: boolean[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      const timer = realSetTimeout(fn, ms);
      queueMicrotask(() => refs.push(timer.hasRef()));
      return timer;
    }) as typeof setTimeout);
    const schedule = startIntervalPurge({ run: async () => {} });
    await Promise.resolve();
    spy.mockRestore();
    expect(refs).toEqual([false]);
    await schedule.stop();
  });
});
