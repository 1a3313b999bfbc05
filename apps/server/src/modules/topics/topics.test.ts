import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryClassificationList, categoryIndex, specialTopicList } from '@shqcb/api/contract/engagement';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet } from '../../testing/requestHelpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('specialTopicList', () => {
  it('should list the three demo topics with their news, or one topic by id', async () => {
    const all = await apiGet(t.app, 'specialTopicList');
    expectContractOutput(specialTopicList, all.body.data);
    const topics = all.body.data as { id: number; title: string; news: { categoryId: number }[] }[];
    expect(topics.map((topic) => topic.title)).toEqual(['新能源汽车在上海', '车展现场', '智能驾驶进行时']);
    expect(topics.every((topic) => topic.news.length > 0)).toBe(true);
    const one = await apiGet(t.app, 'specialTopicList', { id: topics[1]?.id ?? 0 });
    expect(one.body.data).toEqual([topics[1]]);
    expect((await apiGet(t.app, 'specialTopicList', { id: 99_999 })).body).toEqual({ code: 404, msg: '专题不存在', data: null });
    expect((await apiGet(t.app, 'specialTopicList', { id: 'x' })).body.msg).toBe('id 格式不正确');
  });
});

describe('category/index and category/classification/list', () => {
  it('should list the categories without 推荐, with counts that match their lists', async () => {
    const answer = await apiGet(t.app, 'category/index');
    expectContractOutput(categoryIndex, answer.body.data);
    const categories = answer.body.data as { id: number; name: string; count: number }[];
    expect(categories.map((category) => category.name)).not.toContain('推荐');
    const first = categories[0] ?? { id: 0, count: 0 };
    const page = await apiGet(t.app, 'category/classification/list', { categoryId: first.id, pageSize: 5 });
    expectContractOutput(categoryClassificationList, page.body.data);
    expect(page.body.data.total).toBe(first.count);
    expect((page.body.data.list as { categoryId: number }[]).every((item) => item.categoryId === first.id)).toBe(true);
  });

  it('should refuse 推荐, unknown and malformed categories', async () => {
    expect((await apiGet(t.app, 'category/classification/list', { categoryId: 307 })).body).toEqual({ code: 404, msg: '栏目不存在', data: null });
    expect((await apiGet(t.app, 'category/classification/list', { categoryId: 999 })).body.msg).toBe('栏目不存在');
    expect((await apiGet(t.app, 'category/classification/list')).body.msg).toBe('id 不能为空');
  });
});
