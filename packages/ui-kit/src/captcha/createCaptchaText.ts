/**
 * Characters a captcha may use: letters and digits without the ones readers confuse
 * (0/O, 1/I/l).
 */
export const CAPTCHA_CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A source of numbers in [0, 1), like `Math.random`; injectable so tests are deterministic. */
export type RandomSource = () => number;

/** @internal An index in [0, size) from a random source, safe if the source ever returns 1. */
export function randomIndex(random: RandomSource, size: number): number {
  return Math.min(size - 1, Math.floor(random() * size));
}

/**
 * A random captcha text of `length` characters from {@link CAPTCHA_CHARSET}.
 *
 * @example
 * ```ts
 * createCaptchaText(4); // e.g. 'k7Rm'
 * ```
 */
export function createCaptchaText(length: number, random: RandomSource = Math.random): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_CHARSET[randomIndex(random, CAPTCHA_CHARSET.length)];
  return text;
}
