import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './ApiError.ts';

describe('ApiError', () => {
  it('should carry kind, code, status, endpoint and cause', () => {
    const cause = new Error('low level');
    const error = new ApiError({ kind: 'server', message: '验证码错误', endpoint: 'login', code: 400, status: 400, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'server', message: '验证码错误', endpoint: 'login', code: 400, status: 400 });
    expect(error.cause).toBe(cause);
  });

  it('should be recognised by isApiError, optionally by kind', () => {
    const error = new ApiError({ kind: 'network', message: 'x', endpoint: 'titleList' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'network')).toBe(true);
    expect(isApiError(error, 'server')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
  });

  it('should recognise an ApiError from another copy of the package', () => {
    const foreign = Object.assign(new Error('网络错误，请稍后重试'), { name: 'ApiError', kind: 'timeout' });
    expect(isApiError(foreign, 'timeout')).toBe(true);
  });
});
