import QRCode from 'qrcode';
import { generateQRCode } from '@shqcb/api/contract/login';
import type { OutputOf } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { HandlerContext } from '../../http/mountEndpoint.ts';
import { requireSiteUrl } from './requireSiteUrl.ts';

/**
 * Error correction level M (15 % of the symbol may be lost): a share poster is shown on screen or
 * printed small, where M scans reliably and keeps the symbol smaller than Q or H would.
 */
const LEVEL = 'M';
/** About this many pixels across; each module is a whole number of pixels, so the code stays sharp. */
const TARGET_PIXELS = 480;
const MIN_MODULE_PIXELS = 3;
/** The light margin scanners need around a symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/** generateQRCode: a page of the site as a PNG QR code (base64 in `data.QR`); no QR codes for strangers. */
export async function generateQrCode(deps: AppDeps, url: string, { c }: HandlerContext): Promise<OutputOf<typeof generateQRCode>> {
  requireSiteUrl(c, deps, url, generateQRCode.refusals.foreignUrl);
  let modules: number;
  try {
    modules = QRCode.create(url, { errorCorrectionLevel: LEVEL }).modules.size;
  } catch {
    // The address is longer than the largest symbol (version 40) holds.
    throw ApiError.of(generateQRCode.refusals.tooLong);
  }
  const scale = Math.max(MIN_MODULE_PIXELS, Math.floor(TARGET_PIXELS / (modules + 2 * QUIET_ZONE)));
  const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: LEVEL, margin: QUIET_ZONE, scale });
  return { QR: png.toString('base64') };
}
