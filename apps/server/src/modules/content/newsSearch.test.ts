import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsSearch } from '@shqcb/api/contract/engagement';
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
  it('should page through the published news whose title or text holds the keyword, title hits first, newest first', async () => {
    const first = await apiGet(t.app, 'news/search', { keyword: '新能源', pageSize: 3 });
    expect(first.status).toBe(200);
    expectContractOutput(newsSearch, first.body.data);
    const { list, total, hasMore } = first.body.data as { list: { title: string; time: string; excerpt: string }[]; total: number; hasMore: boolean };
    expect(total).toBeGreaterThan(3);
    expect(hasMore).toBe(true);
    for (const item of list) expect(item.title).toContain('新能源');
    expect(list.map((item) => item.time)).toEqual([...list.map((item) => item.time)].sort().reverse());
    const all = await apiGet(t.app, 'news/search', { keyword: ' 新能源 ', pageSize: 50 });
    expect(all.body.data.total).toBe(total);
    const items = all.body.data.list as { title: string; excerpt: string }[];
    // Every hit holds the keyword in its title or its excerpt (the text around the first match).
    for (const item of items) expect(`${item.title}${item.excerpt}`).toContain('新能源');
    const titleHits = items.map((item) => item.title.includes('新能源'));
    expect(titleHits).toEqual([...titleHits].sort((a, b) => Number(b) - Number(a)));
  });

  it('should match Chinese inside the text, ignoring spaces and letter case, and not match scattered bigrams', async () => {
    const now = t.clock.now();
    await t.db.insert(news).values([
      { categoryId: 308, title: '一条普通的消息', source: '测试', author: '测试', content: '<p>本市今年新增<b>鲸换</b>能站点若干，Zeta Q9 用户受益。</p>', publishedAt: now },
      { categoryId: 308, title: '另一条消息', source: '测试', author: '测试', content: '<p>鲸换季保养，能站附近</p>', publishedAt: now },
    ]);
    const titles = async (keyword: string) => ((await apiGet(t.app, 'news/search', { keyword, pageSize: 50 })).body.data.list as { title: string }[]).map((item) => item.title);
    expect(await titles('鲸换能站')).toEqual(['一条普通的消息']);
    expect(await titles('zeta q9')).toEqual(['一条普通的消息']);
    expect(await titles('鲸 换能')).toEqual(['一条普通的消息']);
    const [hit] = (await apiGet(t.app, 'news/search', { keyword: '鲸换能站' })).body.data.list as { excerpt: string }[];
    expect(hit?.excerpt).toContain('新增鲸换能站点');
  });

  it('should answer hot keywords with or without a keyword, and count a search that found something', async () => {
    const hot = (await apiGet(t.app, 'news/search')).body.data;
    expect(hot).toMatchObject({ list: [], total: 0, hasMore: false });
    expect(hot.hotKeywords).toContain('新能源');
    // A month on, the seeded counts are too old; the searches since then make the list.
    t.clock.advance(31 * 86_400);
    for (let i = 0; i < 2; i++) await apiGet(t.app, 'news/search', { keyword: '智能驾驶' });
    await apiGet(t.app, 'news/search', { keyword: '车展' });
    await apiGet(t.app, 'news/search', { keyword: '车展', page: 2 });
    await apiGet(t.app, 'news/search', { keyword: '没有这种车xyz' });
    await apiGet(t.app, 'news/search', { keyword: '赌博' });
    expect((await apiGet(t.app, 'news/search')).body.data.hotKeywords).toEqual(['智能驾驶', '车展']);
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
    expect((await apiGet(t.app, 'news/search', { keyword: '' })).body.msg).toBe('请输入搜索内容');
    expect((await apiGet(t.app, 'news/search', { keyword: '车'.repeat(51) })).body.msg).toBe('搜索内容最多50个字');
  });
});
