import { readFile } from 'node:fs/promises';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The compressed bytes of a file: a precompressed sibling (`.br`/`.gz`) when the build made one,
 * else compressed once here and kept in memory (keyed by path and mtime, bounded in size).
 */
export async function compressedVariant(path: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${path}\0${mtimeMs}\0${encoding}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const packed = (await readPrecompressed(path, encoding)) ?? (await compress(await readFile(path), encoding));
  if (cachedBytes + packed.length > MAX_CACHE_BYTES) {
    cache.clear();
    cachedBytes = 0;
  }
  cache.set(key, packed);
  cachedBytes += packed.length;
  return packed;
}

async function readPrecompressed(path: string, encoding: Encoding): Promise<Buffer | null> {
  try {
    return await readFile(`${path}${encoding === 'br' ? '.br' : '.gz'}`);
  } catch {
    return null;
  }
}

function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gz(raw, { level: 9 });
}
