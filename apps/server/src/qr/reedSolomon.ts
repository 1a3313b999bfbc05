/**
 * Reed-Solomon error correction over GF(256) with the QR code's field polynomial
 * x^8 + x^4 + x^3 + x^2 + 1 (0x11D), as ISO/IEC 18004 defines it.
 */

/** Product of two field elements (carry-less multiplication, reduced modulo 0x11D). */
function multiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

/**
 * Coefficients of the generator polynomial (x - α^0)(x - α^1)…(x - α^(degree-1)), highest power
 * first and the leading 1 left out.
 */
export function reedSolomonDivisor(degree: number): number[] {
  const result = Array.from({ length: degree }, () => 0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = multiply(result[j]!, root);
      if (j + 1 < degree) result[j]! ^= result[j + 1]!;
    }
    root = multiply(root, 0x02);
  }
  return result;
}

/** The error correction codewords of one block: the remainder of data·x^n divided by the generator. */
export function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coefficient, i) => {
      result[i]! ^= multiply(coefficient, factor);
    });
  }
  return result;
}
