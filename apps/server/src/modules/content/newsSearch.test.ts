import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsSearch } from '@shqcb/api/contract/content';
import { news } from '../../db/schema.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet } from '../../testing/requestHelpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('news/search', () => {
  it('should page through the published news whose title holds the keyword, newest first', async () => {
    const first = await apiGet(t.app, 'news/search', { keyword: '新能源', pageSize: 3 });
    expect(first.status).toBe(200);
    expectContractOutput(newsSearch, first.body.data);
    const { list, total, hasMore } = first.body.data as { list: { title: string; time: string }[]; total: number; hasMore: boolean };
    expect(total).toBeGreaterThan(3);
    expect(hasMore).toBe(true);
    for (const item of list) expect(item.title).toContain('新能源');
    expect(list.map((item) => item.time)).toEqual([...list.map((item) => item.time)].sort().reverse());
    const all = await apiGet(t.app, 'news/search', { keyword: ' 新能源 ', pageSize: 50 });
    expect(all.body.data.total).toBe(total);
  });

  it('should take % and _ as letters, and not show news scheduled for later', async () => {
    const now = t.clock.now();
    await t.db.insert(news).values([
      { categoryId: 308, title: '折扣100%_真相', source: '测试', author: '测试', content: '<p>x</p>', publishedAt: now },
      { categoryId: 308, title: '明日发布的折扣100%_新闻', source: '测试', author: '测试', content: '<p>x</p>', publishedAt: new Date(now.getTime() + 86_400_000) },
    ]);
    const titles = async (keyword: string) => ((await apiGet(t.app, 'news/search', { keyword })).body.data.list as { title: string }[]).map((item) => item.title);
    expect(await titles('100%_')).toEqual(['折扣100%_真相']);
    // As wildcards these would match 折扣100%_真相; as letters they match nothing.
    expect(await titles('折扣_00')).toEqual([]);
    expect(await titles('折扣%真相')).toEqual([]);
    expect(await titles('不存在的关键词xyz')).toEqual([]);
  });

  it('should refuse a blank or overlong keyword in Chinese', async () => {
    expect((await apiGet(t.app, 'news/search', { keyword: '   ' })).body).toEqual({ code: 400, msg: '请输入搜索内容', data: null });
    expect((await apiGet(t.app, 'news/search')).body.msg).toBe('请输入搜索内容');
    expect((await apiGet(t.app, 'news/search', { keyword: '车'.repeat(51) })).body.msg).toBe('搜索内容最多50个字');
  });
});
