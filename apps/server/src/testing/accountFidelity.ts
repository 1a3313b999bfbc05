import { eq } from 'drizzle-orm';
import { API_PREFIX, TOKEN_HEADER } from '@shqcb/api/contract';
import { sessions, users } from '../db/schema.ts';
import { hashToken } from '../modules/auth/hashes.ts';
import { staffReply } from '../modules/users/feedbackThreads.ts';
import type { TestApp } from './createTestApp.ts';
import { requestSmsCode } from './requestHelpers.ts';

/** A 1×1 PNG, as the contract's example upload. */
export const TINY_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** Uploads a picture as the reader; answers the envelope's data. */
export async function upload(t: TestApp, token: string, path: 'users/upload' | 'users/uploadImg', bytes: Uint8Array = TINY_PNG, name = 'a.png') {
  const form = new FormData();
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), name);
  const response = await t.app.request(`${API_PREFIX}${path}`, { method: 'POST', body: form, headers: { [TOKEN_HEADER]: token } });
  return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

async function post(t: TestApp, token: string, path: string, body: unknown) {
  const response = await t.app.request(`${API_PREFIX}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token } });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

/** Files a feedback as the reader; answers its id. */
export async function fileFeedback(t: TestApp, token: string, content = '播放音频时切到后台会停止'): Promise<number> {
  const answer = await post(t, token, 'users/feedback', { category: '功能异常', content });
  return answer.data.id as number;
}

/** The phone of a token's reader. */
export async function phoneOf(t: TestApp, token: string): Promise<string> {
  const [row] = await t.db.select({ phone: users.phone }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.tokenHash, hashToken(token)));
  return row?.phone ?? '';
}

/**
 * The server-side state an account call's success case needs so it answers as the mock does: an
 * uploaded avatar to apply, a feedback to open or answer, an SMS code to cancel with.
 */
export async function accountCase(t: TestApp, name: string, example: Record<string, unknown>, token: string | undefined): Promise<Record<string, unknown> | undefined> {
  if (!token) return undefined;
  switch (name) {
    case 'userPortrait':
      return { avatar: (await upload(t, token, 'users/upload')).data.avatar };
    case 'feedbackList':
      await fileFeedback(t, token);
      return undefined;
    case 'feedbackReplyList': {
      const feedbackId = await fileFeedback(t, token);
      await staffReply(t.db, feedbackId, '您好，已在新版本修复，感谢反馈。', t.clock.now());
      return { ...example, feedbackId };
    }
    case 'feedbackReply':
      return { ...example, feedbackId: await fileFeedback(t, token) };
    case 'userAccountCancel': {
      const phone = await phoneOf(t, token);
      // The login's code was sent just now: past the resend wait, a new code goes out.
      t.clock.advance(t.config.sms.resendSeconds + 1);
      const sent = await requestSmsCode(t.app, { phone }, { ip: '10.77.0.1' });
      if (sent.status !== 200) throw new Error(`postSmsCode answered ${sent.status}: ${sent.body.msg}`);
      const code = t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
      return { phone, code };
    }
    default:
      return undefined;
  }
}
