import { createRequire } from 'node:module';
import type { BrowserContext } from '@playwright/test';

const jsQrPath = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

/**
 * Reads the QR code in a PNG screenshot with jsQR, the way a phone camera would: in a blank scratch
 * page (no app, no CSP) the image is drawn on a canvas and its pixels handed to jsQR. Returns the
 * code's text, or null when no code is found.
 */
export async function decodeQrCode(context: BrowserContext, png: Buffer): Promise<string | null> {
  const scratch = await context.newPage();
  try {
    await scratch.addScriptTag({ path: jsQrPath });
    return await scratch.evaluate(async (base64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${base64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      ctx.drawImage(img, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const jsQR = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR;
      return jsQR(data, width, height)?.data ?? null;
    }, png.toString('base64'));
  } finally {
    await scratch.close();
  }
}
