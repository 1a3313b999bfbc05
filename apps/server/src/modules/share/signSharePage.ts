import { randomBytes } from 'node:crypto';
import { shareConfig } from '@shqcb/api/contract/login';
import type { OutputOf } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import type { HandlerContext } from '../../http/mountEndpoint.ts';
import { jsSdkSignature, withoutFragment } from './jsSdkSignature.ts';
import { requireSiteUrl } from './requireSiteUrl.ts';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * shareConfig: signs a page of the site for wx.config (JS-SDK) with the current ticket. Addresses of
 * other sites are refused, so the server is no signing oracle for strangers.
 */
export async function signSharePage(deps: AppDeps, url: string, { c }: HandlerContext): Promise<OutputOf<typeof shareConfig>> {
  requireSiteUrl(c, deps, url, shareConfig.refusals.foreignUrl);
  const jsapiTicket = await deps.providers.jsapiTicket.ticket();
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
  const nonceStr = randomNonce(16);
  const signature = jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url: withoutFragment(url) });
  return { appID: deps.config.wechat.appId, timestamp, nonceStr, signature };
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
