import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_TAB_ID } from '@shqcb/api/contract/content';
import { news } from '../../db/schema.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet } from '../../testing/requestHelpers.ts';
import { advertisingList, breakingNewsList, contentListOther, contentListTop5, newsIndex, newsShow, newsTop, titleList } from '@shqcb/api/contract/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('titleList and breakingNewsList', () => {
  it('should list the tab strip with 推荐 (307) first', async () => {
    const { status, body } = await apiGet(t.app, 'titleList');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'success' });
    expectContractOutput(titleList, body.data);
    expect(body.data[0]).toEqual({ id: HOME_TAB_ID, name: '推荐', icon: '', isRed: false, isBold: true });
    expect(body.data.length).toBeGreaterThanOrEqual(7);
    expect(body.data.some((tab: { isRed: boolean }) => tab.isRed)).toBe(true);
  });

  it('should list eight headlines whose ids open news items', async () => {
    const { body } = await apiGet(t.app, 'breakingNewsList');
    expectContractOutput(breakingNewsList, body.data);
    expect(body.data).toHaveLength(8);
    const detail = await apiGet(t.app, 'news/show', { id: body.data[0].id });
    expect(detail.body.data.title).toBe(body.data[0].title);
  });
});

describe('news/top', () => {
  it('should return 3-5 pinned items with thumbnails for every tab', async () => {
    const tabs = (await apiGet(t.app, 'titleList')).body.data as { id: number }[];
    for (const tab of tabs) {
      const { body } = await apiGet(t.app, 'news/top', { categoryId: tab.id });
      expectContractOutput(newsTop, body.data);
      expect(body.data.length).toBeGreaterThanOrEqual(3);
      expect(body.data.length).toBeLessThanOrEqual(5);
      for (const item of body.data) {
        expect(item.thumbnail).toMatch(/^\/media\/news\/\d+\.svg$/);
        if (tab.id !== HOME_TAB_ID) expect(item.categoryId).toBe(tab.id);
      }
    }
  });

  it('should default to the 推荐 tab and refuse an unknown one', async () => {
    expect((await apiGet(t.app, 'news/top')).body.data).toHaveLength(5);
    const unknown = await apiGet(t.app, 'news/top', { categoryId: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: '栏目不存在', data: null });
  });
});

