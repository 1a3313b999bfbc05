import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApi } from '@shqcb/api/contract/user';
import { messagesApi } from '@shqcb/api/contract/messages';
import { lotteryDraws, lotteryPrizes, pointsLedger, subscriptionOrders, users } from '../../db/schema.ts';
import { fileFeedback, phoneOf, TINY_PNG, upload } from '../../testing/accountFidelity.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost, requestSmsCode } from '../../testing/requestHelpers.ts';
import { order, readers } from '../../testing/subscriptionFlow.ts';
import type { MemoryFileStorage } from '../../providers/storage/MemoryFileStorage.ts';
import { staffReply } from './feedbackThreads.ts';
import { keyOfUrl } from './uploads.ts';

let t: TestApp;
let reader: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  reader = readers(t, 13_640_000_000);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const storage = () => t.providers.storage as MemoryFileStorage;

describe('users/edit', () => {
  it('should change the nickname and answer the profile', async () => {
    const token = await reader();
    const answer = await apiPost(t.app, 'users/edit', { nickname: '  车迷·小王_2  ' }, as(token));
    expect(answer.status).toBe(200);
    expectContractOutput(userApi.userEdit, answer.body.data);
    expect((await apiGet(t.app, 'users/show', {}, as(token))).body.data).toMatchObject({ nickname: '车迷·小王_2' });
  });

  it.each([
    ['empty', '', '请输入昵称'],
    ['only spaces', '   ', '请输入昵称'],
    ['31 characters', '字'.repeat(31), '昵称最多30个字'],
    ['an emoji', '小王😀', '昵称只能包含中文、字母、数字、下划线和短横线'],
    ['a tag', '<b>王</b>', '昵称只能包含中文、字母、数字、下划线和短横线'],
    ['a number instead of text', 12, '请输入昵称'],
  ])('should refuse %s with a Chinese message', async (_label, nickname, msg) => {
    const token = await reader();
    const answer = await apiPost(t.app, 'users/edit', { nickname }, as(token));
    expect(answer.body).toMatchObject({ code: 400, msg });
    expect((await apiGet(t.app, 'users/show', {}, as(token))).body.data.nickname).not.toBe(nickname);
  });

  it('should take exactly 30 characters', async () => {
    expect((await apiPost(t.app, 'users/edit', { nickname: '字'.repeat(30) }, as(await reader()))).status).toBe(200);
  });
});

