/**
 * The database schema of the reference server (PostgreSQL dialect; PGlite runs the same SQL).
 * Migrations in `./migrations` are generated from this file with `pnpm db:generate`.
 *
 * Timestamps are `timestamptz` read as JS `Date`s; the application clock, not the database's
 * `now()`, decides every time-based rule, so tests can move time with a fake clock.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

/** Readers. A reader registers on the first successful SMS login; the phone is the identity. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  nickname: text('nickname').notNull(),
  /** Empty means the server-served default avatar. */
  avatar: text('avatar').notNull().default(''),
  createdAt: createdAt(),
  /**
   * Set when the reader cancelled the account (PIPL): the row stays only so that kept orders still
   * name a row; phone, nickname and avatar are anonymised, so the phone can register again.
   */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
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
    /** 'system' or 'points' (points messages come from the points module). */
    kind: text('kind').notNull().default('system'),
    /** A route of the reader the message leads to, or ''. */
    link: text('link').notNull().default(''),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('messages_user_idx').on(t.userId, t.id),
  ],
);

/** A reader's feedback (SPEC §2 /feedback); staff answer it in feedback_replies. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    content: text('content').notNull(),
    /** Site-relative URLs from users/uploadImg. */
    images: jsonb('images').$type<string[]>().notNull(),
    contact: text('contact').notNull().default(''),
    createdAt: createdAt(),
    /** The newest staff reply the reader has not opened yet (null: nothing unread). */
    unreadReplyAt: timestamp('unread_reply_at', { withTimezone: true }),
    /** The newest reply of the reader that staff have not answered (null: answered). */
    awaitingStaffAt: timestamp('awaiting_staff_at', { withTimezone: true }),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.id), index('feedback_awaiting_idx').on(t.awaitingStaffAt)],
);

/** The thread of a feedback: staff replies and the reader's answers, oldest first. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id').notNull().references(() => feedback.id, { onDelete: 'cascade' }),
    /** 'staff' or 'reader'. */
    author: text('author').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.id), check('feedback_replies_author', sql`${t.author} in ('staff', 'reader')`)],
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
    // Full-text search by bigrams (issue 12, decision 17): the function is created by migration 0007.
    index('news_search_bigrams_idx').using('gin', sql`shqcb_bigrams(title || ' ' || content)`),
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

