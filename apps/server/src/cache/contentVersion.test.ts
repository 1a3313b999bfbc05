import { describe, expect, it } from 'vitest';
import { coalescedRead } from './contentVersion.ts';

/** A read whose answers the test hands out one by one. */
function controlledRead() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  return { read, pending };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedRead', () => {
  it('should give callers that arrive during a read the next read, shared, never the running one', async () => {
    const { read, pending } = controlledRead();
    const shared = coalescedRead(read);
    const first = shared();
    expect(pending).toHaveLength(1);
    // Arrived while read 1 runs: a write committed just before them may be missing from read 1.
    const second = shared();
    const third = shared();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(1);
    await tick();
    expect(pending).toHaveLength(2);
    // Arrived while read 2 runs: they wait for read 3.
    const fourth = shared();
    pending[1]!.resolve(2);
    await tick();
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(3);
    expect(await Promise.all([first, second, third, fourth])).toEqual([1, 2, 2, 3]);
    // Nothing running: a caller starts a read of its own.
    const fifth = shared();
    expect(pending).toHaveLength(4);
    pending[3]!.resolve(4);
    expect(await fifth).toBe(4);
  });

  it('should pass a failed read to its callers and let the queued ones read again', async () => {
    const { read, pending } = controlledRead();
    const shared = coalescedRead(read);
    const first = shared();
    const second = shared();
    pending[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    pending[1]!.resolve(7);
    expect(await second).toBe(7);
  });
});
