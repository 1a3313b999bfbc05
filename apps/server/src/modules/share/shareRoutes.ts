import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import { news, shares } from '../../db/schema.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { siteUrl } from '../../http/siteOrigins.ts';
import { encodeQrCode, QR_MAX_BYTES } from '../../qr/encodeQrCode.ts';
import { qrCodePng } from '../../qr/qrCodePng.ts';
import { currentUserId } from '../auth/currentUserId.ts';
import { FixedWindowCounter } from '../stats/FixedWindowCounter.ts';
import { jsSdkSignature, withoutFragment } from './jsSdkSignature.ts';

/** Largest id PostgreSQL's integer holds; bigger ones cannot name a news item. */
const MAX_ID = 2_147_483_647;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Sharing:
 *
 * - `shareConfig?url=` signs a page of the site for wx.config (JS-SDK) with the current ticket;
 * - `generateQRCode?url=` draws a page of the site as a PNG QR code (base64 in `data.QR`);
 * - `shareController { url, channel, newsId? }` records a share; over the per-IP limit it is
 *   acknowledged but not stored, like a page view.
 *
 * Addresses of other sites are refused, so the server is neither a signing oracle nor a QR code
 * generator for strangers.
 */
export function shareRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  endpointRoute(api, 'shareConfig', async ({ url }, c) => {
    requireSiteUrl(c, deps, url, '只能为本站页面生成分享配置');
    const jsapiTicket = await deps.providers.jsapiTicket.ticket();
    const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
    const nonceStr = randomNonce(16);
    const signature = jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url: withoutFragment(url) });
    return { appID: deps.config.wechat.appId, timestamp, nonceStr, signature };
  });

  endpointRoute(api, 'generateQRCode', ({ url }, c) => {
    requireSiteUrl(c, deps, url, '只能为本站页面生成二维码');
    const bytes = new TextEncoder().encode(url);
    if (bytes.length > QR_MAX_BYTES) throw new ApiError(400, '网址过长，无法生成二维码');
    return { QR: qrCodePng(encodeQrCode(bytes)).toString('base64') };
  });

  const counter = new FixedWindowCounter(deps.config.sharesPerMinute);
  endpointRoute(api, 'shareController', async ({ url, channel, newsId }, c) => {
    requireSiteUrl(c, deps, url, '只能记录本站页面的分享');
    if (newsId !== undefined) {
      const [item] = newsId <= MAX_ID ? await deps.db.select({ id: news.id }).from(news).where(eq(news.id, newsId)) : [];
      if (!item) throw new ApiError(404, '新闻不存在');
    }
    const now = deps.clock.now();
    const ip = c.get('ip');
    if (!counter.hit(ip, now)) return { recorded: false };
    const userId = await currentUserId(deps, c);
    await deps.db.insert(shares).values({ url, channel, newsId: newsId ?? null, userId, ip, createdAt: now });
    return { recorded: true };
  });
}

function requireSiteUrl(c: Context, deps: AppDeps, url: string, refusal: string): void {
  if (!siteUrl(c, deps.config, url)) throw new ApiError(400, refusal);
}

/** Letters and digits from the CSPRNG (rejection sampling keeps them uniform). */
function randomNonce(length: number): string {
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && result.length < length) result += NONCE_ALPHABET[byte % 62];
    }
  }
  return result;
}