/**
 * One row: a number that grows with every write to what the public content answers show
 * (categories, news except its view counts, breaking_news, advertising). Triggers of migration
 * 0011 bump it in the writing transaction and NOTIFY `shqcb_content` with the new value, so every
 * instance's cache of those answers, keyed by this number, agrees with the database (decision 0049).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
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

// --- Subscription, pay and addresses (issue 14; docs/subscription-states.md) ---

/** A reader's delivery addresses. At most one default per reader (partial unique index). */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** GB/T 2260 codes from the province down, joined by '|'. */
    regionCodes: text('region_codes').notNull(),
    regionText: text('region_text').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_addresses_user_idx').on(t.userId), uniqueIndex('delivery_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`)],
);

/** What can be subscribed to and its price in fen (the only prices there are). */
export const subscribeTypes = pgTable('subscribe_types', {
  id: integer('id').primaryKey(),
  /** 'newspaper' (printed, delivered in Shanghai) or 'pass' (e-paper and benefits). */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  priceFen: integer('price_fen').notNull(),
  months: integer('months').notNull(),
  delivery: boolean('delivery').notNull(),
  epaper: boolean('epaper').notNull(),
  /** Upgrades go to a higher rank only. */
  rank: integer('rank').notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * Orders (WeChat Pay's out_trade_no is `order_no`). Every change of `status` is one conditional
 * UPDATE from the state it leaves, so a duplicate notification, a late query and the close job
 * cannot both win. One order per (reader, idempotency key).
 */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    typeId: integer('type_id').notNull().references(() => subscribeTypes.id),
    /** The type an upgrade leaves (to undo it on refund). */
    fromTypeId: integer('from_type_id'),
    /** The subscription an upgrade changes or a renewal follows; for new orders, the one payment created. */
    subscriptionId: integer('subscription_id'),
    amountFen: integer('amount_fen').notNull(),
    description: text('description').notNull(),
    address: jsonb('address').$type<{ name: string; phone: string; regionText: string; regionCodes: string; detail: string }>(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** WeChat Pay's transaction id: one payment confirms one order. */
    transactionId: text('transaction_id').unique(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** out_refund_no, set when the refund is sent to WeChat Pay. */
    refundNo: text('refund_no').unique(),
    refundSubmittedAt: timestamp('refund_submitted_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundError: text('refund_error'),
    /** Last time WeChat Pay was asked about this order, so polling readers cannot flood it. */
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscription_orders_idempotency').on(t.userId, t.idempotencyKey),
    index('subscription_orders_user_idx').on(t.userId, t.createdAt),
    index('subscription_orders_status_idx').on(t.status, t.createdAt),
    check('subscription_orders_amount_positive', sql`${t.amountFen} > 0`),
    check(
      'subscription_orders_status',
      sql`${t.status} in ('created', 'paid', 'closed', 'refund_requested', 'refunding', 'refunded', 'refund_failed')`,
    ),
  ],
);

/** Subscriptions: one per paid new/renew order (unique order_id) or per bound slip (unique slip_no). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull().references(() => subscribeTypes.id),
    source: text('source').notNull(),
    orderId: integer('order_id').unique(),
    slipNo: text('slip_no').unique(),
    /** 'active' or 'refunded'; pending and expired follow from the dates. */
    status: text('status').notNull(),
    /** Shanghai days, yyyy-MM-dd, inclusive. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    address: jsonb('address').$type<{ name: string; phone: string; regionText: string; regionCodes: string; detail: string }>(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** The history of a subscription (SPEC §2 /history-order). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.id)],
);

/** Vacation stops of a printed subscription (inclusive days). */
export const deliveryPauses = pgTable(
  'delivery_pauses',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_pauses_subscription_idx').on(t.subscriptionId)],
);

/** Missed-paper reports: one per subscription and day. */
export const missedPapers = pgTable(
  'missed_papers',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('missed_papers_subscription_date').on(t.subscriptionId, t.date)],
);

/** Subscription slips (订阅单) sold offline, bound once to the reader whose phone they carry. */
export const subscriptionSlips = pgTable('subscription_slips', {
  slipNo: text('slip_no').primaryKey(),
  phone: text('phone').notNull(),
  typeId: integer('type_id').notNull().references(() => subscribeTypes.id),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});

/**
 * The demo's local WeChat Pay (providers/pay/LocalWechatPay.ts): the transactions and refunds it
 * plays WeChat's part for. Never used with WECHAT_PAY_MODE=real.
 */
export const localPayTransactions = pgTable('local_pay_transactions', {
  outTradeNo: text('out_trade_no').primaryKey(),
  prepayId: text('prepay_id').notNull().unique(),
  appid: text('appid').notNull(),
  mchid: text('mchid').notNull(),
  description: text('description').notNull(),
  amountFen: integer('amount_fen').notNull(),
  notifyUrl: text('notify_url').notNull(),
  /** NOTPAY, SUCCESS, CLOSED or REFUND, as WeChat Pay's trade_state. */
  tradeState: text('trade_state').notNull(),
  transactionId: text('transaction_id').unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const localPayRefunds = pgTable('local_pay_refunds', {
  outRefundNo: text('out_refund_no').primaryKey(),
  outTradeNo: text('out_trade_no').notNull(),
  refundId: text('refund_id').notNull().unique(),
  amountFen: integer('amount_fen').notNull(),
  /** PROCESSING, SUCCESS */
  status: text('status').notNull(),
  createdAt: createdAt(),
  successAt: timestamp('success_at', { withTimezone: true }),
});
// --- end Subscription, pay and addresses ---

// --- Points, mall, lucky draw, survey and activity pages (issue 15; docs/decisions/0034-0036) ---

/**
 * A reader's points balance. It changes only by one conditional UPDATE (`balance + delta >= 0`) in
 * the transaction that writes the matching {@link pointsLedger} row, so the ledger always sums to it.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('points_accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
);

/** Append-only ledger of points. `ref_key` makes a credit or debit happen once (e.g. `expire:2026`). */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** signin | exchange | lottery | prize | survey | expire | grant */
    reason: text('reason').notNull(),
    title: text('title').notNull(),
    refKey: text('ref_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('points_ledger_ref').on(t.userId, t.refKey),
    check('points_ledger_delta_nonzero', sql`${t.delta} <> 0`),
    check('points_ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Daily sign-ins: the primary key makes it once per reader per Shanghai day, whatever races. */
export const signIns = pgTable(
  'sign_ins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shanghai calendar day, yyyy-MM-dd. */
    day: text('day').notNull(),
    points: integer('points').notNull(),
    streak: integer('streak').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The year whose points a reader was warned about (one message 30 days before they expire). */
export const pointsExpiryWarnings = pgTable(
  'points_expiry_warnings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);

/** Goods of the points mall. Stock changes only by a conditional UPDATE (`stock >= quantity`). */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** physical (delivered to an address) | virtual (a code) */
    kind: text('kind').notNull(),
    cover: text('cover').notNull(),
    summary: text('summary').notNull(),
    detail: text('detail').notNull(),
    pointsPrice: integer('points_price').notNull(),
    stock: integer('stock').notNull(),
    perReaderLimit: integer('per_reader_limit').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('mall_goods_stock_nonnegative', sql`${t.stock} >= 0`),
    check('mall_goods_price_positive', sql`${t.pointsPrice} > 0`),
    check('mall_goods_limit_positive', sql`${t.perReaderLimit} > 0`),
    check('mall_goods_kind', sql`${t.kind} in ('physical', 'virtual')`),
  ],
);

/** Exchanges of goods for points; one per (reader, idempotency key). */
export const mallExchanges = pgTable(
  'mall_exchanges',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => mallGoods.id),
    goodsName: text('goods_name').notNull(),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    /** pending (awaiting delivery) | shipped | issued (virtual code given) */
    status: text('status').notNull(),
    address: jsonb('address').$type<{ name: string; phone: string; regionText: string; detail: string }>(),
    code: text('code'),
    trackingNo: text('tracking_no'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mall_exchanges_idempotency').on(t.userId, t.idempotencyKey),
    index('mall_exchanges_user_idx').on(t.userId, t.id),
    index('mall_exchanges_goods_user_idx').on(t.goodsId, t.userId),
    check('mall_exchanges_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Prizes of the lucky draw: odds are weight / sum of the weights of prizes still in stock. */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** physical | virtual | points | none (谢谢参与) */
    kind: text('kind').notNull(),
    /** Points a `points` prize credits. */
    points: integer('points').notNull().default(0),
    weight: integer('weight').notNull(),
    /** Null: unlimited. Changes only by a conditional UPDATE (`stock > 0`). */
    stock: integer('stock'),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('lottery_prizes_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`), check('lottery_prizes_weight_nonnegative', sql`${t.weight} >= 0`)],
);

