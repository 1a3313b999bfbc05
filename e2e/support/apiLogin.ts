import type { APIRequestContext } from '@playwright/test';
import { latestSmsCode, uniquePhone } from './login.ts';

/** Logs a new reader in through the API (SMS code from the local outbox) and returns the token. */
export async function apiLogin(request: APIRequestContext, origin: string, phone = uniquePhone()): Promise<string> {
  // The login screen's picture captcha: a challenge the server issued, answered with its text.
  const challenge = (await (await request.get(`${origin}/api/front/captcha`)).json()) as { data: { id: string; text: string } };
  const sent = await request.post(`${origin}/api/front/postSmsCode`, { data: { phone, captchaId: challenge.data.id, captcha: challenge.data.text } });
  if (!sent.ok()) throw new Error(`postSmsCode: HTTP ${sent.status()} ${await sent.text()}`);
  const code = await latestSmsCode(request, origin, phone);
  const res = await request.post(`${origin}/api/front/login`, { data: { phone, code } });
  const body = (await res.json()) as { code: number; data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login gave no token: ${JSON.stringify(body)}`);
  return body.data.token;
}
