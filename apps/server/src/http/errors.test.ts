import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@shqcb/api/contract';
import { createApp } from '../app.ts';
import type { Logger } from '../Logger.ts';
import { createTestApp, type TestApp } from '../testing/createTestApp.ts';
import { send } from '../testing/requestHelpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (path: string, body: string, contentType?: string) =>
  send(t.app, `${API_PREFIX}${path}`, { method: 'POST', body, headers: contentType ? { 'Content-Type': contentType } : {} });

describe('request refusals', () => {
  it('should answer 请求格式不正确 for malformed JSON', async () => {
    expect(await post('pageStatistics', '{"path": "/index",', 'application/json')).toMatchObject({
      status: 400,
      body: { code: 400, msg: '请求格式不正确', data: null },
    });
  });

  it('should refuse JSON that is not an object', async () => {
    for (const body of ['[]', '"text"', '42', 'null', 'true']) {
      expect(await post('pageStatistics', body, 'application/json')).toMatchObject({ status: 400, body: { msg: '请求格式不正确' } });
    }
  });

  it('should refuse a body of another content type with 415', async () => {
    expect(await post('pageStatistics', 'path=/index', 'text/plain')).toMatchObject({ status: 415, body: { code: 415, msg: '请求格式不正确，请使用 JSON 格式提交' } });
    expect(await post('pageStatistics', '{"path":"/index"}')).toMatchObject({ status: 415 });
  });

  it('should accept a form-encoded body from old clients', async () => {
    expect(await post('pageStatistics', 'path=%2Findex&title=home', 'application/x-www-form-urlencoded')).toMatchObject({ status: 200 });
  });

  it('should treat an empty body as an empty object and name the missing field', async () => {
    expect(await post('pageStatistics', '', 'application/json')).toMatchObject({ status: 400, body: { msg: 'path 不能为空' } });
  });

  it('should answer a wrong field type in Chinese', async () => {
    const res = await post('pageStatistics', JSON.stringify({ path: '/index', title: 42 }), 'application/json');
    expect(res).toMatchObject({ status: 400, body: { msg: 'title 格式不正确' } });
  });

  it('should refuse a body over 64 KB with 413', async () => {
    const big = JSON.stringify({ path: '/index', title: 'x'.repeat(70 * 1024) });
    expect(await post('pageStatistics', big, 'application/json')).toMatchObject({ status: 413, body: { code: 413, msg: '请求内容过大', data: null } });
    const declared = await send(t.app, `${API_PREFIX}pageStatistics`, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024) },
    });
    expect(declared.status).toBe(413);
  });

  it('should answer 接口不存在 for an unknown API path', async () => {
    for (const url of [`${API_PREFIX}nope`, `${API_PREFIX}news/show/extra`, '/api/front', '/api/other']) {
      expect(await send(t.app, url, { method: 'GET' })).toMatchObject({ status: 404, body: { code: 404, msg: '接口不存在', data: null } });
    }
  });

  it('should answer 405 with Allow for a wrong method', async () => {
    const getOnPost = await send(t.app, `${API_PREFIX}login`, { method: 'GET' });
    expect(getOnPost).toMatchObject({ status: 405, body: { code: 405, msg: '请求方法不被允许', data: null } });
    expect(getOnPost.headers.get('allow')).toBe('POST');
    const postOnGet = await send(t.app, `${API_PREFIX}news/index`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(postOnGet).toMatchObject({ status: 405 });
    expect(postOnGet.headers.get('allow')).toBe('GET, HEAD');
    expect((await send(t.app, `${API_PREFIX}titleList`, { method: 'DELETE' })).status).toBe(405);
  });

  it('should send nosniff on every response', async () => {
    const res = await send(t.app, `${API_PREFIX}nope`, { method: 'GET' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('error handler', () => {
  it('should log a real bug and answer a generic 500 envelope', async () => {
    const logged: string[] = [];
    const logger: Logger = { info: () => {}, warn: () => {}, error: (message, details) => logged.push(`${message} ${JSON.stringify(details)}`) };
    const broken = { ...t.db, select: () => { throw new Error('database exploded'); } } as unknown as typeof t.db;
    const app = createApp({ db: broken, config: t.config, clock: t.clock, logger });
    const res = await send(app, `${API_PREFIX}titleList`, { method: 'GET' });
    expect(res).toMatchObject({ status: 500, body: { code: 500, msg: '服务器繁忙，请稍后重试', data: null } });
    expect(JSON.stringify(res.body)).not.toContain('exploded');
    expect(logged.join('\n')).toContain('database exploded');
  });
});
