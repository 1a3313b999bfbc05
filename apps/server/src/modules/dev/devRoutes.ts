import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { phoneSchema } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { users } from '../../db/schema.ts';
import { parseInput } from '../../http/parseInput.ts';
import { changePoints } from '../points/pointsLedger.ts';

const outboxInput = v.object({ phone: phoneSchema });
const grantInput = v.object({
  phone: phoneSchema,
  points: v.pipe(v.number('积分须为整数'), v.integer('积分须为整数'), v.minValue(1, '积分至少为1'), v.maxValue(100_000, '积分最多为100000')),
});

/**
 * Demo helpers. `createApp` mounts them only in demo and test modes, behind the loopback guard,
 * and only with the local SMS sender, so they cannot leak a real reader's code.
 *
 * GET /dev/sms-outbox?phone=… → `{ code: 0, msg: 'success', data: { code } }`: the newest code.
 * POST /dev/grant-points `{ phone, points }` → the balance: gives a demo reader points to spend in the
 * mall and the lucky draw (a ledger row 演示积分, like every other change of points).
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
}
