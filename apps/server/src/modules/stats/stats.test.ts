import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { pageViews } from '../../db/schema.ts';
import { silentLogger } from '../../Logger.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiPost, requestSmsCode, send } from '../../testing/requestHelpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { pageViewsPerMinute: 3 } });
});
afterAll(() => t.close());

describe('pageStatistics', () => {
  it('should record a page view with its IP', async () => {
    const { status, body } = await apiPost(t.app, 'pageStatistics', { path: '/index', title: '首页', referrer: '' }, { ip: '10.2.0.1' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: 'success', data: { recorded: true } });
    const rows = await t.db.select().from(pageViews).where(eq(pageViews.ip, '10.2.0.1'));
    expect(rows).toMatchObject([{ path: '/index', title: '首页', referrer: '', userId: null }]);
  });

  it('should acknowledge but not store views over the per-minute limit', async () => {
    const ip = '10.2.0.2';
    for (let i = 0; i < 3; i++) expect((await apiPost(t.app, 'pageStatistics', { path: `/p${i}` }, { ip })).body.data.recorded).toBe(true);
    expect((await apiPost(t.app, 'pageStatistics', { path: '/p3' }, { ip })).body).toMatchObject({ code: 200, data: { recorded: false } });
    expect(await t.db.select().from(pageViews).where(eq(pageViews.ip, ip))).toHaveLength(3);
    t.clock.advance(60);
    expect((await apiPost(t.app, 'pageStatistics', { path: '/p4' }, { ip })).body.data.recorded).toBe(true);
  });

  it('should refuse a path that is missing, relative or too long', async () => {
    expect(await apiPost(t.app, 'pageStatistics', {})).toMatchObject({ status: 400, body: { msg: 'path 不能为空' } });
    expect(await apiPost(t.app, 'pageStatistics', { path: 'index' })).toMatchObject({ status: 400, body: { msg: 'path 格式不正确' } });
    expect(await apiPost(t.app, 'pageStatistics', { path: `/${'a'.repeat(300)}` })).toMatchObject({ status: 400, body: { msg: 'path 过长' } });
  });
});

describe('demo routes', () => {
  const local = { ip: '127.0.0.1' };
  it('should show the newest code texted to a phone', async () => {
    await requestSmsCode(t.app, { phone: '13600000001' });
    const res = await send(t.app, '/dev/sms-outbox?phone=13600000001', { method: 'GET' }, local);
    const code = t.sms.sent.at(-1)?.text.match(/\d{6}/)?.[0];
    expect(res).toMatchObject({ status: 200, body: { code: 0, msg: 'success', data: { code } } });
  });

  it('should answer 404 for a phone without codes and 400 for a bad phone', async () => {
    expect(await send(t.app, '/dev/sms-outbox?phone=13600000002', { method: 'GET' }, local)).toMatchObject({ status: 404, body: { code: 404 } });
    expect(await send(t.app, '/dev/sms-outbox?phone=123', { method: 'GET' }, local)).toMatchObject({ status: 400, body: { msg: '请输入正确的手机号' } });
  });

  it('should not exist in production mode', async () => {
    const production = createApp({ db: t.db, config: { ...t.config, mode: 'production' }, clock: t.clock, providers: t.providers, logger: silentLogger });
    expect((await send(production, '/dev/sms-outbox?phone=13600000001', { method: 'GET' }, local)).status).toBe(404);
  });

  it('should answer only this machine', async () => {
    for (const ip of ['10.0.0.1', '2001:db8::1']) {
      expect(await send(t.app, '/dev/sms-outbox?phone=13600000001', { method: 'GET' }, { ip })).toMatchObject({ status: 403, body: { code: 403, msg: '演示功能仅限本机访问', data: null } });
    }
  });
});
