/** The picture types the upload calls accept, told by their first bytes (never by name or declared type). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * The type a file's magic bytes name, or `null` for anything else. The server refuses an upload
 * by it; the reader may check a chosen file with it before sending.
 *
 * @example
 * sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer())); // 'jpeg'
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'png';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Whether a value is a file or Blob, of whichever implementation made it (Node's, a browser's, or a
 * test DOM's: `instanceof` would tell them apart).
 */
export function isBlobLike(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number' && typeof (value as Blob).slice === 'function';
}