/** Every draw with its result; chances per day are counted here under the reader's account lock. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shanghai calendar day of the draw. */
    day: text('day').notNull(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => lotteryPrizes.id),
    prizeName: text('prize_name').notNull(),
    kind: text('kind').notNull(),
    cost: integer('cost').notNull(),
    /** lost | won (physical, to claim) | claimed | issued (virtual or points) */
    status: text('status').notNull(),
    code: text('code'),
    address: jsonb('address').$type<{ name: string; phone: string; regionText: string; detail: string }>(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_draws_idempotency').on(t.userId, t.idempotencyKey),
    index('lottery_draws_user_day_idx').on(t.userId, t.day),
    index('lottery_draws_created_idx').on(t.createdAt),
  ],
);

/** Questionnaires; `open` ones take answers. */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  points: integer('points').notNull(),
  /** open | closed */
  status: text('status').notNull(),
  createdAt: createdAt(),
});

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** single | multiple */
    kind: text('kind').notNull(),
    required: boolean('required').notNull(),
    options: jsonb('options').$type<{ id: number; text: string }[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyId, t.sortOrder)],
);

/** One submission per reader per survey (unique key). */
export const surveySubmissions = pgTable(
  'survey_submissions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_submissions_once').on(t.surveyId, t.userId)],
);

