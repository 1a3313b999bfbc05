import { describe, expect, it } from 'vitest';
import { decodeGrayPng } from '../testing/decodeGrayPng.ts';
import { scanQrPng } from '../testing/scanQrPng.ts';
import { encodeQrCode, QR_MAX_BYTES } from './encodeQrCode.ts';
import { qrCodePng } from './qrCodePng.ts';
import { qrPenalty } from './qrPenalty.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Draws the text as a PNG, reads the PNG back and lets jsQR scan it. */
function scan(text: string): { text: string | undefined; version: number } {
  const qr = encodeQrCode(utf8(text));
  return { text: scanQrPng(qrCodePng(qr)), version: qr.version };
}

/** Exactly `length` ASCII characters of a share link (cut short for the smallest versions). */
function linkOfLength(length: number): string {
  return `https://reader.example.test/shqcb/?type=share&x=${'abcdefghij0123456789'.repeat(Math.ceil(length / 20))}`.slice(0, length);
}

describe('encodeQrCode', () => {
  it('should draw a share link that a scanner reads back', () => {
    const url = 'https://reader.example.test/shqcb/#/text-detail/12?type=share';
    expect(scan(url)).toEqual({ text: url, version: 4 });
  });

  it('should choose the smallest version and read back at its full capacity', () => {
    // Capacity of level M in byte mode, from the standard's table: the fullest symbol per version.
    const capacities = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666,
      711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331];
    expect(QR_MAX_BYTES).toBe(2331);
    capacities.forEach((capacity, index) => {
      const version = index + 1;
      expect(encodeQrCode(utf8(linkOfLength(capacity))).version).toBe(version);
      if (version < 40) expect(encodeQrCode(utf8(linkOfLength(capacity + 1))).version, `${capacity + 1} bytes`).toBe(version + 1);
      // Scanning is the slow part: every version share links use, then samples of the larger ones,
      // which cover 2-6 alignment rows, version information and blocks of two lengths.
      if (version <= 10 || [14, 21, 27, 33, 40].includes(version)) {
        const link = linkOfLength(capacity);
        expect(scan(link), `version ${version}`).toEqual({ text: link, version });
      }
    });
  }, 120_000);

  it('should carry UTF-8 text', () => {
    const url = 'https://reader.example.test/shqcb/#/search-news?keyword=上汽新能源&type=share';
    expect(scan(url).text).toBe(url);
  });

  it('should pick the mask with the lowest penalty', () => {
    const data = utf8('https://reader.example.test/shqcb/#/video-detail/8?type=share');
    const chosen = encodeQrCode(data);
    const penalties = Array.from({ length: 8 }, (_, mask) => qrPenalty(encodeQrCode(data, { mask })));
    expect(penalties[chosen.mask]).toBe(Math.min(...penalties));
  });

  it('should refuse data longer than version 40 holds', () => {
    expect(() => encodeQrCode(new Uint8Array(QR_MAX_BYTES + 1))).toThrow(RangeError);
    expect(encodeQrCode(new Uint8Array(QR_MAX_BYTES)).version).toBe(40);
  });
});

describe('qrCodePng', () => {
  it('should write a greyscale PNG with a 4-module quiet zone and whole pixels per module', () => {
    const qr = encodeQrCode(utf8('https://reader.example.test/shqcb/'));
    const png = qrCodePng(qr);
    const image = decodeGrayPng(png);
    const scale = image.width / (qr.size + 8);
    expect(Number.isInteger(scale) && scale >= 3).toBe(true);
    expect(image.height).toBe(image.width);
    // The quiet zone is white; the top-left finder's corner module is black.
    expect(image.pixels.subarray(0, 4 * scale * image.width).every((value) => value === 255)).toBe(true);
    expect(image.pixels[4 * scale * image.width + 4 * scale]).toBe(0);
    expect(new Set(image.pixels)).toEqual(new Set([0, 255]));
  });
});
