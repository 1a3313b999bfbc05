/**
 * The database schema of the reference server (PostgreSQL dialect; PGlite runs the same SQL).
 * Migrations in `./migrations` are generated from this file with `pnpm db:generate`.
 *
 * Timestamps are `timestamptz` read as JS `Date`s; the application clock, not the database's
 * `now()`, decides every time-based rule, so tests can move time with a fake clock.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

/** Readers. A reader registers on the first successful SMS login; the phone is the identity. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  nickname: text('nickname').notNull(),
  /** Empty means the server-served default avatar. */
  avatar: text('avatar').notNull().default(''),
  createdAt: createdAt(),
});

/** Login sessions. Only the SHA-256 of a token is stored, so a leaked table grants no access. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** The absolute end (SESSION_MAX_DAYS after login), however often the session is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last use, to a few minutes; a session idle for SESSION_TTL_DAYS is dead. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the reader logged in with, for the list of their sessions ('微信 · iPhone'). */
    device: text('device').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Picture captcha challenges (SPEC §5): the client draws the text, the server keeps only its
 * peppered hash. A challenge is answered once, right or wrong, and lives two minutes.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/** SMS login codes, stored as peppered SHA-256. Only the newest code of a phone can log in. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Every login try counts, the successful one included; no try is accepted at the limit. */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.id)],
);

/**
 * Per-phone send throttle: one row per phone, updated by a single conditional upsert so that
 * concurrent requests cannot both pass the resend window or the daily cap.
 */
export const smsPhoneQuota = pgTable('sms_phone_quota', {
  phone: text('phone').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  /** Calendar day in Asia/Shanghai (YYYY-MM-DD) that `dayCount` belongs to. */
  day: text('day').notNull(),
  dayCount: integer('day_count').notNull(),
});

/**
 * Hits per key in fixed windows, for every rate limit of the server (limits/rateLimit.ts). In the
 * database rather than in memory, so that several server instances on one PostgreSQL share them.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What is limited, e.g. 'sms-ip', 'page-view'. */
    bucket: text('bucket').notNull(),
    /** Who is counted, e.g. a client address. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.bucket, t.windowStart)],
);

/** Messages the local SMS sender "delivered"; development and tests read codes from here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

/** In-app messages of a reader; unread ones make the bell's badge. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`)],
);

/** The tabs of the index tab strip. An aggregate tab (推荐, id 307) lists every category. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  isRed: boolean('is_red').notNull().default(false),
  isBold: boolean('is_bold').notNull().default(false),
  isAggregate: boolean('is_aggregate').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/** News articles. `content` is HTML and is sanitised again on every read. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    title: text('title').notNull(),
    source: text('source').notNull(),
    author: text('author').notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    content: text('content').notNull(),
    voiceUrl: text('voice_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    /** Pinned to the carousel of news/top; lower `topRank` first. */
    isTop: boolean('is_top').notNull().default(false),
    topRank: integer('top_rank').notNull().default(0),
  },
  (t) => [
    index('news_category_published_idx').on(t.categoryId, t.publishedAt),
    index('news_published_idx').on(t.publishedAt),
  ],
);

/** Headlines of the marquee; each opens a news item. */
export const breakingNews = pgTable('breaking_news', {
  id: serial('id').primaryKey(),
  newsId: integer('news_id').notNull().references(() => news.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull(),
  createdAt: createdAt(),
});

/** Advertisements by slot; `link` is an in-app route path. */
export const advertising = pgTable(
  'advertising',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    position: text('position').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('advertising_position_idx').on(t.position, t.sortOrder)],
);

/** Page views reported by the reader (pageStatistics). */
export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    referrer: text('referrer').notNull(),
    ip: text('ip').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/** WeChat users seen by wxLogin, by openid (per official account), with their latest profile. */
export const wechatIdentities = pgTable('wechat_identities', {
  openid: text('openid').primaryKey(),
  /** Across the publisher's WeChat apps; only when the account is bound to an open platform. */
  unionid: text('unionid'),
  nickname: text('nickname').notNull(),
  headimgurl: text('headimgurl').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Which reader a WeChat identity logs in as: at most one reader per openid and one openid per
 * reader. Links are made with `INSERT … ON CONFLICT DO NOTHING`, so races cannot break either rule.
 */
export const wechatUserLinks = pgTable('wechat_user_links', {
  openid: text('openid').primaryKey().references(() => wechatIdentities.openid, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * `state` values handed to WeChat's authorisation page; only their SHA-256 is kept. Single use
 * (consumed by one conditional UPDATE) and short-lived.
 */
export const wechatOAuthStates = pgTable(
  'wechat_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('wechat_oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * A WeChat identity waiting for its reader to bind a phone by SMS login, keyed by the SHA-256 of
 * a random value that only the browser holds (httpOnly cookie).
 */
export const wechatPendingBindings = pgTable(
  'wechat_pending_bindings',
  {
    tokenHash: text('token_hash').primaryKey(),
    openid: text('openid').notNull().references(() => wechatIdentities.openid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_pending_bindings_expires_idx').on(t.expiresAt)],
);

/** Authorisation codes of the local WeChat simulator (SHA-256 only): single use, 5 minutes. */
export const wechatLocalCodes = pgTable('wechat_local_codes', {
  codeHash: text('code_hash').primaryKey(),
  openid: text('openid').notNull(),
  unionid: text('unionid'),
  nickname: text('nickname').notNull(),
  headimgurl: text('headimgurl').notNull(),
  /** snsapi_base codes give no profile, as WeChat's do. */
  scope: text('scope').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Shares reported by the reader (shareController). */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    /** wechat-friend, wechat-timeline, app, system, link or poster. */
    channel: text('channel').notNull(),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'set null' }),
    userId: integer('user_id'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shares_created_idx').on(t.createdAt), index('shares_news_idx').on(t.newsId)],
);

/**
 * Podcast episodes and other audio items (contentList). `voice_url` is absolute or relative to the
 * reader's audio base (the server's own files are `audio/<name>.wav` under /media/).
 */
export const audioItems = pgTable(
  'audio_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    voiceUrl: text('voice_url').notNull(),
    /** Empty when unknown; the player shows 暂无. */
    source: text('source').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Whole seconds; 0 when unknown. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Site-relative or absolute image; empty when none. */
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
  },
  (t) => [index('audio_items_published_idx').on(t.publishedAt)],
);