/** Activity pages (/activity) composed of modules (marketModule/{id}). */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  modules: jsonb('modules').$type<unknown[]>().notNull(),
});
// --- Issue 12 part B: comments, likes and favourites, search keywords, special topics ---

/**
 * Comments on news. `status` is 'published', or 'held' when the text matched the sensitive-word
 * list: a held comment is shown to its author only (审核中) until an editor publishes it.
 */
export const newsComments = pgTable(
  'news_comments',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id').notNull().references(() => news.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, 1–500 characters; never rendered as HTML. */
    content: text('content').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_comments_news_idx').on(t.newsId, t.createdAt),
    check('news_comments_status_check', sql`${t.status} in ('published', 'held')`),
  ],
);

/**
 * Likes ('praise') and favourites ('collect') of news: one row per reader, item and kind, so a
 * count is the number of distinct readers and a repeated request changes nothing.
 */
export const newsReactions = pgTable(
  'news_reactions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    newsId: integer('news_id').notNull().references(() => news.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.newsId, t.kind] }),
    index('news_reactions_news_idx').on(t.newsId, t.kind),
    index('news_reactions_user_idx').on(t.userId, t.kind, t.createdAt),
    check('news_reactions_kind_check', sql`${t.kind} in ('praise', 'collect')`),
  ],
);

/** Keywords readers searched for with results, counted for the hot keywords of news/search. */
export const searchKeywords = pgTable('search_keywords', {
  keyword: text('keyword').primaryKey(),
  hits: integer('hits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Special topics (专题) and their news in the editors' order. */
export const specialTopics = pgTable('special_topics', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  cover: text('cover').notNull().default(''),
  sortOrder: integer('sort_order').notNull(),
});

export const specialTopicNews = pgTable(
  'special_topic_news',
  {
    topicId: integer('topic_id').notNull().references(() => specialTopics.id, { onDelete: 'cascade' }),
    newsId: integer('news_id').notNull().references(() => news.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.newsId] })],
);
// --- end issue 12 part B ---

// --- Issue 12 part A: videos and live events (decision 13) ---

/** Categories of the 视频 tab's strip. */
export const videoCategories = pgTable('video_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Videos. The MP4 and its poster are generated from the id (apps/server/src/modules/video), so a
 * row names no file; `durationSeconds` is the length the generator makes.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => videoCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    source: text('source').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    /** Pinned to the top of the 视频 tab (and the home video module); lower `topRank` first. */
    isTop: boolean('is_top').notNull().default(false),
    topRank: integer('top_rank').notNull().default(0),
  },
  (t) => [index('videos_category_published_idx').on(t.categoryId, t.publishedAt), index('videos_published_idx').on(t.publishedAt)],
);

/** Live events. Live between `startsAt` and `endsAt` (open-ended while null); a replay is a video. */
export const liveVideos = pgTable('live_videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  source: text('source').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  replayVideoId: integer('replay_video_id').references(() => videos.id, { onDelete: 'set null' }),
});

/** Comments on a video or remarks in a live event: exactly one of the two ids is set. */
export const videoComments = pgTable(
  'video_comments',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    liveId: integer('live_id').references(() => liveVideos.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, 1–500 characters; never rendered as HTML. */
    content: text('content').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('video_comments_video_idx').on(t.videoId, t.createdAt),
    index('video_comments_live_idx').on(t.liveId, t.createdAt),
    check('video_comments_status_check', sql`${t.status} in ('published', 'held')`),
    check('video_comments_target_check', sql`(${t.videoId} is null) <> (${t.liveId} is null)`),
  ],
);

/** Likes ('praise') and favourites ('collect') of videos, one row per reader, video and kind (as news_reactions). */
export const videoReactions = pgTable(
  'video_reactions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').notNull().references(() => videos.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId, t.kind] }),
    index('video_reactions_video_idx').on(t.videoId, t.kind),
    index('video_reactions_user_idx').on(t.userId, t.kind, t.createdAt),
    check('video_reactions_kind_check', sql`${t.kind} in ('praise', 'collect')`),
  ],
);
// --- end issue 12 part A ---
