import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryVideo,
  liveVideoCommentsList,
  liveVideoShow,
  videoCollectionCreate,
  videoCommentCreate,
  videoCommentList,
  videoList,
  videoModuleTop,
  videoSearch,
  videoShow,
  videoTop,
} from '@shqcb/api/contract/video';
import { videos } from '../../db/schema.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { signedInReaders } from '../../testing/signedInReaders.ts';

let t: TestApp;
let readers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp({ config: { comments: { perMinute: 3, sensitiveWords: ['加微信'] } } });
  readers = await signedInReaders(t, 6, 15_600_000_000);
});
afterAll(() => t.close());

const token = (index: number) => readers[index]?.token ?? '';
type Item = { id: number; categoryId: number; time: string; title: string };

describe('category/video', () => {
  it('should list at least 4 categories with their published videos counted, 24 or more in all', async () => {
    const answer = (await apiGet(t.app, 'category/video')).body;
    expectContractOutput(categoryVideo, answer.data);
    const categories = answer.data as { name: string; count: number }[];
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.every((category) => category.count > 0)).toBe(true);
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBeGreaterThanOrEqual(24);
  });
});

describe('video/list, video/top and video/module/top', () => {
  it('should page every video newest first, and only a category’s with categoryId', async () => {
    const all = (await apiGet(t.app, 'video/list', { pageSize: 50 })).body;
    expectContractOutput(videoList, all.data);
    const items = all.data.list as Item[];
    expect(items.length).toBeGreaterThanOrEqual(24);
    expect(items.map((item) => item.time)).toEqual(items.map((item) => item.time).sort().reverse());
    const second = (await apiGet(t.app, 'video/list', { categoryId: 2, page: 2, pageSize: 3 })).body.data as { list: Item[]; hasMore: boolean; total: number };
    expect(second.list.every((item) => item.categoryId === 2)).toBe(true);
    expect(second.total).toBe(items.filter((item) => item.categoryId === 2).length);
  });

  it('should answer the pinned videos, of a category when asked, and at most 4 for the home module', async () => {
    const top = (await apiGet(t.app, 'video/top')).body;
    expectContractOutput(videoTop, top.data);
    expect((top.data as Item[]).length).toBeGreaterThan(0);
    const ofCategory = (await apiGet(t.app, 'video/top', { categoryId: 2 })).body.data as Item[];
    expect(ofCategory.every((item) => item.categoryId === 2)).toBe(true);
    const module = (await apiGet(t.app, 'video/module/top')).body;
    expectContractOutput(videoModuleTop, module.data);
    expect((module.data as Item[]).length).toBeGreaterThan(0);
    expect((module.data as Item[]).length).toBeLessThanOrEqual(4);
  });

  it('should refuse an unknown category and a bad page', async () => {
    expect((await apiGet(t.app, 'video/list', { categoryId: 99_999 })).body).toEqual({ code: 404, msg: '视频分类不存在', data: null });
    expect((await apiGet(t.app, 'video/top', { categoryId: 99_999 })).body.msg).toBe('视频分类不存在');
    expect((await apiGet(t.app, 'video/list', { categoryId: 'x' })).body.msg).toBe('id 格式不正确');
    expect((await apiGet(t.app, 'video/list', { pageSize: 51 })).body.msg).toBe('pageSize 最多为 50');
  });

  it('should leave out a video not yet published', async () => {
    const [later] = await t.db
      .insert(videos)
      .values({ categoryId: 1, title: '明天的视频', source: '测试', durationSeconds: 4, publishedAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .returning({ id: videos.id });
    const items = (await apiGet(t.app, 'video/list', { categoryId: 1, pageSize: 50 })).body.data.list as Item[];
    expect(items.some((item) => item.id === later?.id)).toBe(false);
    expect((await apiGet(t.app, 'video/show', { id: later?.id ?? 0 })).body.msg).toBe('视频不存在或已删除');
    expect((await t.app.request(`/media/video/${later?.id}.mp4`)).status).toBe(404);
  });
});

describe('video/show', () => {
  it('should answer the detail with its category, related videos and reactions, and count the view', async () => {
    const first = (await apiGet(t.app, 'video/show', { id: 3 })).body;
    expectContractOutput(videoShow, first.data);
    const detail = first.data as Item & { views: number; categoryName: string; related: Item[]; videoUrl: string; poster: string };
    expect(detail.categoryName).not.toBe('');
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.every((item) => item.categoryId === detail.categoryId && item.id !== 3)).toBe(true);
    expect(detail.videoUrl).toBe('/media/video/3.mp4');
    const again = (await apiGet(t.app, 'video/show', { id: 3 })).body.data as { views: number };
    expect(again.views).toBe(detail.views + 1);
  });

  it('should refuse an unknown or malformed id', async () => {
    expect((await apiGet(t.app, 'video/show', { id: 99_999 })).body).toEqual({ code: 404, msg: '视频不存在或已删除', data: null });
    expect((await apiGet(t.app, 'video/show')).body.msg).toBe('id 不能为空');
    expect((await apiGet(t.app, 'video/show', { id: '1; drop table videos' })).body.msg).toBe('id 格式不正确');
  });
});

describe('video/search', () => {
  it('should find videos by words of the title, Chinese included, and treat LIKE wildcards as text', async () => {
    const answer = (await apiGet(t.app, 'video/search', { keyword: '续航' })).body;
    expectContractOutput(videoSearch, answer.data);
    const found = answer.data.list as Item[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.title.includes('续航'))).toBe(true);
    expect((await apiGet(t.app, 'video/search', { keyword: '车展 首日' })).body.data.list).toHaveLength(1);
    expect((await apiGet(t.app, 'video/search', { keyword: '%' })).body.data.total).toBe(0);
  });

  it('should answer only the hot keywords without a keyword', async () => {
    const answer = (await apiGet(t.app, 'video/search')).body.data as { list: unknown[]; total: number; hotKeywords: string[] };
    expect(answer).toMatchObject({ list: [], total: 0 });
    expect(answer.hotKeywords).toContain('新能源');
  });

  it('should refuse a blank or too long keyword', async () => {
    expect((await apiGet(t.app, 'video/search', { keyword: '  ' })).body).toEqual({ code: 400, msg: '请输入搜索内容', data: null });
    expect((await apiGet(t.app, 'video/search', { keyword: '车'.repeat(51) })).body.msg).toBe('搜索内容最多50个字');
  });
});

