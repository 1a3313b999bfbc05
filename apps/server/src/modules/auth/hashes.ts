import { createHash, createHmac } from 'node:crypto';

/**
 * Hash of an SMS code as stored. HMAC with a server secret (pepper) and the phone: a 6-digit code
 * has only a million values, so a plain hash of a leaked table would fall to a lookup table.
 */
export function hashSmsCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/** Hash of a session token as stored; tokens carry 256 random bits, so plain SHA-256 suffices. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Hash of a captcha answer as stored: peppered and bound to its challenge; letter case ignored.
 * (The contract trims the reader's answer; the issued text has no spaces.)
 */
export function hashCaptchaAnswer(secret: string, id: string, answer: string): string {
  return createHmac('sha256', secret).update(`captcha:${id}:${answer.toUpperCase()}`).digest('hex');
}
