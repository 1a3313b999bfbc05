import sharp, { type Metadata, type Sharp } from 'sharp';
import { imageRefusals, MAX_IMAGE_BYTES, sniffImageType, type ImageType } from '@shqcb/api/contract/user';
import type { Refusal } from '@shqcb/api/contract';
import { ApiError } from '../../http/ApiError.ts';

/** Largest picture decoded, in pixels (about 40 megapixels): more is a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

const refuse = (refusal: Refusal) => ApiError.of(refusal);

/**
 * Checks an upload before any decoding: size, magic bytes, then the declared dimensions against
 * {@link MAX_INPUT_PIXELS} (read from the header, so a bomb is refused before it is inflated).
 */
async function checkedInput(bytes: Uint8Array): Promise<{ type: ImageType; image: Sharp }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw refuse(imageRefusals.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw refuse(imageRefusals.notImage);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(imageRefusals.unreadable);
  }
  if (!meta.width || !meta.height) throw refuse(imageRefusals.unreadable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw refuse(imageRefusals.tooManyPixels);
  // `rotate()` without an angle applies the EXIF orientation; output carries no metadata (EXIF, GPS, XMP, ICC comments).
  return { type, image: sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate() };
}

async function render(run: () => Promise<Buffer>): Promise<Uint8Array> {
  try {
    return new Uint8Array(await run());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refuse(imageRefusals.unreadable);
  }
}

export interface AvatarFiles {
  webp512: Uint8Array;
  jpeg512: Uint8Array;
  webp128: Uint8Array;
  jpeg128: Uint8Array;
}

/** An avatar: upright, centre-cropped square, 512 and 128 px, WebP and JPEG, no metadata. */
export async function makeAvatar(bytes: Uint8Array): Promise<AvatarFiles> {
  const { image } = await checkedInput(bytes);
  const upright = await render(() => image.png().toBuffer());
  const size = (px: number) => sharp(upright).resize(px, px, { fit: 'cover', position: 'centre' }).flatten({ background: '#ffffff' });
  const [webp512, jpeg512, webp128, jpeg128] = await Promise.all([
    render(() => size(512).webp({ quality: 82 }).toBuffer()),
    render(() => size(512).jpeg({ quality: 85, mozjpeg: true }).toBuffer()),
    render(() => size(128).webp({ quality: 80 }).toBuffer()),
    render(() => size(128).jpeg({ quality: 82, mozjpeg: true }).toBuffer()),
  ]);
  return { webp512, jpeg512, webp128, jpeg128 };
}

/** Longest side of a kept feedback picture. */
export const FEEDBACK_MAX_SIDE = 2048;

export interface FeedbackPicture {
  bytes: Uint8Array;
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

/** A feedback picture: upright, at most 2048 px on its longest side, no metadata; PNG stays PNG, the rest become JPEG. */
export async function makeFeedbackPicture(bytes: Uint8Array): Promise<FeedbackPicture> {
  const { type, image } = await checkedInput(bytes);
  const resized = image.resize(FEEDBACK_MAX_SIDE, FEEDBACK_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const asPng = type === 'png';
  const output = asPng ? resized.png({ compressionLevel: 9 }) : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await output.toBuffer({ resolveWithObject: true }).catch(() => {
    throw refuse(imageRefusals.unreadable);
  });
  return { bytes: new Uint8Array(data), extension: asPng ? 'png' : 'jpg', width: info.width, height: info.height };
}
