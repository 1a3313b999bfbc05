import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A phone number no other test uses, so every test starts as a new reader. */
export function uniquePhone(): string {
  return `139${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/**
 * Records the characters the captcha canvas draws, so a test can type what a reader sees. Nothing in
 * the app exposes the captcha text; the test watches the canvas API instead.
 */
export async function recordCaptcha(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __captchaChars: string[] };
    w.__captchaChars = [];
    const original = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
      // Only the captcha's own canvas: axe-core also draws characters on canvases of its own.
      if (this.canvas instanceof HTMLCanvasElement && this.canvas.classList.contains('shq-captcha__canvas')) w.__captchaChars.push(String(text));
      return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth);
    };
  });
}

export async function captchaText(page: Page, length = 4): Promise<string> {
  return page.evaluate((n) => (window as unknown as { __captchaChars: string[] }).__captchaChars.slice(-n).join(''), length);
}

/** Reads the latest SMS code the local SMS outbox holds for a phone (not in production mode). */
export async function latestSmsCode(request: APIRequestContext, origin: string, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${origin}/dev/sms-outbox?phone=${phone}`);
      if (!res.ok()) return '';
      code = ((await res.json()) as { data: { code: string } }).data.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Logs in through the login screen, the way a reader does. */
export async function loginThroughScreen(page: Page, request: APIRequestContext, phone: string) {
  const origin = new URL(page.url()).origin;
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  // The challenge comes from the server; its picture is named so once drawn.
  await expect(page.getByRole('img', { name: '图形验证码，点击刷新' })).toBeVisible();
  await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchaText(page));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await latestSmsCode(request, origin, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
