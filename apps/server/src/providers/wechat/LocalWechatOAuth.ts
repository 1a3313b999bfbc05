import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../Clock.ts';
import type { Db } from '../../db/Db.ts';
import { wechatLocalCodes } from '../../db/schema.ts';
import { sqlTimestamp } from '../../db/sqlTimestamp.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { WechatOAuth, WechatScope, WechatUser } from './WechatOAuth.ts';
import { CODE_EXPIRED, CODE_INVALID, CODE_USED } from './wechatRefusal.ts';

/** Where the simulator page is served (see modules/wechat/simulatorRoutes.ts). */
export const SIMULATOR_PATH = '/dev/wechat/authorize';
/** WeChat's codes live 5 minutes; the simulator's do too. */
export const LOCAL_CODE_TTL_SECONDS = 300;

/** The simulator's side of the local adapter: it mints codes for the test user a tester picks. */
export interface WechatSimulator {
  /** A fresh single-use code worth `user` (without the profile for snsapi_base). */
  issueCode(user: WechatUser, scope: WechatScope): Promise<string>;
}

/**
 * The default WeChat OAuth adapter: nothing leaves the machine. The authorisation page is this
 * server's simulator, which stores each code it hands out (as SHA-256) in `wechat_local_codes`;
 * exchanging spends it with one conditional UPDATE, so a code works once, for 5 minutes, even
 * when two requests race with it.
 */
export class LocalWechatOAuth implements WechatOAuth, WechatSimulator {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  authorizeUrl(redirectUri: string, state: string, scope: WechatScope): string {
    return `${SIMULATOR_PATH}?${new URLSearchParams({ redirect_uri: redirectUri, response_type: 'code', scope, state })}`;
  }

  async issueCode(user: WechatUser, scope: WechatScope): Promise<string> {
    // 32 characters, like WeChat's codes.
    const code = randomBytes(24).toString('base64url');
    const now = this.#clock.now();
    await this.#db.insert(wechatLocalCodes).values({
      codeHash: hashCode(code),
      openid: user.openid,
      unionid: user.unionid ?? null,
      nickname: scope === 'snsapi_userinfo' ? user.nickname : '',
      headimgurl: scope === 'snsapi_userinfo' ? user.headimgurl : '',
      scope,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOCAL_CODE_TTL_SECONDS * 1000),
    });
    return code;
  }

  async exchangeCode(code: string): Promise<WechatUser> {
    const now = this.#clock.now();
    const codeHash = hashCode(code);
    const [spent] = await this.#db
      .update(wechatLocalCodes)
      .set({ usedAt: sqlTimestamp(now) })
      .where(and(eq(wechatLocalCodes.codeHash, codeHash), isNull(wechatLocalCodes.usedAt), gt(wechatLocalCodes.expiresAt, now)))
      .returning();
    if (spent) {
      const user: WechatUser = { openid: spent.openid, nickname: spent.nickname, headimgurl: spent.headimgurl };
      if (spent.unionid) user.unionid = spent.unionid;
      return user;
    }
    const [known] = await this.#db.select().from(wechatLocalCodes).where(eq(wechatLocalCodes.codeHash, codeHash));
    if (!known) throw new ApiError(400, CODE_INVALID);
    throw new ApiError(400, known.usedAt ? CODE_USED : CODE_EXPIRED);
  }
}

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
