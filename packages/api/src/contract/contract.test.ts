import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contract, listEndpoints, parseEndpointInput, refusalMessage } from './index.ts';
import { login } from './login.ts';

describe('the contract', () => {
  it('should give every call a unique path and method', () => {
    const keys = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('should file every call under one of the nine groups of SPEC §7', () => {
    expect(Object.keys(contract)).toEqual(['login', 'lottery', 'messages', 'content', 'user', 'points', 'subscription', 'mall', 'other']);
  });

  it.each(listEndpoints().map(({ name, endpoint }) => [name, endpoint] as const))('should have an example %s accepts', (_name, endpoint) => {
    expect(v.safeParse(endpoint.input, endpoint.example).issues ?? []).toEqual([]);
  });

  it.each(listEndpoints().flatMap(({ name, endpoint }) => Object.entries(endpoint.refusals).map(([why, refusal]) => [`${name}.${why}`, refusal] as const)))(
    'should word refusal %s in Chinese with an HTTP status for a code',
    (_name, refusal) => {
      expect(refusal.code).toBeGreaterThanOrEqual(400);
      expect(refusal.code).toBeLessThan(600);
      expect(refusal.msg).toMatch(/[\u4e00-\u9fff]/);
    },
  );
});

describe('refusalMessage', () => {
  it('should fill placeholders and leave unknown ones visible', () => {
    expect(refusalMessage(login.refusals.wrongCodeTriesLeft, { left: 3 })).toBe('验证码错误，还可尝试 3 次');
    expect(refusalMessage({ code: 400, msg: '${a} 与 ${b}' }, { a: 1 })).toBe('1 与 ${b}');
  });
});

describe('parseEndpointInput', () => {
  it('should return the parsed value with defaults and transforms', () => {
    expect(parseEndpointInput(contract.content.newsIndex.input, {})).toEqual({ ok: true, value: { categoryId: 307, page: 1, pageSize: 10 } });
    expect(parseEndpointInput(contract.content.newsShow.input, { id: '12' })).toEqual({ ok: true, value: { id: 12 } });
  });

  it('should refuse with the schema’s words, the field’s own words for a missing key, or name the field', () => {
    expect(parseEndpointInput(login.input, { phone: '123', code: '123456' })).toEqual({ ok: false, message: '请输入正确的手机号' });
    expect(parseEndpointInput(login.input, { code: '123456' })).toEqual({ ok: false, message: '请输入手机号' });
    expect(parseEndpointInput(contract.content.newsIndex.input, { page: { a: 1 } })).toEqual({ ok: false, message: 'page 格式不正确' });
    expect(parseEndpointInput(v.object({ flag: v.boolean() }), {})).toEqual({ ok: false, message: '缺少参数 flag' });
    expect(parseEndpointInput(login.input, 'text')).toEqual({ ok: false, message: '请求格式不正确' });
  });

  it('should refuse ids beyond a PostgreSQL integer as bad input', () => {
    expect(parseEndpointInput(contract.content.newsShow.input, { id: '2147483647' })).toEqual({ ok: true, value: { id: 2_147_483_647 } });
    expect(parseEndpointInput(contract.content.newsShow.input, { id: '2147483648' })).toEqual({ ok: false, message: 'id 格式不正确' });
  });
});
