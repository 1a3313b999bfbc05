import { PHONE_PATTERN } from '@shqcb/api/contract';
import { CAPTCHA_LENGTH, postSmsCode } from '@shqcb/api/contract/login';

export interface LoginForm {
  phone: string;
  captcha: string;
  code: string;
}

export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** Checks the phone before an SMS code is requested. Returns the message to show, or null. */
export function validatePhone(phone: string): string | null {
  const value = phone.trim();
  if (!value) return '请输入手机号';
  if (!PHONE_PATTERN.test(value)) return '请输入正确的手机号';
  return null;
}

/**
 * Checks that the picture captcha was answered with as many characters as it shows; whether the
 * answer is right only the server knows (it issued the challenge).
 */
export function validateCaptcha(input: string): string | null {
  const value = input.trim();
  if (!value) return '请输入图形验证码';
  if (value.length !== CAPTCHA_LENGTH) return postSmsCode.refusals.captchaWrong.msg;
  return null;
}

/** Validates the whole form before login; an empty result means it may be sent. */
export function validateLoginForm(form: LoginForm): LoginErrors {
  const errors: LoginErrors = {};
  const phone = validatePhone(form.phone);
  if (phone) errors.phone = phone;
  const code = form.code.trim();
  if (!code) errors.code = '请输入验证码';
  else if (!/^\d{6}$/.test(code)) errors.code = '验证码为6位数字';
  return errors;
}
