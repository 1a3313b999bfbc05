import type { Hono } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH } from './payNotifyUrls.ts';
import { receiveNotification } from './receiveNotification.ts';

/**
 * The notification endpoints WeChat Pay posts to (under /api/front/). They read the raw body, since
 * the signature covers its exact bytes, and answer as WeChat Pay expects: 204 without a body when
 * taken, or 4xx/5xx with `{ code: 'FAIL', message }` so that it retries.
 */
export function payRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  for (const path of [PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH]) {
    api.post(`/${path}`, async (c) => {
      const answer = await receiveNotification(deps, (name) => c.req.header(name), await c.req.text());
      if (answer.status === 204) return c.body(null, 204);
      return c.json({ code: 'FAIL', message: answer.message }, answer.status);
    });
  }
}
