import type { APIRequestContext } from '@playwright/test';
import { latestSmsCode, uniquePhone } from './login.ts';

/** Logs a new reader in through the API (SMS code from the local outbox) and returns the token. */
export async function apiLogin(request: APIRequestContext, origin: string, phone = uniquePhone()): Promise<string> {
  const sent = await request.post(`${origin}/api/front/postSmsCode`, { data: { phone } });
  if (!sent.ok()) throw new Error(`postSmsCode: HTTP ${sent.status()} ${await sent.text()}`);
  const code = await latestSmsCode(request, origin, phone);
  const res = await request.post(`${origin}/api/front/login`, { data: { phone, code } });
  const body = (await res.json()) as { code: number; data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login gave no token: ${JSON.stringify(body)}`);
  return body.data.token;
}
