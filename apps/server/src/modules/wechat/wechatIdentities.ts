import { eq, sql } from 'drizzle-orm';
import type { WxUserInfo } from '@shqcb/api/contract/login';
import type { Queryable } from '../../db/Db.ts';
import { users, wechatIdentities, wechatUserLinks } from '../../db/schema.ts';
import type { WechatUser } from '../../providers/wechat/WechatOAuth.ts';

/**
 * Stores the identity WeChat vouched for, or refreshes its profile. An snsapi_base login brings
 * no profile, so empty fields keep what an earlier snsapi_userinfo login stored.
 */
export async function saveIdentity(db: Queryable, user: WechatUser, now: Date): Promise<WxUserInfo> {
  const [saved] = await db
    .insert(wechatIdentities)
    .values({ openid: user.openid, unionid: user.unionid ?? null, nickname: user.nickname, headimgurl: user.headimgurl, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: wechatIdentities.openid,
      set: {
        unionid: sql`coalesce(excluded.unionid, ${wechatIdentities.unionid})`,
        nickname: sql`case when excluded.nickname = '' then ${wechatIdentities.nickname} else excluded.nickname end`,
        headimgurl: sql`case when excluded.headimgurl = '' then ${wechatIdentities.headimgurl} else excluded.headimgurl end`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ openid: wechatIdentities.openid, nickname: wechatIdentities.nickname, headimgurl: wechatIdentities.headimgurl });
  if (!saved) throw new Error(`wechat identity ${user.openid} was not saved`);
  return saved;
}

/** The reader an openid logs in as, or `null` while it is not bound to a phone. */
export async function linkedReader(db: Queryable, openid: string): Promise<{ id: number; phone: string } | null> {
  const [reader] = await db
    .select({ id: users.id, phone: users.phone })
    .from(wechatUserLinks)
    .innerJoin(users, eq(users.id, wechatUserLinks.userId))
    .where(eq(wechatUserLinks.openid, openid));
  return reader ?? null;
}

/**
 * Binds an openid to a reader, unless either is bound already (then nothing changes and the
 * answer is `false`). `ON CONFLICT DO NOTHING` covers both unique keys, so races are harmless.
 */
export async function linkIdentity(db: Queryable, openid: string, userId: number, now: Date): Promise<boolean> {
  const linked = await db.insert(wechatUserLinks).values({ openid, userId, createdAt: now }).onConflictDoNothing().returning({ openid: wechatUserLinks.openid });
  return linked.length > 0;
}

/** The WeChat profile bound to a reader, as the login answer carries it, or `null`. */
export async function readerWechatInfo(db: Queryable, userId: number): Promise<WxUserInfo | null> {
  const [info] = await db
    .select({ openid: wechatIdentities.openid, nickname: wechatIdentities.nickname, headimgurl: wechatIdentities.headimgurl })
    .from(wechatUserLinks)
    .innerJoin(wechatIdentities, eq(wechatIdentities.openid, wechatUserLinks.openid))
    .where(eq(wechatUserLinks.userId, userId));
  return info ?? null;
}
