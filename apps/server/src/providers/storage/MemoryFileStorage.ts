import { isSafeKey, type FileStorage } from './FileStorage.ts';

/** Files in memory: tests and `DATA_DIR=memory://`. */
export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Uint8Array>();

  put(key: string, bytes: Uint8Array): Promise<void> {
    if (!isSafeKey(key)) return Promise.reject(new Error(`unsafe storage key ${key}`));
    this.files.set(key, bytes);
    return Promise.resolve();
  }

  get(key: string): Promise<Uint8Array | null> {
    return Promise.resolve(this.files.get(key) ?? null);
  }

  exists(key: string): Promise<boolean> {
    return Promise.resolve(this.files.has(key));
  }

  deletePrefix(prefix: string): Promise<number> {
    let n = 0;
    for (const key of [...this.files.keys()]) if (key.startsWith(prefix) && this.files.delete(key)) n++;
    return Promise.resolve(n);
  }

  /** Every key, for tests. */
  keys(): string[] {
    return [...this.files.keys()];
  }
}