describe('video-comment/list and video-comment/create', () => {
  const post = (body: Record<string, unknown>, index = 0) => apiPost(t.app, 'video-comment/create', body, { token: token(index) });

  it('should list a video’s seeded comments newest first', async () => {
    const answer = (await apiGet(t.app, 'video-comment/list', { id: 1 })).body;
    expectContractOutput(videoCommentList, answer.data);
    expect((answer.data.list as unknown[]).length).toBeGreaterThan(0);
    expect((await apiGet(t.app, 'video-comment/list', { id: 99_999 })).body.msg).toBe('视频不存在或已删除');
  });

  it('should store a comment as text, show it first as the author’s, and hold one with a sensitive word', async () => {
    const answer = await post({ id: 5, content: ' <i>好看</i> ' }, 1);
    expect(answer.status).toBe(200);
    expectContractOutput(videoCommentCreate, answer.body.data);
    expect(answer.body.data).toMatchObject({ content: '<i>好看</i>', mine: true, pending: false });
    const [first] = (await apiGet(t.app, 'video-comment/list', { id: 5 }, { token: token(1) })).body.data.list as { id: number; mine: boolean }[];
    expect(first).toMatchObject({ id: answer.body.data.id, mine: true });
    const held = await post({ id: 5, content: '加 微信 有优惠' }, 2);
    expect(held.body.data).toMatchObject({ pending: true });
    const seenByOthers = (await apiGet(t.app, 'video-comment/list', { id: 5 }, { token: token(3) })).body.data.list as { id: number }[];
    expect(seenByOthers.some((item) => item.id === held.body.data.id)).toBe(false);
  });

  it('should refuse a visitor, an empty, too long or too fast comment and an unknown video', async () => {
    expect((await apiPost(t.app, 'video-comment/create', { id: 1, content: '好' })).status).toBe(401);
    expect((await post({ id: 1, content: ' ' }, 4)).body.msg).toBe('请输入评论内容');
    expect((await post({ id: 1, content: '评'.repeat(501) }, 4)).body.msg).toBe('评论最多500个字');
    expect((await post({ id: 1, content: '好', target: 'radio' }, 4)).body.msg).toBe('target 只能是 video 或 live');
    expect((await post({ id: 99_999, content: '好' }, 4)).body).toEqual({ code: 404, msg: '视频不存在或已删除', data: null });
    for (let n = 0; n < 3; n++) expect((await post({ id: 1, content: `第${n}条` }, 5)).status).toBe(200);
    expect((await post({ id: 1, content: '第4条' }, 5)).body).toEqual({ code: 429, msg: '评论太频繁，请稍后再试', data: null });
  });
});

