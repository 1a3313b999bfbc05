import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contract } from '@shqcb/api/contract';

const { login: loginCalls, content, other } = contract;
const endpoints = { ...loginCalls, ...content, ...other };
import { ApiError } from './ApiError.ts';
import { parseInput } from './parseInput.ts';

function messageOf(schema: v.GenericSchema, raw: unknown): string {
  try {
    parseInput(schema, raw);
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    throw error;
  }
  return 'ok';
}

describe('parseInput', () => {
  it('should return the parsed output with defaults applied', () => {
    expect(parseInput(endpoints.newsIndex.input, {})).toEqual({ categoryId: 307, page: 1, pageSize: 10 });
    expect(parseInput(endpoints.newsShow.input, { id: '12' })).toEqual({ id: 12 });
  });

  it('should use the contract’s own Chinese messages', () => {
    expect(messageOf(endpoints.postSmsCode.input, { phone: '123' })).toBe('400 请输入正确的手机号');
    expect(messageOf(endpoints.newsShow.input, { id: 'x' })).toBe('400 id 格式不正确');
  });

  it('should ask the field schema about a missing key', () => {
    expect(messageOf(endpoints.postSmsCode.input, {})).toBe('400 请输入手机号');
    expect(messageOf(endpoints.pageStatistics.input, {})).toBe('400 path 不能为空');
    expect(messageOf(v.object({ flag: v.boolean() }), {})).toBe('400 缺少参数 flag');
  });

  it('should name the field when its schema has no message', () => {
    expect(messageOf(endpoints.pageStatistics.input, { path: '/a', referrer: [] })).toBe('400 referrer 格式不正确');
    expect(messageOf(endpoints.newsIndex.input, { page: { a: 1 } })).toBe('400 page 格式不正确');
  });

  it('should call a non-object input a malformed request', () => {
    expect(messageOf(endpoints.login.input, 'text')).toBe('400 请求格式不正确');
    expect(messageOf(endpoints.login.input, null)).toBe('400 请求格式不正确');
  });
});
