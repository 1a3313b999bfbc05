import { encodeGrayPng } from '../png/encodeGrayPng.ts';
import type { QrMatrix } from './encodeQrCode.ts';

/** The light margin scanners need around a symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;
/** Aim for about this many pixels across, so small and large symbols print alike. */
const TARGET_PIXELS = 480;
const MIN_MODULE_PIXELS = 3;

/**
 * Draws a QR symbol as a black-on-white PNG with a 4-module quiet zone. Every module is a whole
 * number of pixels (at least 3), so the picture stays sharp when scaled by whole factors.
 *
 * @example
 * const png = qrCodePng(encodeQrCode(bytes)); // Buffer, image/png
 */
export function qrCodePng(qr: QrMatrix): Buffer {
  const modulesAcross = qr.size + 2 * QUIET_ZONE;
  const scale = Math.max(MIN_MODULE_PIXELS, Math.floor(TARGET_PIXELS / modulesAcross));
  const width = modulesAcross * scale;
  const pixels = new Uint8Array(width * width).fill(255);
  for (let y = 0; y < qr.size; y++) {
    for (let x = 0; x < qr.size; x++) {
      if (!qr.modules[y * qr.size + x]) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = ((y + QUIET_ZONE) * scale + dy) * width + (x + QUIET_ZONE) * scale;
        pixels.fill(0, start, start + scale);
      }
    }
  }
  return encodeGrayPng(width, width, pixels);
}
