import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Captcha } from './Captcha.tsx';
import type { CaptchaHandle } from './Captcha.tsx';
import { CAPTCHA_CHARSET, createCaptchaText } from './createCaptchaText.ts';
import { drawCaptcha } from './drawCaptcha.ts';
import type { CaptchaContext } from './drawCaptcha.ts';

/** A deterministic random source cycling through [0, 1). */
function sequence(step = 0.137): () => number {
  let x = 0;
  return () => {
    x = (x + step) % 1;
    return x;
  };
}

/** A fake 2D context recording calls and the fonts set; jsdom has no canvas. */
function fakeContext() {
  const calls: { name: string; args: unknown[] }[] = [];
  const fonts: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
    };
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    get font() {
      return fonts.at(-1) ?? '10px sans-serif';
    },
    set font(value: string) {
      fonts.push(value);
    },
    fillRect: record('fillRect'),
    fillText: record('fillText'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    arc: record('arc'),
    fill: record('fill'),
    save: record('save'),
    restore: record('restore'),
    translate: record('translate'),
    rotate: record('rotate'),
    setTransform: record('setTransform'),
  };
  const count = (name: string) => calls.filter((c) => c.name === name).length;
  const argsOf = (name: string) => calls.filter((c) => c.name === name).map((c) => c.args);
  return { ctx: ctx as CaptchaContext & { setTransform: () => void }, calls, fonts, count, argsOf };
}

describe('createCaptchaText', () => {
  it('should exclude the ambiguous characters 0 O 1 I l from the charset', () => {
    for (const c of '0O1Il') expect(CAPTCHA_CHARSET).not.toContain(c);
  });

  it('should create text of the given length from the charset', () => {
    for (const length of [4, 6]) {
      const text = createCaptchaText(length);
      expect(text).toHaveLength(length);
      for (const c of text) expect(CAPTCHA_CHARSET).toContain(c);
    }
  });

  it('should stay in the charset at the edges of the random range', () => {
    expect(createCaptchaText(2, () => 0)).toBe('AA');
    expect(createCaptchaText(2, () => 0.9999999)).toBe('99');
    expect(createCaptchaText(1, () => 1)).toBe('9');
  });
});

describe('drawCaptcha', () => {
  it('should draw 4 lines and 30 dots', () => {
    const fake = fakeContext();
    drawCaptcha(fake.ctx, 'AbC2', { width: 70, height: 30, random: sequence() });
    expect(fake.count('stroke')).toBe(4);
    expect(fake.count('lineTo')).toBe(4);
    expect(fake.count('arc')).toBe(30);
    expect(fake.count('fill')).toBe(30);
  });

  it('should draw each character once in a 24–28 px font', () => {
    const fake = fakeContext();
    drawCaptcha(fake.ctx, 'AbC2', { width: 70, height: 30, random: sequence() });
    expect(fake.argsOf('fillText').map((a) => a[0])).toEqual(['A', 'b', 'C', '2']);
    expect(fake.fonts).toHaveLength(4);
    for (const font of fake.fonts) {
      const size = Number(/^(\d+)px/.exec(font)?.[1]);
      expect(size).toBeGreaterThanOrEqual(24);
      expect(size).toBeLessThanOrEqual(28);
    }
  });

  it('should reach both ends of the font range', () => {
    const low = fakeContext();
    drawCaptcha(low.ctx, 'A', { width: 70, height: 30, random: () => 0 });
    expect(low.fonts).toEqual(['24px sans-serif']);
    const high = fakeContext();
    drawCaptcha(high.ctx, 'A', { width: 70, height: 30, random: () => 0.9999 });
    expect(high.fonts).toEqual(['28px sans-serif']);
  });

  it('should rotate every character within ±30° inside save/restore', () => {
    const fake = fakeContext();
    drawCaptcha(fake.ctx, 'AbC2', { width: 70, height: 30, random: sequence() });
    const angles = fake.argsOf('rotate').map((a) => a[0] as number);
    expect(angles).toHaveLength(4);
    for (const angle of angles) expect(Math.abs(angle)).toBeLessThanOrEqual(Math.PI / 6);
    expect(new Set(angles).size).toBeGreaterThan(1);
    expect(fake.count('save')).toBe(4);
    expect(fake.count('restore')).toBe(4);
  });

  it('should keep every line and dot inside the canvas', () => {
    const fake = fakeContext();
    drawCaptcha(fake.ctx, 'AbC2', { width: 70, height: 30, random: sequence(0.31) });
    for (const [x, y] of [...fake.argsOf('moveTo'), ...fake.argsOf('lineTo'), ...fake.argsOf('arc')] as number[][]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(70);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(30);
    }
  });
});

describe('Captcha', () => {
  it('should be a button named 图形验证码，点击刷新 around a canvas image', () => {
    render(<Captcha />);
    const button = screen.getByRole('button', { name: '图形验证码，点击刷新' });
    const img = screen.getByRole('img', { name: '图形验证码，点击刷新' });
    expect(img.tagName).toBe('CANVAS');
    expect(button.contains(img)).toBe(true);
  });

  it('should create a text on mount even without a canvas context', () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    const text = onChange.mock.calls[0]?.[0] as string;
    expect(text).toHaveLength(4);
    expect(ref.current?.text).toBe(text);
  });

  it('should draw on the canvas context when there is one', () => {
    const fake = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fake.ctx as unknown as CanvasRenderingContext2D);
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} length={5} random={sequence()} />);
    expect(fake.argsOf('fillText').map((a) => a[0]).join('')).toBe(ref.current?.text);
    expect(fake.count('stroke')).toBe(4);
    expect(fake.count('arc')).toBe(30);
  });

  it('should refresh on tap and through the ref', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} onChange={onChange} random={sequence(0.173)} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => ref.current?.refresh());
    expect(onChange).toHaveBeenCalledTimes(3);
    const texts = onChange.mock.calls.map((c) => c[0] as string);
    expect(new Set(texts).size).toBe(3);
    expect(ref.current?.text).toBe(texts[2]);
  });

  it('should draw the text a server issued and ask the parent for a new one on tap', async () => {
    const fake = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fake.ctx as unknown as CanvasRenderingContext2D);
    const onRefresh = vi.fn();
    const ref = createRef<CaptchaHandle>();
    const { rerender } = render(<Captcha ref={ref} text="" onRefresh={onRefresh} random={sequence()} />);
    screen.getByRole('img', { name: '图形验证码加载中' });
    expect(fake.count('fillText')).toBe(0);

    rerender(<Captcha ref={ref} text="K7Pm" onRefresh={onRefresh} random={sequence()} />);
    expect(fake.argsOf('fillText').map((a) => a[0]).join('')).toBe('K7Pm');
    expect(ref.current?.text).toBe('K7Pm');
    screen.getByRole('img', { name: '图形验证码，点击刷新' });

    await userEvent.click(screen.getByRole('button'));
    act(() => ref.current?.refresh());
    expect(onRefresh).toHaveBeenCalledTimes(2);
    // The picture changes only when the parent brings the next challenge.
    expect(ref.current?.text).toBe('K7Pm');
    rerender(<Captcha ref={ref} text="x3Qa" onRefresh={onRefresh} random={sequence()} />);
    expect(fake.argsOf('fillText').map((a) => a[0]).join('')).toBe('K7Pmx3Qa');
  });

  it('should size the canvas in rem from the px props', () => {
    render(<Captcha width={80} height={32} />);
    const canvas = screen.getByRole('img');
    expect(canvas.style.width).toBe('5rem');
    expect(canvas.style.height).toBe('2rem');
  });
});
