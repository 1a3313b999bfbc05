import { generateQRCode } from '@shqcb/api/contract/login';
import type { OutputOf } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { HandlerContext } from '../../http/mountEndpoint.ts';
import { QR_MAX_BYTES, encodeQrCode } from '../../qr/encodeQrCode.ts';
import { qrCodePng } from '../../qr/qrCodePng.ts';
import { requireSiteUrl } from './requireSiteUrl.ts';

/** generateQRCode: a page of the site as a PNG QR code (base64 in `data.QR`); no QR codes for strangers. */
export function generateQrCode(deps: AppDeps, url: string, { c }: HandlerContext): OutputOf<typeof generateQRCode> {
  requireSiteUrl(c, deps, url, generateQRCode.refusals.foreignUrl);
  const bytes = new TextEncoder().encode(url);
  if (bytes.length > QR_MAX_BYTES) throw ApiError.of(generateQRCode.refusals.tooLong);
  return { QR: qrCodePng(encodeQrCode(bytes)).toString('base64') };
}
