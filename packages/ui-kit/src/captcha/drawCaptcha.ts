import { randomIndex } from './createCaptchaText.ts';
import type { RandomSource } from './createCaptchaText.ts';

/** The part of a 2D canvas context {@link drawCaptcha} uses; a plain object can stand in for tests. */
export type CaptchaContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'fillText'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'arc'
  | 'fill'
  | 'save'
  | 'restore'
  | 'translate'
  | 'rotate'
>;

/** Options of {@link drawCaptcha}. */
export interface DrawCaptchaOptions {
  /** Width in CSS px (the context is already scaled for the device pixel ratio). */
  width: number;
  height: number;
  random?: RandomSource;
}

/** Noise of the captcha (SPEC §5): 4 lines and 30 dots; characters 24–28 px, each rotated. */
export const CAPTCHA_LINES = 4;
export const CAPTCHA_DOTS = 30;
export const CAPTCHA_FONT_MIN = 24;
export const CAPTCHA_FONT_MAX = 28;
/** Largest tilt of a character either way, in radians (30°). */
export const CAPTCHA_MAX_ROTATION = Math.PI / 6;

/**
 * Draws a captcha: a light random background, each character in a random 24–28 px font and dark
 * random colour rotated by up to ±30°, then 4 random lines and 30 random dots on top.
 * Pure apart from the context: all randomness comes from `random`.
 *
 * @example
 * ```ts
 * const ctx = canvas.getContext('2d');
 * if (ctx) drawCaptcha(ctx, 'k7Rm', { width: 70, height: 30 });
 * ```
 */
export function drawCaptcha(ctx: CaptchaContext, text: string, { width, height, random = Math.random }: DrawCaptchaOptions): void {
  const between = (min: number, max: number) => min + random() * (max - min);
  const int = (min: number, max: number) => min + randomIndex(random, max - min + 1);
  const colour = (min: number, max: number) => `rgb(${int(min, max)},${int(min, max)},${int(min, max)})`;

  // Light background, dark characters: the text must stay readable through the noise.
  ctx.fillStyle = colour(180, 240);
  ctx.fillRect(0, 0, width, height);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const step = width / Math.max(1, text.length);
  Array.from(text).forEach((char, i) => {
    ctx.font = `${int(CAPTCHA_FONT_MIN, CAPTCHA_FONT_MAX)}px sans-serif`;
    ctx.fillStyle = colour(30, 150);
    ctx.save();
    ctx.translate(step * (i + 0.5), height / 2);
    ctx.rotate(between(-CAPTCHA_MAX_ROTATION, CAPTCHA_MAX_ROTATION));
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });

  ctx.lineWidth = 1;
  for (let i = 0; i < CAPTCHA_LINES; i++) {
    ctx.strokeStyle = colour(40, 180);
    ctx.beginPath();
    ctx.moveTo(between(0, width), between(0, height));
    ctx.lineTo(between(0, width), between(0, height));
    ctx.stroke();
  }

  for (let i = 0; i < CAPTCHA_DOTS; i++) {
    ctx.fillStyle = colour(0, 255);
    ctx.beginPath();
    ctx.arc(between(0, width), between(0, height), 1, 0, 2 * Math.PI);
    ctx.fill();
  }
}
