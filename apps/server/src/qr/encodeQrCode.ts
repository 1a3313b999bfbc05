import { qrPenalty } from './qrPenalty.ts';
import { reedSolomonDivisor, reedSolomonRemainder } from './reedSolomon.ts';

/** A QR code symbol: `size`×`size` modules, row by row, 1 for dark. No quiet zone. */
export interface QrMatrix {
  version: number;
  size: number;
  /** The data mask pattern (0-7) that was applied. */
  mask: number;
  modules: Uint8Array;
}

export interface EncodeQrOptions {
  /** Forces a mask pattern instead of choosing the one with the lowest penalty (tests). */
  mask?: number;
}

// Error correction level M only: a share poster is printed small or shown on screen, and M (15 %
// recovery) keeps the symbol small enough for long share links. Index = version; 0 is unused.
const ECC_CODEWORDS_PER_BLOCK = [
  0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
  26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
const ERROR_CORRECTION_BLOCKS = [
  0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
  17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];
/** Format information bits of level M (binary 00). */
const LEVEL_M_FORMAT_BITS = 0;
const PAD_BYTES = [0xec, 0x11];

/** The most bytes a level-M symbol holds in byte mode (version 40). */
export const QR_MAX_BYTES = maxBytes(40);

/**
 * Encodes bytes as a QR code in byte mode with error correction level M, in the smallest version
 * (1-40) that holds them, with the data mask of lowest penalty. Text is given as its UTF-8 bytes;
 * scanners (WeChat's included) read UTF-8 byte mode without an ECI header.
 *
 * @example
 * const qr = encodeQrCode(new TextEncoder().encode('https://example.com/shqcb/'));
 * @throws {RangeError} when the data exceeds {@link QR_MAX_BYTES}.
 */
export function encodeQrCode(data: Uint8Array, options: EncodeQrOptions = {}): QrMatrix {
  let version = 1;
  while (version <= 40 && maxBytes(version) < data.length) version++;
  if (version > 40) throw new RangeError(`QR data too long: ${data.length} bytes, at most ${QR_MAX_BYTES}`);

  const codewords = withErrorCorrection(dataCodewords(data, version), version);
  const symbol = new QrGrid(version);
  symbol.drawFunctionPatterns();
  symbol.drawCodewords(codewords);

  let mask = options.mask ?? -1;
  if (mask < 0) {
    let best = Infinity;
    for (let candidate = 0; candidate < 8; candidate++) {
      symbol.applyMask(candidate);
      symbol.drawFormatBits(candidate);
      const penalty = qrPenalty(symbol);
      if (penalty < best) {
        best = penalty;
        mask = candidate;
      }
      symbol.applyMask(candidate); // XOR again undoes it
    }
  }
  symbol.applyMask(mask);
  symbol.drawFormatBits(mask);
  return { version, size: symbol.size, mask, modules: symbol.modules };
}

/** Modules available for data and error correction in a version: all but the function patterns. */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    result -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

function dataCodewordCount(version: number): number {
  return Math.floor(rawDataModules(version) / 8) - ECC_CODEWORDS_PER_BLOCK[version]! * ERROR_CORRECTION_BLOCKS[version]!;
}

/** Byte-mode capacity: mode (4 bits) and character count (8 or 16 bits) come before the data. */
function maxBytes(version: number): number {
  return Math.floor((dataCodewordCount(version) * 8 - 4 - (version < 10 ? 8 : 16)) / 8);
}

/** Mode indicator, count, data, terminator and pad bytes, as codewords. */
function dataCodewords(data: Uint8Array, version: number): number[] {
  const capacity = dataCodewordCount(version) * 8;
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  append(0b0100, 4);
  append(data.length, version < 10 ? 8 : 16);
  for (const byte of data) append(byte, 8);
  append(0, Math.min(4, capacity - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  const result: number[] = [];
  for (let i = 0; i < bits.length; i += 8) result.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let i = 0; result.length < capacity / 8; i++) result.push(PAD_BYTES[i % 2]!);
  return result;
}

/**
 * Splits the data into the version's blocks, appends each block's Reed-Solomon codewords, and
 * interleaves them column by column as the symbol stores them.
 */
function withErrorCorrection(data: number[], version: number): number[] {
  const blockCount = ERROR_CORRECTION_BLOCKS[version]!;
  const eccLength = ECC_CODEWORDS_PER_BLOCK[version]!;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortBlockLength = Math.floor(rawCodewords / blockCount);
  const divisor = reedSolomonDivisor(eccLength);

  const blocks: number[][] = [];
  for (let i = 0, offset = 0; i < blockCount; i++) {
    const block = data.slice(offset, offset + shortBlockLength - eccLength + (i < shortBlocks ? 0 : 1));
    offset += block.length;
    const ecc = reedSolomonRemainder(block, divisor);
    // Short blocks get a placeholder so all blocks line up; it is skipped when interleaving.
    if (i < shortBlocks) block.push(0);
    blocks.push([...block, ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < blocks[0]!.length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortBlockLength - eccLength || j >= shortBlocks) result.push(block[i]!);
    });
  }
  return result;
}

/** The module grid while it is drawn; `isFunction` marks modules that masks must not touch. */
class QrGrid {
  readonly version: number;
  readonly size: number;
  readonly modules: Uint8Array;
  readonly isFunction: Uint8Array;

  constructor(version: number) {
    this.version = version;
    this.size = version * 4 + 17;
    this.modules = new Uint8Array(this.size * this.size);
    this.isFunction = new Uint8Array(this.size * this.size);
  }

  /** Sets a function module; x is the column, y the row. */
  setFunction(x: number, y: number, dark: boolean): void {
    this.modules[y * this.size + x] = dark ? 1 : 0;
    this.isFunction[y * this.size + x] = 1;
  }

  drawFunctionPatterns(): void {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.setFunction(6, i, i % 2 === 0);
      this.setFunction(i, 6, i % 2 === 0);
    }
    this.drawFinder(3, 3);
    this.drawFinder(size - 4, 3);
    this.drawFinder(3, size - 4);
    const positions = this.alignmentPositions();
    const last = positions.length - 1;
    positions.forEach((x, i) => {
      positions.forEach((y, j) => {
        // The three corners taken by finder patterns get none.
        if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) this.drawAlignment(x, y);
      });
    });
    this.drawFormatBits(0); // reserves the area; the real bits follow the mask choice
    this.drawVersion();
  }

  /** A 7×7 finder with its light separator, centred on (x, y). */
  drawFinder(x: number, y: number): void {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && xx < this.size && yy >= 0 && yy < this.size) this.setFunction(xx, yy, distance !== 2 && distance !== 4);
      }
    }
  }

  drawAlignment(x: number, y: number): void {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) this.setFunction(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }

  /** Centre coordinates of the alignment patterns, ascending (the same list for rows and columns). */
  alignmentPositions(): number[] {
    if (this.version === 1) return [];
    const count = Math.floor(this.version / 7) + 2;
    const step = Math.floor((this.version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
    const result = [6];
    for (let position = this.size - 7; result.length < count; position -= step) result.splice(1, 0, position);
    return result;
  }

  /** Level and mask with their BCH(15,5) code, twice: around the top-left finder and split along the others. */
  drawFormatBits(mask: number): void {
    const data = (LEVEL_M_FORMAT_BITS << 3) | mask;
    let remainder = data;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const { size } = this;
    for (let i = 0; i <= 5; i++) this.setFunction(8, i, bit(i));
    this.setFunction(8, 7, bit(6));
    this.setFunction(8, 8, bit(7));
    this.setFunction(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.setFunction(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.setFunction(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.setFunction(8, size - 15 + i, bit(i));
    this.setFunction(8, size - 8, true); // the dark module
  }

  /** Version 7 and up: the version number with its BCH(18,6) code, in two 6×3 blocks. */
  drawVersion(): void {
    if (this.version < 7) return;
    let remainder = this.version;
    for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (this.version << 12) | remainder;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.setFunction(a, b, dark);
      this.setFunction(b, a, dark);
    }
  }

  /** Places the codewords in the two-column zigzag from the bottom right, skipping function modules. */
  drawCodewords(codewords: number[]): void {
    const { size } = this;
    const totalBits = codewords.length * 8;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5; // the vertical timing pattern column is skipped
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < size; step++) {
        const y = upward ? size - 1 - step : step;
        for (let j = 0; j < 2; j++) {
          const index = y * size + right - j;
          if (this.isFunction[index] || i >= totalBits) continue;
          this.modules[index] = (codewords[i >>> 3]! >>> (7 - (i & 7))) & 1;
          i++;
        }
      }
    }
  }

  /** XORs a data mask pattern onto the non-function modules; applying it twice undoes it. */
  applyMask(mask: number): void {
    const { size } = this;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const index = y * size + x;
        if (!this.isFunction[index] && maskBit(mask, x, y)) this.modules[index]! ^= 1;
      }
    }
  }
}

function maskBit(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0: return (x + y) % 2 === 0;
    case 1: return y % 2 === 0;
    case 2: return x % 3 === 0;
    case 3: return (x + y) % 3 === 0;
    case 4: return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5: return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6: return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default: return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}
