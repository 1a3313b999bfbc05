import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isSafeKey, type FileStorage } from './FileStorage.ts';

/** Files under a folder of this machine (next to the database in DATA_DIR). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private path(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!isSafeKey(key)) return null;
    try {
      return new Uint8Array(await readFile(this.path(key)));
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    return stat(this.path(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async deletePrefix(prefix: string): Promise<number> {
    const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : dirname(prefix);
    const start = prefix.endsWith('/') ? '' : prefix.slice(folder.length + 1);
    const dir = join(this.root, folder);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return 0;
    }
    const doomed = names.filter((name) => name.startsWith(start));
    await Promise.all(doomed.map((name) => rm(join(dir, name), { recursive: true, force: true })));
    return doomed.length;
  }
}