describe('news/index', () => {
  it('should page through a tab newest first until hasMore is false', async () => {
    const seen: number[] = [];
    let last = Number.POSITIVE_INFINITY;
    for (let page = 1; page < 20; page++) {
      const { body } = await apiGet(t.app, 'news/index', { categoryId: HOME_TAB_ID, page, pageSize: 20 });
      expectContractOutput(newsIndex, body.data);
      expect(body.data).toMatchObject({ page, pageSize: 20 });
      for (const item of body.data.list) {
        const time = Date.parse(item.time);
        expect(time).toBeLessThanOrEqual(last);
        last = time;
        seen.push(item.id);
      }
      if (!body.data.hasMore) {
        expect(seen).toHaveLength(body.data.total);
        break;
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(80);
  });

  it('should list only the tab’s own category and default to page 1 of 10', async () => {
    const { body } = await apiGet(t.app, 'news/index', { categoryId: 308 });
    expect(body.data).toMatchObject({ page: 1, pageSize: 10 });
    expect(body.data.list.every((item: { categoryId: number }) => item.categoryId === 308)).toBe(true);
  });

  it('should answer an empty last page past the end', async () => {
    const { body } = await apiGet(t.app, 'news/index', { categoryId: 308, page: 99 });
    expect(body.data).toMatchObject({ list: [], hasMore: false });
  });

  it('should refuse bad paging with the contract’s messages', async () => {
    expect((await apiGet(t.app, 'news/index', { page: 0 })).body).toEqual({ code: 400, msg: 'page 格式不正确', data: null });
    expect((await apiGet(t.app, 'news/index', { page: -1 })).body.msg).toBe('page 格式不正确');
    expect((await apiGet(t.app, 'news/index', { pageSize: 51 })).body.msg).toBe('pageSize 最多为 50');
    expect((await apiGet(t.app, 'news/index', { categoryId: 'abc' })).body.msg).toBe('id 格式不正确');
    expect((await apiGet(t.app, 'news/index', { categoryId: '9999999999' })).body).toEqual({ code: 400, msg: 'id 格式不正确', data: null });
  });
});

describe('contentListTop5 and contentListOther', () => {
  it('should return the five most viewed recent items of a category', async () => {
    const { body } = await apiGet(t.app, 'contentListTop5', { categoryId: 311 });
    expectContractOutput(contentListTop5, body.data);
    expect(body.data).toHaveLength(5);
    const views = body.data.map((item: { views: number }) => item.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('should page the rest of the category without the top five', async () => {
    const top = (await apiGet(t.app, 'contentListTop5', { categoryId: 311 })).body.data.map((item: { id: number }) => item.id);
    const all = (await apiGet(t.app, 'news/index', { categoryId: 311, pageSize: 50 })).body.data;
    const first = (await apiGet(t.app, 'contentListOther', { categoryId: 311, pageSize: 3 })).body.data;
    expectContractOutput(contentListOther, first);
    expect(first.total).toBe(all.total - 5);
    expect(first.hasMore).toBe(true);
    const rest = (await apiGet(t.app, 'contentListOther', { categoryId: 311, page: 2, pageSize: 3 })).body.data;
    const ids = [...first.list, ...rest.list].map((item: { id: number }) => item.id);
    expect(ids.filter((id) => top.includes(id))).toEqual([]);
    expect(rest.hasMore).toBe(first.total > 6);
  });
});

describe('news/show', () => {
  it('should return the article and count the view atomically', async () => {
    const before = (await apiGet(t.app, 'news/show', { id: 3 })).body.data;
    expectContractOutput(newsShow, before);
    expect(before).toMatchObject({ id: 3, categoryName: expect.any(String), author: expect.stringContaining('记者') });
    expect(before.content).toContain('<p>');
    await Promise.all(Array.from({ length: 5 }, () => apiGet(t.app, 'news/show', { id: 3 })));
    const after = (await apiGet(t.app, 'news/show', { id: 3 })).body.data;
    expect(after.views).toBe(before.views + 6);
  });

  it('should answer 新闻不存在 for an unknown id and refuse a missing or bad one', async () => {
    expect(await apiGet(t.app, 'news/show', { id: 999999 })).toMatchObject({ status: 404, body: { code: 404, msg: '新闻不存在', data: null } });
    expect(await apiGet(t.app, 'news/show', { id: 4294967296 })).toMatchObject({ status: 400, body: { msg: 'id 格式不正确' } });
    expect(await apiGet(t.app, 'news/show')).toMatchObject({ status: 400, body: { code: 400, msg: 'id 不能为空' } });
    expect(await apiGet(t.app, 'news/show', { id: '1; drop table news' })).toMatchObject({ status: 400, body: { msg: 'id 格式不正确' } });
  });

  it('should not show an item scheduled for later', async () => {
    const [row] = await t.db
      .insert(news)
      .values({ categoryId: 308, title: '明天发布', source: '上海汽车报', author: '本报记者 王敏', content: '<p>x</p>', publishedAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .returning({ id: news.id });
    expect((await apiGet(t.app, 'news/show', { id: row!.id })).status).toBe(404);
    const list = (await apiGet(t.app, 'news/index', { categoryId: 308, pageSize: 50 })).body.data.list;
    expect(list.some((item: { id: number }) => item.id === row!.id)).toBe(false);
    await t.db.delete(news).where(eq(news.id, row!.id));
  });

  it('should sanitise a malicious article stored directly in the database', async () => {
    const payload = [
      '<p onclick="steal()" style="position:fixed">正文<script>document.cookie</script></p>',
      '<img src="javascript:alert(1)" onerror="alert(2)"><img src="/media/news/1.svg" alt="ok" width="80" onload="x()">',
      '<iframe src="https://evil.example"></iframe><object data="x"></object><svg onload="alert(3)"></svg>',
      '<a href="javascript:alert(4)">坏链接</a><a href="https://example.com" target="_self">好链接</a>',
      '<style>body{display:none}</style><form action="https://evil.example"><input name="p"></form>',
    ].join('');
    const [row] = await t.db
      .insert(news)
      .values({ categoryId: 308, title: '恶意内容', source: '测试', author: '测试', content: payload, publishedAt: t.clock.now() })
      .returning({ id: news.id });
    const { content } = (await apiGet(t.app, 'news/show', { id: row!.id })).body.data;
    expect(content).not.toMatch(/script|onclick|onerror|onload|javascript:|iframe|object|<svg|style|<form|<input/i);
    expect(content).toContain('<p>正文</p>');
    expect(content).toContain('<img src="/media/news/1.svg" alt="ok" width="80" loading="lazy" decoding="async" />');
    expect(content).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">好链接</a>');
    expect(content).toContain('坏链接');
    await t.db.delete(news).where(eq(news.id, row!.id));
  });
});

describe('advertising/list', () => {
  it('should list a slot’s ads with in-app links, home-list by default', async () => {
    const { body } = await apiGet(t.app, 'advertising/list');
    expectContractOutput(advertisingList, body.data);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((ad: { position: string }) => ad.position === 'home-list')).toBe(true);
    const top = await apiGet(t.app, 'advertising/list', { position: 'home-top' });
    expect(top.body.data.every((ad: { position: string; link: string }) => ad.position === 'home-top' && ad.link.startsWith('/'))).toBe(true);
  });

  it('should refuse an unknown slot', async () => {
    expect(await apiGet(t.app, 'advertising/list', { position: 'sidebar' })).toMatchObject({ status: 400, body: { msg: '广告位不存在' } });
  });
});
