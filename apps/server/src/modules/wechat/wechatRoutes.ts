import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { parseInput } from '../../http/parseInput.ts';
import { siteUrl } from '../../http/siteOrigins.ts';
import { WECHAT_SCOPES } from '../../providers/wechat/WechatOAuth.ts';
import { issueOAuthState, STATE_TTL_SECONDS } from './oauthStates.ts';
import { setApiCookie, STATE_COOKIE } from './wechatCookies.ts';
import { WECHAT_LOGIN_OFF, wechatLoginAvailable } from './wxLogin.ts';

/** Path of the authorisation start below the API prefix (a navigation, not a JSON call). */
export const WX_AUTHORIZE_PATH = 'wxAuthorize';

const authorizeInput = v.object({
  redirect_uri: v.pipe(
    v.string('redirect_uri 不能为空'),
    v.trim(),
    v.nonEmpty('redirect_uri 不能为空'),
    v.maxLength(1000, 'redirect_uri 过长'),
  ),
  scope: v.optional(v.picklist(WECHAT_SCOPES, 'scope 只能是 snsapi_base 或 snsapi_userinfo'), 'snsapi_userinfo'),
});

/**
 * WeChat login:
 *
 * - `GET /api/front/wxAuthorize?redirect_uri=<page>&scope=snsapi_userinfo`: where the reader's
 *   browser goes to authorise. It issues a single-use `state`, keeps it in an httpOnly cookie,
 *   and answers 302 to the adapter's authorisation page (the local simulator, or WeChat's), which
 *   comes back to `redirect_uri` with `code` and `state`. Only addresses of the site are accepted.
 *
 * `POST /api/front/wxLogin { code, state }` is a call of the contract (api/loginHandlers.ts).
 */
export function wechatRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  const route = `/${WX_AUTHORIZE_PATH}`;
  api.get(route, async (c) => {
    const input = parseInput(authorizeInput, c.req.query());
    if (!wechatLoginAvailable(deps)) throw ApiError.of(WECHAT_LOGIN_OFF);
    const target = siteUrl(c, deps.config, input.redirect_uri);
    if (!target) throw new ApiError(400, 'redirect_uri 必须是本站页面地址');
    // A code and state left over from an earlier round would reach the page twice.
    let redirectUri = input.redirect_uri;
    if (target.searchParams.has('code') || target.searchParams.has('state')) {
      target.searchParams.delete('code');
      target.searchParams.delete('state');
      redirectUri = target.href;
    }
    const state = await issueOAuthState(deps.db, deps.clock.now());
    setApiCookie(c, deps.config, STATE_COOKIE, state, STATE_TTL_SECONDS);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(deps.providers.wechatOAuth.authorizeUrl(redirectUri, state, input.scope), 302);
  });
  api.all(route, () => {
    throw new ApiError(405, '请求方法不被允许', { Allow: 'GET, HEAD' });
  });
}
