/**
 * Where uploaded files live (avatars, feedback pictures, data exports). Keys are relative paths like
 * `avatars/12/3f9c…-512.webp`. The local adapter writes under the data folder; an object store
 * (S3-compatible or Aliyun OSS) can implement the same four methods later.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or `null` when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes every file whose key starts with `prefix` (a folder such as `avatars/12/`). Returns how many. */
  deletePrefix(prefix: string): Promise<number>;
}

/** A key is a relative path of safe segments: no `..`, no leading slash, no backslash. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9]+(\/[A-Za-z0-9][A-Za-z0-9._-]{0,120})+$/.test(key) && !key.includes('..');
}
