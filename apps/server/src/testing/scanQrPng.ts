import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads a PNG with pngjs and scans it with jsQR, an independent decoder: the text it finds, or
 * `undefined` when it finds no QR code.
 */
export function scanQrPng(png: Uint8Array): string | undefined {
  const image = PNG.sync.read(Buffer.from(png));
  // jsqr is CommonJS; under Node's ESM rules its default export sits on `default`.
  return jsQR.default(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}
