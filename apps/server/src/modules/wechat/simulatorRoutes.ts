import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { siteUrl } from '../../http/siteOrigins.ts';
import { SIMULATOR_PATH } from '../../providers/wechat/LocalWechatOAuth.ts';
import { WECHAT_SCOPES, type WechatScope } from '../../providers/wechat/WechatOAuth.ts';
import { findOrCreateUser } from '../auth/registerUser.ts';
import { maskPhone } from '../users/maskPhone.ts';
import { renderSimulatorError, renderSimulatorPage, SIMULATOR_STYLE_HASH } from './simulatorPage.ts';
import { SIMULATOR_USERS, type SimulatorUser } from './simulatorUsers.ts';
import { linkedReader, linkIdentity, saveIdentity } from './wechatIdentities.ts';

interface Authorisation {
  redirectUri: string;
  /** Origin of `redirectUri`, which the page's CSP lets the form redirect to. */
  redirectOrigin: string;
  state: string;
  scope: WechatScope;
}

/**
 * The local WeChat authorisation simulator, mounted at /dev/wechat (see `createApp` for when).
 * It plays WeChat's part of 网页授权 so the whole round trip runs without a phone:
 *
 * - `GET /dev/wechat/authorize?redirect_uri=&state=&scope=` shows the test users and 拒绝授权;
 * - `POST` of that form answers 303 to `redirect_uri` with `code` and `state` appended (only
 *   `state` on refusal), as WeChat does. The code is single use and lives 5 minutes.
 *
 * `redirect_uri` must be an address of the site, so the page cannot be used to bounce readers
 * elsewhere.
 */
export function simulatorRoutes(router: Hono<AppEnv>, deps: AppDeps): void {
  const simulator = deps.providers.wechatSimulator;
  if (!simulator) return;
  router.use(bodyLimit({ maxSize: 16 * 1024, onError: (c) => page(c, 413, renderSimulatorError('请求内容过大')) }));

  router.get('/authorize', async (c) => {
    const request = readAuthorisation(c, deps, c.req.query());
    if (typeof request === 'string') return page(c, 400, renderSimulatorError(request));
    const choices = await Promise.all(SIMULATOR_USERS.map(async (user) => ({ key: user.key, nickname: user.nickname, description: await describe(deps, user) })));
    const html = renderSimulatorPage({ choices, redirectUri: request.redirectUri, state: request.state, scope: request.scope, action: SIMULATOR_PATH });
    return page(c, 200, html, request.redirectOrigin);
  });

  router.post('/authorize', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const request = readAuthorisation(c, deps, form);
    if (typeof request === 'string') return page(c, 400, renderSimulatorError(request));
    if (form.user === 'deny') return redirectBack(c, request, { state: request.state });
    const picked = SIMULATOR_USERS.find((user) => user.key === form.user);
    if (!picked) return page(c, 400, renderSimulatorError('请选择一个测试用户'));
    const identity = picked.identity();
    if (picked.boundPhone) await ensureBound(deps, picked.boundPhone, identity);
    const code = await simulator.issueCode(identity, request.scope);
    return redirectBack(c, request, { code, state: request.state });
  });

  router.all('/authorize', (c) => {
    c.header('Allow', 'GET, HEAD, POST');
    return page(c, 405, renderSimulatorError('请求方法不被允许'));
  });
}

/** The query or form of an authorisation, checked as WeChat checks it; a string is the refusal. */
function readAuthorisation(c: Context, deps: AppDeps, params: Record<string, string>): Authorisation | string {
  const redirectUri = (params.redirect_uri ?? '').trim();
  const target = redirectUri.length <= 1000 ? siteUrl(c, deps.config, redirectUri) : null;
  if (!target) return 'redirect_uri 参数错误：只能返回本站页面';
  const scope = params.scope ?? 'snsapi_userinfo';
  if (!(WECHAT_SCOPES as readonly string[]).includes(scope)) return 'scope 参数错误或没有 scope 权限';
  const state = params.state ?? '';
  // WeChat's rule for state: a-zA-Z0-9, at most 128 bytes.
  if (!/^[A-Za-z0-9]{0,128}$/.test(state)) return 'state 参数错误：只能包含字母和数字，最多 128 个字符';
  return { redirectUri, redirectOrigin: target.origin, state, scope: scope as WechatScope };
}

/** Appends the answer to the address as WeChat does: after its query, before its fragment. */
function redirectBack(c: Context, request: Authorisation, answer: { code?: string; state: string }): Response {
  const hashAt = request.redirectUri.indexOf('#');
  const base = hashAt < 0 ? request.redirectUri : request.redirectUri.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : request.redirectUri.slice(hashAt);
  const query = new URLSearchParams(answer.code === undefined ? { state: answer.state } : { code: answer.code, state: answer.state });
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`, 303);
}

/** Makes the bound test user's fixture true on any database: the phone's reader exists and is bound to it. */
async function ensureBound(deps: AppDeps, phone: string, identity: ReturnType<SimulatorUser['identity']>): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const reader = await findOrCreateUser(tx, phone, now);
    await saveIdentity(tx, identity, now);
    await linkIdentity(tx, identity.openid, reader.id, now);
  });
}

async function describe(deps: AppDeps, user: SimulatorUser): Promise<string> {
  if (user.key === 'random') return '每次都是一个新的微信用户 · 授权后需绑定手机号';
  const phone = (await linkedReader(deps.db, user.identity().openid))?.phone ?? user.boundPhone;
  return phone ? `已绑定手机号 ${maskPhone(phone)} · 授权后直接登录` : '未绑定手机号 · 授权后需绑定手机号';
}

function page(c: Context, status: ContentfulStatusCode, html: string, redirectOrigin?: string): Response {
  const formAction = ["'self'", redirectOrigin].filter(Boolean).join(' ');
  return c.html(html, status, {
    'Content-Security-Policy': `default-src 'none'; style-src ${SIMULATOR_STYLE_HASH}; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}
