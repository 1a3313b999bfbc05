import jsQR from 'jsqr';
import { decodeGrayPng, grayToRgba } from './decodeGrayPng.ts';

/**
 * Reads a PNG back into pixels and scans it with jsQR, an independent decoder: the text it finds,
 * or `undefined` when it finds no QR code.
 */
export function scanQrPng(png: Uint8Array): string | undefined {
  const image = decodeGrayPng(png);
  // jsqr is CommonJS; under Node's ESM rules its default export sits on `default`.
  return jsQR.default(grayToRgba(image), image.width, image.height)?.data;
}
