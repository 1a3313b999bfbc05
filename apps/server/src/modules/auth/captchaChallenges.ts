import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CAPTCHA_CHARSET, CAPTCHA_LENGTH, captcha as captchaCall, postSmsCode } from '@shqcb/api/contract/login';
import type { AppDeps } from '../../AppDeps.ts';
import { captchaChallenges } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { networkKey } from '../../limits/networkKey.ts';
import { MINUTE, takeRateSlot } from '../../limits/rateLimit.ts';
import { hashCaptchaAnswer } from './hashes.ts';

/** How long a challenge may be answered. */
export const CAPTCHA_TTL_SECONDS = 120;

/**
 * Issues a picture captcha challenge: a random id and text; the text goes to the client to draw,
 * only its peppered hash is kept. A network may ask for a limited number per minute.
 *
 * @throws {ApiError} 429 when the network asked too often.
 */
export async function issueCaptcha(deps: AppDeps, ip: string): Promise<{ id: string; text: string; expiresIn: number }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  if (!(await takeRateSlot(db, { bucket: 'captcha', limit: config.captchaPerMinute, window: MINUTE }, networkKey(ip), now))) {
    throw ApiError.of(captchaCall.refusals.tooMany);
  }
  const id = randomBytes(16).toString('base64url');
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_CHARSET[randomInt(CAPTCHA_CHARSET.length)];
  await db.insert(captchaChallenges).values({
    id,
    answerHash: hashCaptchaAnswer(config.sms.secret, id, text),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return { id, text, expiresIn: CAPTCHA_TTL_SECONDS };
}

/**
 * Spends a challenge on one answer (letter case does not matter). The challenge is used up whether
 * the answer is right or not, in one conditional UPDATE, so no answer can be tried twice and two
 * concurrent requests cannot both pass one challenge.
 *
 * @throws {ApiError} 400 图形验证码错误 for a wrong answer, 图形验证码已失效 for an unknown, expired or used challenge.
 */
export async function spendCaptcha(deps: AppDeps, id: string, answer: string): Promise<void> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const [spent] = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)))
    .returning({ answerHash: captchaChallenges.answerHash });
  if (!spent) throw ApiError.of(postSmsCode.refusals.captchaExpired);
  if (spent.answerHash !== hashCaptchaAnswer(config.sms.secret, id, answer)) throw ApiError.of(postSmsCode.refusals.captchaWrong);
}
