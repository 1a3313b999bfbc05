import type { APIRequestContext } from '@playwright/test';
import { latestSmsCode, uniquePhone } from './login.ts';

/** The e2e server's resend interval (SMS_RESEND_SECONDS in playwright.config.ts). */
const RESEND_MS = 1_000;

/**
 * Logs a reader in through the API (SMS code from the local outbox) and returns the token. Called
 * again with the same phone, it opens a second session of that reader, as a second device would
 * (after the resend interval).
 */
export async function apiLogin(request: APIRequestContext, origin: string, phone = uniquePhone()): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    // The login screen's picture captcha: a challenge the server issued, answered with its text.
    const challenge = (await (await request.get(`${origin}/api/front/captcha`)).json()) as { data: { id: string; text: string } };
    const sent = await request.post(`${origin}/api/front/postSmsCode`, { data: { phone, captchaId: challenge.data.id, captcha: challenge.data.text } });
    if (sent.ok()) break;
    if (sent.status() !== 429 || attempt >= 5) throw new Error(`postSmsCode: HTTP ${sent.status()} ${await sent.text()}`);
    await new Promise((resolve) => setTimeout(resolve, RESEND_MS));
  }
  const code = await latestSmsCode(request, origin, phone);
  const res = await request.post(`${origin}/api/front/login`, { data: { phone, code } });
  const body = (await res.json()) as { code: number; data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login gave no token: ${JSON.stringify(body)}`);
  return body.data.token;
}
