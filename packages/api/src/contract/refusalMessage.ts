import type { Refusal } from './endpoint.ts';

/**
 * A refusal's words with its `${name}` placeholders filled.
 *
 * @example
 * refusalMessage(login.refusals.wrongCodeTriesLeft, { left: 3 }); // '验证码错误，还可尝试 3 次'
 */
export function refusalMessage(refusal: Refusal, params: Readonly<Record<string, string | number>> = {}): string {
  return refusal.msg.replace(/\$\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
