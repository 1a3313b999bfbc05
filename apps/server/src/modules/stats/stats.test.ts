import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { pageViews } from '../../db/schema.ts';
import { silentLogger } from '../../Logger.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiPost, requestSmsCode, send } from '../../testing/requestHelpers.ts';
import { signedInReaders } from '../../testing/signedInReaders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { pageViewsPerMinute: 3 } });
});
afterAll(() => t.close());

describe('pageStatistics', () => {
  it('should record a page view with its IP', async () => {
    const { status, body } = await apiPost(t.app, 'pageStatistics', { path: '/index', title: '首页', referrer: '' }, { ip: '10.2.0.1' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: 'success', data: { recorded: true, count: 1 } });
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

  describe('a batch of views', () => {
    const view = (path: string, seenAt: number) => ({ path, title: `标题${path}`, referrer: '', seenAt });

    it('should store every view of a batch in one request, at the time each was seen', async () => {
      const ip = '10.2.1.1';
      const now = t.clock.now().getTime();
      const views = [view('/index', now - 30_000), view('/news', now - 20_000), view('/video', now - 10_000)];
      expect(await apiPost(t.app, 'pageStatistics', { views }, { ip })).toMatchObject({ status: 200, body: { code: 200, data: { recorded: true, count: 3 } } });
      const rows = await t.db.select().from(pageViews).where(eq(pageViews.ip, ip)).orderBy(pageViews.id);
      expect(rows.map((row) => [row.path, row.title, row.createdAt.getTime()])).toEqual(views.map((v) => [v.path, v.title, v.seenAt]));
    });

    it('should store a batch without a reader even when a token comes along (views are anonymous)', async () => {
      const ip = '10.2.1.5';
      const [reader] = await signedInReaders(t, 1, 13_700_000_001);
      const { token, id: userId } = reader ?? { token: '', id: 0 };
      expect((await apiPost(t.app, 'pageStatistics', { path: '/single' }, { ip, token })).status).toBe(200);
      expect((await apiPost(t.app, 'pageStatistics', { views: [view('/batch', t.clock.now().getTime())] }, { ip, token })).status).toBe(200);
      const rows = await t.db.select().from(pageViews).where(eq(pageViews.ip, ip)).orderBy(pageViews.id);
      expect(rows.map((row) => [row.path, row.userId])).toEqual([['/single', userId], ['/batch', null]]);
    });

    it('should keep a seen time within the last day and never later than now', async () => {
      const ip = '10.2.1.2';
      const now = t.clock.now().getTime();
      await apiPost(t.app, 'pageStatistics', { views: [view('/old', 0), view('/future', now + 3_600_000)] }, { ip });
      const rows = await t.db.select().from(pageViews).where(eq(pageViews.ip, ip)).orderBy(pageViews.id);
      expect(rows.map((row) => row.createdAt.getTime())).toEqual([now - 86_400_000, now]);
    });

    it('should count every view against the per-minute limit and store only those within it', async () => {
      const ip = '10.2.1.3';
      const now = t.clock.now().getTime();
      expect((await apiPost(t.app, 'pageStatistics', { path: '/first' }, { ip })).body.data).toEqual({ recorded: true, count: 1 });
      const views = ['/a', '/b', '/c'].map((path) => view(path, now));
      expect((await apiPost(t.app, 'pageStatistics', { views }, { ip })).body).toMatchObject({ code: 200, data: { recorded: false, count: 2 } });
      expect((await apiPost(t.app, 'pageStatistics', { views }, { ip })).body).toMatchObject({ code: 200, data: { recorded: false, count: 0 } });
      const rows = await t.db.select().from(pageViews).where(eq(pageViews.ip, ip)).orderBy(pageViews.id);
      expect(rows.map((row) => row.path)).toEqual(['/first', '/a', '/b']);
    });

    it('should refuse an empty batch, more than 20 views and bad fields in Chinese', async () => {
      const ip = '10.2.1.4';
      const now = t.clock.now().getTime();
      const refusal = async (body: unknown) => (await apiPost(t.app, 'pageStatistics', body, { ip })).body.msg;
      const tooMany = Array.from({ length: 21 }, (_, i) => view(`/p${i}`, now));
      expect(await refusal({ views: tooMany })).toBe('一次最多提交 20 条浏览记录');
      expect(await refusal({ views: [] })).toBe('views 不能为空');
      expect(await refusal({ views: 'all' })).toBe('views 格式不正确');
      expect(await refusal({ views: [{ ...view('/a', now), path: 'a' }] })).toBe('path 格式不正确');
      expect(await refusal({ views: [{ title: 'x', seenAt: now }] })).toBe('path 不能为空');
      expect(await refusal({ views: [{ ...view('/a', now), title: 'x'.repeat(101) }] })).toBe('title 过长');
      expect(await refusal({ views: [{ path: '/a' }] })).toBe('seenAt 格式不正确');
      expect(await refusal({ views: [view('/a', 1.5)] })).toBe('seenAt 格式不正确');
      expect(await refusal({ views: [view('/a', -1)] })).toBe('seenAt 格式不正确');
      expect(await t.db.select().from(pageViews).where(eq(pageViews.ip, ip))).toHaveLength(0);
      const exactly20 = tooMany.slice(0, 20);
      expect((await apiPost(t.app, 'pageStatistics', { views: exactly20 }, { ip })).status).toBe(200);
    });
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
