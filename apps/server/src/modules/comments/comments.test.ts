import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsCommentCreate, newsCommentList } from '@shqcb/api/contract/engagement';
import { news, newsComments } from '../../db/schema.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { signedInReaders } from '../../testing/signedInReaders.ts';
import { holdsSensitiveWord } from './sensitiveWords.ts';

let t: TestApp;
let readers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp({ config: { comments: { perMinute: 3, sensitiveWords: ['加微信', '刷单'] } } });
  readers = await signedInReaders(t, 6, 15_500_000_000);
});
afterAll(() => t.close());

const reader = (index: number) => readers[index] ?? { id: 0, token: '' };
const list = async (id: number, token?: string) => (await apiGet(t.app, 'news-comment/list', { id, pageSize: 50 }, { token })).body;
const post = (id: unknown, content: unknown, token = reader(0).token) => apiPost(t.app, 'news-comment/create', { id, content }, { token });

describe('news-comment/list', () => {
  it('should page the seeded comments of a news item, newest first, as the contract says', async () => {
    const answer = await list(1);
    expect(answer.code).toBe(200);
    expectContractOutput(newsCommentList, answer.data);
    const items = answer.data.list as { time: string; pending: boolean; mine: boolean }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.time)).toEqual(items.map((item) => item.time).sort().reverse());
    expect(items.every((item) => !item.pending && !item.mine)).toBe(true);
  });

  it('should refuse an unknown, unpublished or malformed id', async () => {
    expect(await list(99_999)).toEqual({ code: 404, msg: '新闻不存在或已删除', data: null });
    const [later] = await t.db
      .insert(news)
      .values({ categoryId: 308, title: '明天的新闻', source: '测试', author: '测试', content: '<p>x</p>', publishedAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .returning({ id: news.id });
    expect((await list(later?.id ?? 0)).msg).toBe('新闻不存在或已删除');
    expect((await apiGet(t.app, 'news-comment/list', { id: 'abc' })).body.msg).toBe('id 格式不正确');
    expect((await apiGet(t.app, 'news-comment/list')).body.msg).toBe('id 不能为空');
  });
});

describe('news-comment/create', () => {
  it('should store a comment as text and show it first, marked as the author’s', async () => {
    const text = '  <b>好文章</b><script>alert(1)</script>  ';
    const answer = await post(2, text, reader(1).token);
    expect(answer.status).toBe(200);
    expectContractOutput(newsCommentCreate, answer.body.data);
    expect(answer.body.data).toMatchObject({ content: '<b>好文章</b><script>alert(1)</script>', pending: false, mine: true, nickname: '读者2' });
    const [first] = (await list(2, reader(1).token)).data.list as { content: string; mine: boolean }[];
    expect(first).toMatchObject({ content: '<b>好文章</b><script>alert(1)</script>', mine: true });
    const [seenByOthers] = (await list(2)).data.list as { mine: boolean }[];
    expect(seenByOthers?.mine).toBe(false);
  });

  it('should hold a comment with a sensitive word for review: its author sees it pending, nobody else sees it', async () => {
    const answer = await post(3, '想要优惠的加 微信 123', reader(2).token);
    expect(answer.body.data).toMatchObject({ pending: true, mine: true });
    const own = (await list(3, reader(2).token)).data.list as { id: number; pending: boolean }[];
    expect(own.find((item) => item.id === answer.body.data.id)?.pending).toBe(true);
    const others = (await list(3, reader(3).token)).data.list as { id: number }[];
    expect(others.some((item) => item.id === answer.body.data.id)).toBe(false);
    const [row] = await t.db.select({ status: newsComments.status }).from(newsComments).where(eq(newsComments.id, answer.body.data.id as number));
    expect(row?.status).toBe('held');
  });

  it('should refuse an empty, blank, too long or non-text comment, and count 500 characters by code point', async () => {
    expect((await post(1, '')).body).toEqual({ code: 400, msg: '请输入评论内容', data: null });
    expect((await post(1, ' \n ')).body.msg).toBe('请输入评论内容');
    expect((await post(1, 42)).body.msg).toBe('请输入评论内容');
    expect((await post(1, '评'.repeat(501), reader(4).token)).body.msg).toBe('评论最多500个字');
    expect((await post(1, '😀'.repeat(500), reader(4).token)).status).toBe(200);
    expect((await post(1, '好', '')).status).toBe(401);
  });

  it('should refuse a comment on a news item that does not exist', async () => {
    expect((await post(99_999, '你好', reader(5).token)).body).toEqual({ code: 404, msg: '新闻不存在或已删除', data: null });
  });

  it('should refuse a fourth comment within a minute with 评论太频繁 and allow it the next minute', async () => {
    const token = reader(3).token;
    for (let i = 0; i < 3; i++) expect((await post(4, `第${i + 1}条`, token)).status).toBe(200);
    expect((await post(4, '第4条', token)).body).toEqual({ code: 429, msg: '评论太频繁，请稍后再试', data: null });
    t.clock.advance(60);
    expect((await post(4, '第4条', token)).status).toBe(200);
  });
});

describe('holdsSensitiveWord', () => {
  it('should match regardless of spaces and letter case, and not match innocent text', () => {
    expect(holdsSensitiveWord('请 加微 信', ['加微信'])).toBe(true);
    expect(holdsSensitiveWord('SHUA DAN', ['shuadan'])).toBe(true);
    expect(holdsSensitiveWord('新车很好看', ['加微信', ''])).toBe(false);
  });
});