describe('avatar: users/upload and users/portrait', () => {
  it('should store four sizes, apply the JPEG as the avatar and serve the files', async () => {
    const token = await reader();
    const uploaded = await upload(t, token, 'users/upload', new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#36c' } }).jpeg().toBuffer()), 'me.jpg');
    expect(uploaded.code).toBe(200);
    expectContractOutput(userApi.userUpload, uploaded.data);
    const served = await t.app.request(uploaded.data.webp128 as string);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(128);
    const applied = await apiPost(t.app, 'users/portrait', { avatar: uploaded.data.avatar }, as(token));
    expect(applied.body.data).toMatchObject({ avatar: uploaded.data.avatar });
  });

  it('should refuse a spoofed picture, more than 10 MB and a picture of someone else', async () => {
    const token = await reader();
    const spoofed = await upload(t, token, 'users/upload', new TextEncoder().encode('<?php echo 1; ?>'), 'photo.jpg');
    expect(spoofed).toMatchObject({ code: 400, msg: '请上传 JPG、PNG、WebP 或 GIF 格式的图片' });
    const twenty = new Uint8Array(20 * 1024 * 1024);
    twenty.set([0xff, 0xd8, 0xff]);
    expect(await upload(t, token, 'users/upload', twenty, 'big.jpg')).toMatchObject({ code: 413, msg: '图片不能超过10MB' });
    const other = await upload(t, await reader(), 'users/upload');
    expect((await apiPost(t.app, 'users/portrait', { avatar: other.data.avatar }, as(token))).body).toMatchObject({ code: 400, msg: '头像地址不正确，请重新上传' });
    expect((await apiPost(t.app, 'users/portrait', { avatar: 'https://evil.example/a-512.jpg' }, as(token))).body).toMatchObject({ code: 400 });
    const missing = await apiPost(t.app, 'users/upload', {}, as(token));
    expect(missing.body).toMatchObject({ code: 400, msg: '请选择图片' });
  });
});

describe('feedback', () => {
  it('should take text, pictures (without GPS) and a contact, list it, and keep it from others', async () => {
    const token = await reader();
    const gps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#393' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1' } })
      .toBuffer();
    const pictures = [await upload(t, token, 'users/uploadImg', new Uint8Array(gps), 'gps.jpg'), await upload(t, token, 'users/uploadImg', TINY_PNG)];
    const stored = await storage().get(keyOfUrl(pictures[0]?.data.url as string) ?? '');
    expect((await sharp(stored ?? new Uint8Array()).metadata()).exif).toBeUndefined();
    const filed = await apiPost(t.app, 'users/feedback', { category: '功能异常', content: '切到后台停止播放', images: pictures.map((p) => p.data.url), contact: '微信 abc' }, as(token));
    expect(filed.status).toBe(200);
    expectContractOutput(userApi.userFeedback, filed.body.data);
    const list = await apiGet(t.app, 'feedback/list', {}, as(token));
    expect(list.body.data).toMatchObject({ total: 1, list: [{ content: '切到后台停止播放', images: pictures.map((p) => p.data.url), unreadReply: false }] });

    const stranger = await reader();
    const id = filed.body.data.id as number;
    expect((await apiGet(t.app, 'feedback/feedbackReplyList', { feedbackId: id }, as(stranger))).body).toMatchObject({ code: 404, msg: '反馈不存在' });
    expect((await apiPost(t.app, 'feedback/reply', { feedbackId: id, content: '我来插一句' }, as(stranger))).body).toMatchObject({ code: 404, msg: '反馈不存在' });
    expect((await apiPost(t.app, 'users/feedback', { category: '其他', content: '借图', images: pictures.map((p) => p.data.url) }, as(stranger))).body).toMatchObject({ code: 400, msg: '图片地址不正确，请重新上传' });
  });

  it.each([
    [{ category: '功能异常', content: '' }, '请输入反馈内容'],
    [{ category: '功能异常', content: '字'.repeat(501) }, '反馈内容最多500字'],
    [{ category: '随便', content: '好' }, '请选择反馈类型'],
    [{ category: '其他', content: '好', images: Array.from({ length: 10 }, (_, i) => `/media/u/feedback/1/${i}.jpg`) }, '最多上传9张图片'],
  ])('should refuse bad feedback %#', async (body, msg) => {
    expect((await apiPost(t.app, 'users/feedback', body, as(await reader()))).body).toMatchObject({ code: 400, msg });
  });

  it('should send a message when staff reply, raise the badge, mark the reply read on opening, and take the reader’s answer', async () => {
    const token = await reader();
    const id = await fileFeedback(t, token);
    const before = (await apiGet(t.app, 'users/show', {}, as(token))).body.data.unreadMsgCount as number;
    await staffReply(t.db, id, '您好，已修复。', t.clock.now());
    expect((await apiGet(t.app, 'users/show', {}, as(token))).body.data.unreadMsgCount).toBe(before + 1);
    expect((await apiGet(t.app, 'feedback/list', {}, as(token))).body.data.list[0]).toMatchObject({ unreadReply: true, replyCount: 1 });
    const messages = await apiGet(t.app, 'integralMessage/list', {}, as(token));
    expectContractOutput(messagesApi.integralMessageList, messages.body.data);
    expect(messages.body.data.list[0]).toMatchObject({ title: '您的反馈有了新回复', link: `/feedback-dialogue?id=${id}`, read: false, kind: 'system' });

    const thread = await apiGet(t.app, 'feedback/feedbackReplyList', { feedbackId: id }, as(token));
    expect(thread.body.data.replies).toMatchObject([{ from: 'staff', content: '您好，已修复。' }]);
    expect((await apiGet(t.app, 'feedback/list', {}, as(token))).body.data.list[0].unreadReply).toBe(false);
    const answer = await apiPost(t.app, 'feedback/reply', { feedbackId: id, content: '谢谢' }, as(token));
    expect(answer.body.data).toMatchObject({ from: 'reader', content: '谢谢' });

    const messageId = messages.body.data.list[0].id as number;
    expect((await apiGet(t.app, 'integralMessage/readMsg', { id: messageId }, as(token))).body.data).toEqual({ unreadMsgCount: before });
    expect((await apiGet(t.app, 'integralMessage/readMsg', { id: 'all' }, as(token))).body.data).toEqual({ unreadMsgCount: 0 });
    expect((await apiGet(t.app, 'integralMessage/list', {}, as(token))).body.data.list[0].read).toBe(true);
    expect((await apiGet(t.app, 'integralMessage/readMsg', { id: messageId }, as(await reader()))).body).toMatchObject({ code: 404, msg: '消息不存在' });
    expect((await apiGet(t.app, 'integralMessage/readMsg', { id: 'some' }, as(token))).body).toMatchObject({ code: 400, msg: '消息编号不正确' });
  });

  it('should let staff reply only with the staff credential, through the page’s form or JSON', async () => {
    const token = await reader();
    const id = await fileFeedback(t, token, '字太小了');
    const before = (await apiGet(t.app, 'users/show', {}, as(token))).body.data.unreadMsgCount as number;
    const url = `/staff/feedback/${id}/reply`;
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const json = (headers: Record<string, string>) => t.app.request(url, { method: 'POST', body: JSON.stringify({ content: '已加大' }), headers: { 'Content-Type': 'application/json', ...headers } }, local);
    expect((await t.app.request(url, { method: 'POST' }, local)).status).toBe(401);
    expect((await t.app.request(`/staff/feedback`, { headers: { Authorization: 'Bearer wrong' } }, local)).status).toBe(401);
    const page = await t.app.request('/staff/feedback', { headers: { Authorization: `Basic ${btoa(`staff:${t.config.staffToken}`)}` } }, local);
    expect(await page.text()).toContain('字太小了');
    // A form post without the page's token (from another site) is refused.
    const forged = await t.app.request(url, { method: 'POST', body: new URLSearchParams({ content: 'x' }), headers: { Authorization: `Basic ${btoa(`s:${t.config.staffToken}`)}` } }, local);
    expect(forged.status).toBe(403);
    const sent = await t.app.request(url, { method: 'POST', body: JSON.stringify({ content: '已加大' }), headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t.config.staffToken}` } }, local);
    expect(sent.status).toBe(200);
    expect((await apiGet(t.app, 'users/show', {}, as(token))).body.data.unreadMsgCount).toBe(before + 1);
    expect((await json({ Authorization: 'Bearer nope' })).status).toBe(401);
  });
});

describe('help', () => {
  it('should serve the help centre and the versioned privacy policy', async () => {
    const faq = await apiGet(t.app, 'help');
    expectContractOutput(userApi.help, faq.body.data);
    expect(faq.body.data.topic).toBe('faq');
    expect((await apiGet(t.app, 'help', { topic: 'privacy' })).body.data).toMatchObject({ topic: 'privacy', version: '2.0' });
    expect((await apiGet(t.app, 'help', { topic: 'x' })).body).toMatchObject({ code: 400, msg: '帮助主题不正确' });
  });
});

async function freshCode(token: string): Promise<{ phone: string; code: string }> {
  const phone = await phoneOf(t, token);
  t.clock.advance(t.config.sms.resendSeconds + 1);
  await requestSmsCode(t.app, { phone }, { ip: '10.88.0.1' });
  return { phone, code: t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '' };
}

describe('data export and cancellation', () => {
  it('should export a ZIP of JSON files made on the server, downloadable for ten minutes', async () => {
    const token = await reader();
    await fileFeedback(t, token, '导出我');
    expect((await apiGet(t.app, 'integral/create', {}, as(token))).body.code).toBe(200);
    const answer = await apiPost(t.app, 'users/export', {}, as(token));
    expectContractOutput(userApi.userExport, answer.body.data);
    const download = await t.app.request(answer.body.data.url as string);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'addresses.json', 'comments.json', 'favourites.json', 'feedback.json', 'messages.json', 'orders.json', 'points.json', 'profile.json', 'subscriptions.json', 'video-comments.json', 'video-favourites.json']);
    const points = JSON.parse(strFromU8(files['points.json'] ?? new Uint8Array())) as { data: { balance: number; ledger: { reason: string }[] } };
    expect(points.data.ledger.map((row) => row.reason)).toEqual(['signin']);
    expect(points.data.balance).toBeGreaterThan(0);
    const profile = JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array())) as { data: { user: { phone: string } } };
    expect(profile.data.user.phone).toBe(await phoneOf(t, token));
    expect(strFromU8(files['feedback.json'] ?? new Uint8Array())).toContain('导出我');
    t.clock.advance(11 * 60);
    expect((await t.app.request(answer.body.data.url as string)).status).toBe(404);
  });

  it('should refuse while an order is unfinished, and a wrong phone', async () => {
    const token = await reader();
    await order(t, token, { typeId: 3 });
    const check = await apiGet(t.app, 'users/account-cancel/check', {}, as(token));
    expect(check.body.data.blockers).toMatchObject([{ key: 'unfinishedOrders' }]);
    const { phone, code } = await freshCode(token);
    expect((await apiPost(t.app, 'users/account-cancel', { phone, code }, as(token))).body).toMatchObject({ code: 409, msg: expect.stringMatching(/^暂不能注销：您有 1 个未完成的订单/) });
    expect((await apiPost(t.app, 'users/account-cancel', { phone: '13911112222', code }, as(token))).body).toMatchObject({ code: 400, msg: '手机号与当前账号不一致' });
  });

  it('should refuse while a prize won is unclaimed, and take the points away with the account', async () => {
    const token = await reader();
    const userId = (await apiGet(t.app, 'users/show', {}, as(token))).body.data.id as number;
    expect((await apiGet(t.app, 'integral/create', {}, as(token))).body.code).toBe(200);
    const [prize] = await t.db.select().from(lotteryPrizes).limit(1);
    const [won] = await t.db
      .insert(lotteryDraws)
      .values({ userId, day: '2026-11-25', prizeId: prize!.id, prizeName: prize!.name, kind: 'physical', cost: 0, status: 'won', idempotencyKey: `won-${userId}`, createdAt: t.clock.now() })
      .returning();
    const check = await apiGet(t.app, 'users/account-cancel/check', {}, as(token));
    expect(check.body.data.blockers).toMatchObject([{ key: 'unclaimedPrizes' }]);
    await t.db.update(lotteryDraws).set({ status: 'claimed', address: { name: '张三', phone: '13900000000', regionText: '上海市浦东新区', detail: '世纪大道100号' } }).where(eq(lotteryDraws.id, won!.id));
    const { phone, code } = await freshCode(token);
    expect((await apiPost(t.app, 'users/account-cancel', { phone, code }, as(token))).body).toMatchObject({ code: 200 });
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).toEqual([]);
    const [kept] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, won!.id));
    expect(kept).toMatchObject({ status: 'claimed', address: null });
  });

  it('should delete or anonymise the person, keep orders without them, end every session and let the phone register again', async () => {
    const token = await reader();
    const second = await (async () => {
      const { phone, code } = await freshCode(token);
      return (await apiPost(t.app, 'login', { phone, code }, { ip: '10.88.0.2' })).body.data.token as string;
    })();
    const placed = await order(t, token, { typeId: 3 });
    await t.db.update(subscriptionOrders).set({ status: 'closed', closedAt: t.clock.now() }).where(eq(subscriptionOrders.orderNo, placed.orderNo));
    const avatar = await upload(t, token, 'users/upload');
    await apiPost(t.app, 'users/portrait', { avatar: avatar.data.avatar }, as(token));
    await fileFeedback(t, token);
    const userId = (await apiGet(t.app, 'users/show', {}, as(token))).body.data.id as number;

    const { phone, code } = await freshCode(token);
    const cancelled = await apiPost(t.app, 'users/account-cancel', { phone, code }, as(token));
    expect(cancelled.body).toMatchObject({ code: 200, data: { cancelled: true } });

    for (const old of [token, second]) expect((await apiGet(t.app, 'users/show', {}, as(old))).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ nickname: '已注销用户', avatar: '' });
    expect(row?.phone).not.toContain(phone);
    expect(row?.cancelledAt).not.toBeNull();
    const [kept] = await t.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.orderNo, placed.orderNo));
    expect(kept).toMatchObject({ userId, address: null });
    expect(storage().keys().filter((key) => key.startsWith(`avatars/${userId}/`) || key.startsWith(`feedback/${userId}/`))).toEqual([]);

    t.clock.advance(t.config.sms.resendSeconds + 1);
    await requestSmsCode(t.app, { phone }, { ip: '10.88.0.3' });
    const again = t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
    const login = await apiPost(t.app, 'login', { phone, code: again }, { ip: '10.88.0.3' });
    expect(login.status).toBe(200);
    const fresh = await apiGet(t.app, 'users/show', {}, as(login.body.data.token as string));
    expect(fresh.body.data.id).not.toBe(userId);
    expect((await apiGet(t.app, 'feedback/list', {}, as(login.body.data.token as string))).body.data.total).toBe(0);
  });
});
