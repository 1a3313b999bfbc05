import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '@shqcb/api/contract/user';
import { ApiError } from '../../http/ApiError.ts';
import { makeAvatar, makeFeedbackPicture } from './processImage.ts';

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c33' } });

/** A JPEG as a phone takes it: rotated by EXIF (orientation 6) and with the place it was taken. */
async function phonePhoto(): Promise<Uint8Array> {
  return new Uint8Array(
    await photo(64, 48)
      .jpeg()
      .withExif({ IFD0: { Make: 'TestPhone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
}

/** A tiny PNG whose header claims `width`×`height`: a decompression bomb's shape without its bytes. */
async function claimedPng(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(await photo(4, 4).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

async function refusal(run: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, message: (error as ApiError).message };
}

describe('sniffImageType', () => {
  it('should tell JPEG, PNG, GIF and WebP by their first bytes and nothing else', async () => {
    expect(sniffImageType(await phonePhoto())).toBe('jpeg');
    expect(sniffImageType(new Uint8Array(await photo(2, 2).png().toBuffer()))).toBe('png');
    expect(sniffImageType(new Uint8Array(await photo(2, 2).webp().toBuffer()))).toBe('webp');
    expect(sniffImageType(new Uint8Array(await photo(2, 2).gif().toBuffer()))).toBe('gif');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF0000WAVE'))).toBeNull();
  });
});

describe('makeFeedbackPicture', () => {
  it('should turn the picture upright by its EXIF orientation and keep no EXIF or GPS', async () => {
    const source = await phonePhoto();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const picture = await makeFeedbackPicture(source);
    const meta = await sharp(picture.bytes).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({ width: 48, height: 64, exif: undefined, orientation: undefined });
    expect(Buffer.from(picture.bytes).includes('TestPhone')).toBe(false);
    expect(picture).toMatchObject({ extension: 'jpg', width: 48, height: 64 });
  });

  it('should bring the longest side down to 2048 px and never enlarge', async () => {
    const big = await makeFeedbackPicture(new Uint8Array(await photo(4000, 1000).png().toBuffer()));
    expect(big).toMatchObject({ extension: 'png', width: 2048, height: 512 });
    const small = await makeFeedbackPicture(new Uint8Array(await photo(300, 200).jpeg().toBuffer()));
    expect(small).toMatchObject({ width: 300, height: 200 });
  });

  it('should refuse a file that is not a picture, a broken one and a decompression bomb, in Chinese', async () => {
    expect(await refusal(makeFeedbackPicture(new TextEncoder().encode('GIF? no, a script')))).toEqual({ status: 400, message: '请上传 JPG、PNG、WebP 或 GIF 格式的图片' });
    expect(await refusal(makeFeedbackPicture(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])))).toEqual({ status: 400, message: '图片已损坏，无法读取' });
    expect(await refusal(makeFeedbackPicture(await claimedPng(20_000, 20_000)))).toEqual({ status: 400, message: '图片尺寸过大，请选择较小的图片' });
    // Just under the limit is read (and fails only because the claimed pixels are not there).
    expect((await refusal(makeFeedbackPicture(await claimedPng(6000, 6000)))).message).toBe('图片已损坏，无法读取');
  });

  it('should refuse more than 10 MB before reading it', async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(await refusal(makeFeedbackPicture(huge))).toEqual({ status: 413, message: '图片不能超过10MB' });
  });
});

describe('makeAvatar', () => {
  it('should make upright squares of 512 and 128 px in WebP and JPEG without metadata', async () => {
    const avatar = await makeAvatar(await phonePhoto());
    const sizes = await Promise.all([avatar.webp512, avatar.jpeg512, avatar.webp128, avatar.jpeg128].map((bytes) => sharp(bytes).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height, m.exif])).toEqual([
      ['webp', 512, 512, undefined],
      ['jpeg', 512, 512, undefined],
      ['webp', 128, 128, undefined],
      ['jpeg', 128, 128, undefined],
    ]);
  });
});
