import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { phoneSchema } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { newsComments, users } from '../../db/schema.ts';
import { parseInput } from '../../http/parseInput.ts';
import { COMMENT_LINES, demoReaderIds } from '../../seed/seedEngagement.ts';
import { requireVisibleNews } from '../comments/visibleNews.ts';
import { changePoints } from '../points/pointsLedger.ts';

const outboxInput = v.object({ phone: phoneSchema });
const grantInput = v.object({
  phone: phoneSchema,
  points: v.pipe(v.number('积分须为整数'), v.integer('积分须为整数'), v.minValue(1, '积分至少为1'), v.maxValue(100_000, '积分最多为100000')),
});
/** Most comments one /dev/seed-comments call adds. */
export const SEED_COMMENTS_MAX = 2000;
const seedCommentsInput = v.object({
  newsId: v.pipe(v.number('newsId 须为整数'), v.integer('newsId 须为整数'), v.minValue(1, 'newsId 须为正整数')),
  count: v.pipe(v.number('count 须为整数'), v.integer('count 须为整数'), v.minValue(1, 'count 至少为1'), v.maxValue(SEED_COMMENTS_MAX, `count 最多为${SEED_COMMENTS_MAX}`)),
});

/**
 * The `index`-th demo comment: one to four of the demo lines, so rows of a long list differ in
 * height as real comments do (one line to several at 375 px).
 */
export function demoCommentText(index: number): string {
  const lines = 1 + ((index * 7) % 4);
  return Array.from({ length: lines }, (_, k) => COMMENT_LINES[(index + k * 3) % COMMENT_LINES.length]).join('');
}

/**
 * Demo helpers. `createApp` mounts them only in demo and test modes, behind the loopback guard,
 * and only with the local SMS sender, so they cannot leak a real reader's code.
 *
 * GET /dev/sms-outbox?phone=… → `{ code: 0, msg: 'success', data: { code } }`: the newest code.
 * POST /dev/grant-points `{ phone, points }` → the balance: gives a demo reader points to spend in the
 * mall and the lucky draw (a ledger row 演示积分, like every other change of points).
 * POST /dev/seed-comments `{ newsId, count }` → `{ count }`: adds `count` (≤ 2000) published comments
 * of the demo readers to a news item, one minute apart back from now, for long-list
 * checks (the scroll bench of issue 16); the comment API allows a reader a few a minute.
 */
export function devRoutes(dev: Hono<AppEnv>, deps: AppDeps): void {
  const outbox = deps.providers.smsOutbox;
  if (!outbox) return;
  dev.get('/sms-outbox', async (c) => {
    const { phone } = parseInput(outboxInput, c.req.query());
    const message = await outbox.latestTo(phone);
    const code = message?.text.match(/\d{6}/)?.[0];
    if (!code) throw new ApiError(404, '该手机号没有验证码短信');
    return c.json({ code: 0, msg: 'success', data: { code } });
  });
  dev.post('/grant-points', async (c) => {
    const { phone, points } = parseInput(grantInput, await c.req.json().catch(() => ({})));
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (!user) throw new ApiError(404, '该手机号还没有注册');
    const balance = await deps.db.transaction((tx) => changePoints(tx, { userId: user.id, delta: points, reason: 'grant', title: '演示积分', now: deps.clock.now() }));
    return c.json({ code: 0, msg: 'success', data: { balance } });
  });
  dev.post('/seed-comments', async (c) => {
    const { newsId, count } = parseInput(seedCommentsInput, await c.req.json().catch(() => ({})));
    const now = deps.clock.now();
    await requireVisibleNews(deps.db, newsId, now);
    await deps.db.transaction(async (tx) => {
      const readers = await demoReaderIds(tx, now);
      const rows = Array.from({ length: count }, (_, index) => ({
        newsId,
        userId: readers[index % readers.length] ?? 0,
        content: demoCommentText(index),
        status: 'published',
        createdAt: new Date(now.getTime() - (index + 1) * 60_000),
      }));
      // One statement per 500 rows keeps each under PostgreSQL's limit of bound parameters.
      for (let start = 0; start < rows.length; start += 500) await tx.insert(newsComments).values(rows.slice(start, start + 500));
    });
    return c.json({ code: 0, msg: 'success', data: { count } });
  });
}
