import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { API_PREFIX } from '@shqcb/api/contract';
import { imageRefusals, MAX_IMAGE_BYTES, userUpload, userUploadImg } from '@shqcb/api/contract/user';
import type { AppDeps } from './AppDeps.ts';
import { followContentVersion } from './cache/contentVersion.ts';
import { createSharedAnswers } from './cache/sharedAnswers.ts';
import { systemClock, type Clock } from './Clock.ts';
import { isDemoMode, type Config } from './config.ts';
import type { Db } from './db/Db.ts';
import { accessLog } from './http/accessLog.ts';
import { compressAnswers } from './http/compressAnswers.ts';
import type { AppEnv } from './http/AppEnv.ts';
import { clientIp } from './http/clientIp.ts';
import { fail } from './http/envelope.ts';
import { loopbackOnly } from './http/loopbackOnly.ts';
import { errorHandler } from './http/errorHandler.ts';
import { consoleLogger, type Logger } from './Logger.ts';
import { apiDocsRoutes } from './modules/docs/apiDocsRoutes.ts';
import { mountContract } from './api/mountContract.ts';
import { devRoutes } from './modules/dev/devRoutes.ts';
import { cashierRoutes } from './modules/pay/cashierRoutes.ts';
import { payRoutes } from './modules/pay/payRoutes.ts';
import { MEDIA_PREFIX } from './modules/media/mediaPaths.ts';
import { mediaRoutes } from './modules/media/mediaRoutes.ts';
import { nextPublishTime } from './modules/content/newsLists.ts';
import { uploadRoutes } from './modules/users/uploadRoutes.ts';
import { staffRoutes } from './modules/staff/staffRoutes.ts';
import { simulatorRoutes } from './modules/wechat/simulatorRoutes.ts';
import { wechatRoutes } from './modules/wechat/wechatRoutes.ts';
import { createProviders } from './providers/createProviders.ts';
import type { Providers } from './providers/Providers.ts';
import { baseSecurityHeaders } from './static/securityHeaders.ts';
import { staticRoutes } from './static/staticRoutes.ts';
import { serverRenderedPages } from './ssr/serverRenderedPages.ts';

/**
 * Sets a header the answer does not have yet. The answer's own headers are changed in place: Hono's
 * `c.header` would copy the whole answer for each header set after `next()`.
 */
function setMissingHeader(c: Context, name: string, value: string): void {
  const { headers } = c.res;
  if (headers.has(name)) return;
  try {
    headers.set(name, value);
  } catch {
    c.header(name, value); // an answer whose headers are immutable (Response.redirect, fetch)
  }
}

/** Largest request body the API reads; every call of the reader fits in a fraction of it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Calls that take a picture: their body may hold one file of up to 10 MB plus the form's framing. */
const UPLOAD_PATHS = new Set([userUpload.path, userUploadImg.path].map((path) => `${API_PREFIX}${path}`));
const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export interface CreateAppOptions {
  db: Db;
  config: Config;
  /** Defaults to the wall clock. */
  clock?: Clock;
  /** Defaults to the adapters the configuration names (local ones unless WECHAT_MODE=real). */
  providers?: Providers;
  /** Defaults to the console. */
  logger?: Logger;
}

/**
 * Builds the HTTP application: the API under /api/front/, generated images under /media/, the
 * demo conveniences under /dev/ (SMS outbox, WeChat simulator; demo and test modes, loopback
 * clients only), and the built reader at /shqcb/. No port is opened;
 * `main.ts` serves it, tests call `app.request(...)`.
 *
 * @example
 * const app = createApp({ db, config: loadConfig() });
 * const res = await app.request('/api/front/titleList');
 */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const providers = options.providers ?? createProviders({ db, clock, config, logger });
  // Answers that are the same for every reader, cached per content version (decision 0049).
  const contentVersion = followContentVersion(db, logger);
  const sharedAnswers = createSharedAnswers({
    version: contentVersion,
    clock,
    nextPublishAfter: (at) => nextPublishTime(db, at),
    onRenewalError: (error) => logger.warn('shared answer renewal failed', { error: String(error) }),
  });
  const deps: AppDeps = { db, clock, providers, config, logger, sharedAnswers };
  const apiBase = API_PREFIX.replace(/\/$/, '');

  const app = new Hono<AppEnv>();
  app.onError(errorHandler(logger));
  app.notFound((c) => (c.req.path.startsWith('/api/') ? fail(c, 404, '接口不存在') : fail(c, 404, '资源不存在')));
  if (config.mode !== 'test') app.use(accessLog(logger));
  const baseHeaders = Object.entries(baseSecurityHeaders(config.mode === 'production'));
  app.use(async (c, next) => {
    c.set('ip', clientIp(c, config.trustProxy));
    await next();
    for (const [name, value] of baseHeaders) setMissingHeader(c, name, value);
    // API answers carry tokens and personal data: no cache may keep them, unless a route says so.
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) setMissingHeader(c, 'Cache-Control', 'no-store');
  });
  // API answers: gzip per answer from 1 KB; shared answers come compressed once (decision 0049).
  app.use(`${apiBase}/*`, compressAnswers());
  app.use(`${MEDIA_PREFIX}/*`, compress());

  apiDocsRoutes(app, { withReference: config.mode !== 'production' });

  const api = new Hono<AppEnv>();
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: (c) => fail(c, imageRefusals.tooLarge.code, imageRefusals.tooLarge.msg) });
  const callLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, '请求内容过大') });
  // A GET or HEAD has no body to limit (and asking for one would build a whole Request per call).
  api.use((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : UPLOAD_PATHS.has(c.req.path) ? uploadLimit(c, next) : callLimit(c, next)));
  mountContract(api, deps);
  wechatRoutes(api, deps);
  payRoutes(api, deps);
  api.all('*', (c) => fail(c, 404, '接口不存在'));
  app.route(apiBase, api);

  const media = new Hono<AppEnv>();
  mediaRoutes(media, deps);
  uploadRoutes(media, deps);
  app.route(MEDIA_PREFIX, media);

  // The demo conveniences: never in production, and only for this machine's own browser.
  if (isDemoMode(config.mode)) {
    const dev = new Hono<AppEnv>();
    dev.use(loopbackOnly());
    if (config.wechat.simulator && providers.wechatSimulator) {
      const simulator = new Hono<AppEnv>();
      simulatorRoutes(simulator, deps);
      dev.route('/wechat', simulator);
    }
    if (providers.localPay) {
      const cashier = new Hono<AppEnv>();
      cashierRoutes(cashier, deps);
      dev.route('/pay', cashier);
    }
    devRoutes(dev, deps);
    app.route('/dev', dev);
  }

  if (config.staffToken) {
    const staff = new Hono<AppEnv>();
    // Demo and test staff pages answer this machine only; production relies on STAFF_TOKEN alone.
    if (isDemoMode(config.mode)) staff.use(loopbackOnly());
    staffRoutes(staff, deps, config.staffToken);
    app.route('/staff', staff);
  }

  if (config.staticDir) {
    // The home and news pages come with their first view rendered (decision 0051); the view's API
    // calls are answered by this app in process.
    const pages = config.ssrEntry
      ? serverRenderedPages({
          staticDir: config.staticDir,
          ssrEntry: config.ssrEntry,
          fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
          clock,
          logger,
          // Rendered again as soon as the content changes, on any instance (decision 0049), or an
          // article comes due.
          contentVersion: async () => String(await contentVersion.read()),
          nextPublishAfter: (at) => nextPublishTime(db, at),
        })
      : undefined;
    staticRoutes(app, config.staticDir, pages);
  }
  return app;
}
