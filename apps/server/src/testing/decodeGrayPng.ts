import { crc32, inflateSync } from 'node:zlib';

/** A decoded greyscale picture, row by row. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * Reads an 8-bit greyscale, non-interlaced PNG back into pixels: checks the signature and every
 * chunk's CRC, inflates the IDAT data and undoes the five row filters. Tests use it to look at
 * what the server drew without trusting the writer.
 */
export function decodeGrayPng(png: Uint8Array): GrayImage {
  const buffer = Buffer.from(png);
  if (!buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const data = buffer.subarray(offset + 8, offset + 8 + length);
    if (buffer.readUInt32BE(offset + 8 + length) !== crc32(buffer.subarray(offset + 4, offset + 8 + length))) throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 0 || data[12] !== 0) throw new Error('only 8-bit greyscale, non-interlaced PNGs are read');
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (width + 1)];
    for (let x = 0; x < width; x++) {
      const value = raw[y * (width + 1) + 1 + x]!;
      const left = x > 0 ? pixels[y * width + x - 1]! : 0;
      const up = y > 0 ? pixels[(y - 1) * width + x]! : 0;
      const upLeft = x > 0 && y > 0 ? pixels[(y - 1) * width + x - 1]! : 0;
      const predictor = [0, left, up, (left + up) >>> 1, paeth(left, up, upLeft)][filter ?? -1];
      if (predictor === undefined) throw new Error(`unknown filter ${filter}`);
      pixels[y * width + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixels };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The RGBA bytes jsQR reads. */
export function grayToRgba({ pixels }: GrayImage): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(pixels.length * 4);
  pixels.forEach((value, i) => rgba.set([value, value, value, 255], i * 4));
  return rgba;
}
