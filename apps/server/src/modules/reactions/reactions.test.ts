import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsShow } from '@shqcb/api/contract/content';
import { newsCollectionShow } from '@shqcb/api/contract/engagement';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { signedInReaders } from '../../testing/signedInReaders.ts';

let t: TestApp;
let readers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  readers = await signedInReaders(t, 3, 15_600_000_000);
});
afterAll(() => t.close());

const token = (index: number) => readers[index]?.token ?? '';
const show = async (id: number, as?: string) => (await apiGet(t.app, 'news/show', { id }, { token: as })).body.data.reactions as Record<string, unknown>;

describe('news-collection/praises and /create', () => {
  it('should count a like once however often it is sent, and take it back once', async () => {
    const before = await show(5);
    expect(before).toMatchObject({ praised: false, collected: false });
    const first = await apiPost(t.app, 'news-collection/praises', { id: 5, praised: true }, { token: token(0) });
    expect(first.body.data).toMatchObject({ praises: (before.praises as number) + 1, praised: true });
    const again = await apiPost(t.app, 'news-collection/praises', { id: 5, praised: true }, { token: token(0) });
    expect(again.body.data.praises).toBe((before.praises as number) + 1);
    expect(await show(5, token(0))).toMatchObject({ praised: true, praises: (before.praises as number) + 1 });
    expect(await show(5, token(1))).toMatchObject({ praised: false });
    await apiPost(t.app, 'news-collection/praises', { id: 5, praised: false }, { token: token(0) });
    const off = await apiPost(t.app, 'news-collection/praises', { id: 5, praised: false }, { token: token(0) });
    expect(off.body.data).toMatchObject({ praises: before.praises, praised: false });
    expectContractOutput(newsShow, (await apiGet(t.app, 'news/show', { id: 5 })).body.data);
  });

  it('should keep favourites apart from likes and list them latest first, without unreadable news', async () => {
    for (const id of [7, 8, 9]) {
      expect((await apiPost(t.app, 'news-collection/create', { id, collected: true }, { token: token(2) })).body.data.collected).toBe(true);
      t.clock.advance(1);
    }
    await apiPost(t.app, 'news-collection/create', { id: 8, collected: false }, { token: token(2) });
    const page = await apiGet(t.app, 'news-collection/show', { pageSize: 1 }, { token: token(2) });
    expectContractOutput(newsCollectionShow, page.body.data);
    expect(page.body.data).toMatchObject({ total: 2, hasMore: true, list: [{ id: 9, kind: 'news' }] });
    expect((await show(7, token(2))).praised).toBe(false);
    expect((await apiGet(t.app, 'news-collection/show', {}, { token: token(1) })).body.data.total).toBe(0);
  });

  it('should refuse visitors, unknown ids and a state that is not true or false', async () => {
    expect((await apiPost(t.app, 'news-collection/create', { id: 1 })).status).toBe(401);
    expect((await apiGet(t.app, 'news-collection/show')).status).toBe(401);
    expect((await apiPost(t.app, 'news-collection/praises', { id: 99_999 }, { token: token(0) })).body).toEqual({ code: 404, msg: '新闻不存在或已删除', data: null });
    expect((await apiPost(t.app, 'news-collection/praises', { id: 1, praised: 'yes' }, { token: token(0) })).body.msg).toBe('praised 格式不正确');
    expect((await apiPost(t.app, 'news-collection/create', { id: 1, collected: 1 }, { token: token(0) })).body.msg).toBe('collected 格式不正确');
    expect((await apiPost(t.app, 'news-collection/create', { id: '0' }, { token: token(0) })).body.msg).toBe('id 格式不正确');
  });
});
