import { describe, expect, it } from 'vitest';
import { validateCaptcha, validateLoginForm, validatePhone } from './validateLogin.ts';

describe('validatePhone', () => {
  it('should ask for a phone and refuse a malformed one', () => {
    expect(validatePhone('')).toBe('请输入手机号');
    expect(validatePhone('12345678901')).toBe('请输入正确的手机号');
    expect(validatePhone('1381234567')).toBe('请输入正确的手机号');
    expect(validatePhone(' 13812345678 ')).toBeNull();
  });
});

describe('validateCaptcha', () => {
  it('should compare without case and ask for input', () => {
    expect(validateCaptcha('')).toBe('请输入图形验证码');
    expect(validateCaptcha('  ')).toBe('请输入图形验证码');
    expect(validateCaptcha(' abc9 ')).toBeNull();
    expect(validateCaptcha('abc')).toBe('图形验证码错误，请重新输入');
    expect(validateCaptcha('abc98')).toBe('图形验证码错误，请重新输入');
  });
});

describe('validateLoginForm', () => {
  it('should name every missing or malformed field', () => {
    expect(validateLoginForm({ phone: '', captcha: '', code: '' })).toEqual({ phone: '请输入手机号', code: '请输入验证码' });
    expect(validateLoginForm({ phone: '13812345678', captcha: '', code: '12a' })).toEqual({ code: '验证码为6位数字' });
    expect(validateLoginForm({ phone: '13812345678', captcha: '', code: '123456' })).toEqual({});
  });
});
