import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import type { Ref } from 'react';
import { createCaptchaText } from './createCaptchaText.ts';
import type { RandomSource } from './createCaptchaText.ts';
import { drawCaptcha } from './drawCaptcha.ts';
import '../styles/theme.css';
import './Captcha.css';

/** What a parent can do with a {@link Captcha} through its ref. */
export interface CaptchaHandle {
  /** Draws a new text (e.g. after a failed login). */
  refresh(): void;
  /** The text currently drawn, to compare with what the reader typed. */
  readonly text: string;
}

/** Props of {@link Captcha}. */
export interface CaptchaProps {
  /** Width in CSS px at the default text size. Default 70. */
  width?: number;
  /** Height in CSS px at the default text size. Default 30. */
  height?: number;
  /** Number of characters. Default 4. */
  length?: number;
  /**
   * The text to draw, when a server issued it (a challenge the server checks). Without it the
   * component makes up its own text, for a check in the browser only. An empty string draws nothing
   * (the challenge is loading).
   */
  text?: string;
  /** With `text`: asked for a new challenge when the reader taps the picture. */
  onRefresh?: () => void;
  /** Called with each new text, on mount and on every refresh. */
  onChange?: (text: string) => void;
  /** Random source for text and drawing; `Math.random` by default (tests inject their own). */
  random?: RandomSource;
  className?: string;
  ref?: Ref<CaptchaHandle>;
}

/**
 * A captcha image drawn on a canvas: the characters of a server's challenge (`text`), or random
 * ones (no 0/O/1/I/l) for a browser-only check, each in a 24–28 px font and rotated, under 4
 * random lines and 30 dots. The canvas sits in a button: tapping it (or Enter/Space)
 * draws a new one. Read the text with the ref's `text` or `onChange`. In a web view without canvas
 * support nothing is drawn but the text still exists, so the form does not break.
 *
 * @example
 * ```tsx
 * const captcha = useRef<CaptchaHandle>(null);
 * <Captcha ref={captcha} />
 * if (input.toLowerCase() !== captcha.current?.text.toLowerCase()) captcha.current?.refresh();
 * ```
 */
export function Captcha({ width = 70, height = 30, length = 4, text: given, onRefresh, onChange, random, className, ref }: CaptchaProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef('');
  // Latest callbacks without redrawing whenever the parent passes new inline functions.
  const latest = useRef({ onChange, onRefresh, random });
  useLayoutEffect(() => {
    latest.current = { onChange, onRefresh, random };
  });

  const draw = useCallback(
    (text: string) => {
      const rnd = latest.current.random ?? Math.random;
      textRef.current = text;
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext('2d');
      if (canvas && ctx) {
        // Draw at device resolution so the characters stay sharp on high-density phone screens.
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        if (text) drawCaptcha(ctx, text, { width, height, random: rnd });
      }
      latest.current.onChange?.(text);
    },
    [width, height],
  );

  const controlled = given !== undefined;
  const refresh = useCallback(() => {
    if (controlled) latest.current.onRefresh?.();
    else draw(createCaptchaText(length, latest.current.random ?? Math.random));
  }, [controlled, draw, length]);

  useEffect(() => {
    if (given !== undefined) draw(given);
  }, [given, draw]);
  useEffect(() => {
    if (!controlled) refresh();
  }, [controlled, refresh]);

  useImperativeHandle(
    ref,
    () => ({
      refresh,
      get text() {
        return textRef.current;
      },
    }),
    [refresh],
  );

  return (
    <button type="button" className={className ? `shq-captcha ${className}` : 'shq-captcha'} onClick={refresh}>
      <canvas
        ref={canvasRef}
        className="shq-captcha__canvas"
        role="img"
        aria-label={controlled && !given ? '图形验证码加载中' : '图形验证码，点击刷新'}
        style={{ width: `${width / 16}rem`, height: `${height / 16}rem` }}
      />
    </button>
  );
}