describe('video-collection/praises and video-collection/create', () => {
  it('should set the wanted state, so a repeat does not count twice, and show it in the detail', async () => {
    const before = (await apiGet(t.app, 'video/show', { id: 7 }, { token: token(0) })).body.data.reactions as { praises: number; collects: number };
    const like = () => apiPost(t.app, 'video-collection/praises', { id: 7, praised: true }, { token: token(0) });
    await Promise.all([like(), like()]);
    const liked = (await like()).body.data as { praises: number; praised: boolean };
    expect(liked).toMatchObject({ praises: before.praises + 1, praised: true });
    const collected = (await apiPost(t.app, 'video-collection/create', { id: 7 }, { token: token(0) })).body;
    expectContractOutput(videoCollectionCreate, collected.data);
    expect(collected.data).toMatchObject({ collects: before.collects + 1, collected: true });
    const undone = (await apiPost(t.app, 'video-collection/praises', { id: 7, praised: false }, { token: token(0) })).body.data;
    expect(undone).toMatchObject({ praises: before.praises, praised: false });
    expect((await apiGet(t.app, 'video/show', { id: 7 }, { token: token(0) })).body.data.reactions).toMatchObject({ collected: true, praised: false });
  });

  it('should list favourite videos with favourite news in news-collection/show, latest first', async () => {
    await apiPost(t.app, 'news-collection/create', { id: 1 }, { token: token(4) });
    t.clock.advance(60);
    await apiPost(t.app, 'video-collection/create', { id: 8 }, { token: token(4) });
    const page = (await apiGet(t.app, 'news-collection/show', { pageSize: 1 }, { token: token(4) })).body.data as { list: { id: number; kind: string; thumbnail: string }[]; total: number; hasMore: boolean };
    expect(page.list).toEqual([expect.objectContaining({ id: 8, kind: 'video', thumbnail: '/media/video/8.jpg' })]);
    expect(page).toMatchObject({ total: 2, hasMore: true });
    const second = (await apiGet(t.app, 'news-collection/show', { page: 2, pageSize: 1 }, { token: token(4) })).body.data as { list: { id: number; kind: string }[] };
    expect(second.list).toEqual([expect.objectContaining({ id: 1, kind: 'news' })]);
  });

  it('should refuse a visitor, an unknown video and a non-boolean state', async () => {
    expect((await apiPost(t.app, 'video-collection/create', { id: 7 })).status).toBe(401);
    expect((await apiPost(t.app, 'video-collection/create', { id: 99_999 }, { token: token(0) })).body.msg).toBe('视频不存在或已删除');
    expect((await apiPost(t.app, 'video-collection/praises', { id: 7, praised: 'yes' }, { token: token(0) })).body.msg).toBe('praised 格式不正确');
  });
});

describe('liveVideo/show and liveVideoComments/list', () => {
  it('should answer a live event live now with its stream, an ended one with its replay, and an upcoming one', async () => {
    const live = (await apiGet(t.app, 'liveVideo/show', { id: 1 })).body;
    expectContractOutput(liveVideoShow, live.data);
    expect(live.data).toMatchObject({ state: 'live', streamUrl: '/media/live/1/index.m3u8', replay: null });
    const ended = (await apiGet(t.app, 'liveVideo/show', { id: 2 })).body.data as { state: string; streamUrl: string; replay: { videoUrl: string } | null };
    expect(ended).toMatchObject({ state: 'ended', streamUrl: '' });
    expect(ended.replay?.videoUrl).toMatch(/^\/media\/video\/\d+\.mp4$/);
    expect((await apiGet(t.app, 'liveVideo/show', { id: 3 })).body.data).toMatchObject({ state: 'upcoming', streamUrl: '' });
    expect((await apiGet(t.app, 'liveVideo/show', { id: 99_999 })).body).toEqual({ code: 404, msg: '直播不存在或已删除', data: null });
    expect((await apiGet(t.app, 'liveVideo/show', { id: 0 })).body.msg).toBe('id 格式不正确');
  });

  it('should list remarks, take a new one while live and refuse one after the end', async () => {
    const listed = (await apiGet(t.app, 'liveVideoComments/list', { id: 1 })).body;
    expectContractOutput(liveVideoCommentsList, listed.data);
    const sent = await apiPost(t.app, 'video-comment/create', { id: 1, content: '主持人辛苦了', target: 'live' }, { token: token(2) });
    expect(sent.status).toBe(200);
    const [first] = (await apiGet(t.app, 'liveVideoComments/list', { id: 1 })).body.data.list as { id: number; content: string }[];
    expect(first).toMatchObject({ id: sent.body.data.id, content: '主持人辛苦了' });
    expect((await apiPost(t.app, 'video-comment/create', { id: 2, content: '好', target: 'live' }, { token: token(3) })).body).toEqual({
      code: 409,
      msg: '直播已结束，不能再发言',
      data: null,
    });
    expect((await apiPost(t.app, 'video-comment/create', { id: 99_999, content: '好', target: 'live' }, { token: token(3) })).body.msg).toBe('直播不存在或已删除');
    expect((await apiGet(t.app, 'liveVideoComments/list', { id: 99_999 })).body.msg).toBe('直播不存在或已删除');
  });
});
