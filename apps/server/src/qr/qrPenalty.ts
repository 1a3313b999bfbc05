import type { QrMatrix } from './encodeQrCode.ts';

const N1 = 3;
const N2 = 3;
const N3 = 40;
const N4 = 10;

/**
 * The penalty score of ISO/IEC 18004 §7.8.3 that mask selection minimises: long runs of one
 * colour (N1), 2×2 blocks of one colour (N2), finder-like patterns (N3) and an unbalanced share
 * of dark modules (N4). Modules outside the symbol count as light, as the quiet zone is.
 */
export function qrPenalty({ size, modules }: Pick<QrMatrix, 'size' | 'modules'>): number {
  let score = 0;
  const row = new Uint8Array(size);
  const column = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      row[j] = modules[i * size + j]!;
      column[j] = modules[j * size + i]!;
    }
    score += linePenalty(row) + linePenalty(column);
  }
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const colour = modules[y * size + x];
      if (colour === modules[y * size + x + 1] && colour === modules[(y + 1) * size + x] && colour === modules[(y + 1) * size + x + 1]) {
        score += N2;
      }
    }
  }
  let dark = 0;
  for (const module of modules) dark += module;
  const total = size * size;
  // Each full 5 % step away from an even share of dark modules costs N4.
  score += Math.max(0, Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * N4;
  return score;
}

/**
 * N1 and N3 of one row or column, from its run lengths. Runs alternate light, dark, light…; the
 * first and last light runs are lengthened by the line's length, standing for the quiet zone.
 */
function linePenalty(line: Uint8Array): number {
  const runs: number[] = [];
  let colour = 0;
  let length = 0;
  for (const module of line) {
    if (module === colour) {
      length++;
    } else {
      runs.push(length);
      colour = module;
      length = 1;
    }
  }
  runs.push(length);
  if (colour === 1) runs.push(0);
  const last = runs.length - 1;

  let score = 0;
  for (const run of runs) if (run >= 5) score += N1 + (run - 5);
  runs[0]! += line.length;
  runs[last]! += line.length;
  // A finder-like pattern: dark-light-dark-light-dark in 1:1:3:1:1, with 4 units of light on one
  // side (and at least 1 on the other); each side that qualifies counts once.
  for (let d = 1; d + 5 <= last; d += 2) {
    const n = runs[d]!;
    if (runs[d + 1] !== n || runs[d + 2] !== 3 * n || runs[d + 3] !== n || runs[d + 4] !== n) continue;
    const before = runs[d - 1]!;
    const after = runs[d + 5]!;
    if (before >= 4 * n && after >= n) score += N3;
    if (after >= 4 * n && before >= n) score += N3;
  }
  return score;
}
