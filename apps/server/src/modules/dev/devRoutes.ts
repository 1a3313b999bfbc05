import type { Hono } from 'hono';
import * as v from 'valibot';
import { phoneSchema } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { parseInput } from '../../http/parseInput.ts';

const outboxInput = v.object({ phone: phoneSchema });

/**
 * Demo helpers. `createApp` mounts them only in demo and test modes, behind the loopback guard,
 * and only with the local SMS sender, so they cannot leak a real reader's code.
 *
 * GET /dev/sms-outbox?phone=… → `{ code: 0, msg: 'success', data: { code } }`: the newest code.
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
}
