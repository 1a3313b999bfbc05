import * as v from 'valibot';
import { idSchema, PHONE_PATTERN } from './common.ts';

/**
 * Shapes and rules of SPEC §7 "Subscription": subscribe types, orders, subscriptions and delivery
 * addresses. Money is always an integer number of fen (分); the reader only shows what the server
 * priced, it never sends an amount.
 */

/**
 * Business rules the server enforces and the reader explains (the questions screen, refusals). One
 * table, so the words on the screen cannot drift from what the server does.
 */
export const SUBSCRIPTION_RULES = {
  /** An unpaid order is closed this many minutes after it was created. */
  unpaidMinutes: 30,
  /** A paid order may be refunded until this many days after payment. */
  refundDays: 7,
  /** How long a refund request waits for review before it is sent to WeChat Pay (hours). */
  refundReviewHours: 24,
  /** A delivery pause lasts at most this many days, and starts tomorrow at the earliest. */
  pauseMaxDays: 60,
  /** A missed paper can be reported for this many days after its date. */
  missedReportDays: 30,
  /** A subscription shows the renewal reminder this many days before it ends. */
  renewalReminderDays: 30,
  /** Addresses one reader may keep. */
  maxAddresses: 20,
  /** Longest street address (characters). */
  maxAddressDetail: 100,
  /** Longest refund reason (characters). */
  maxRefundReason: 100,
} as const;

/** Region codes of Shanghai start with this (GB/T 2260): where printed papers are delivered. */
export const SHANGHAI_REGION_PREFIX = '31';

/** What a subscribe type is: the printed paper (delivered in Shanghai) or a pass (e-paper and benefits). */
export const SUBSCRIBE_KINDS = ['newspaper', 'pass'] as const;
export type SubscribeKind = (typeof SUBSCRIBE_KINDS)[number];

/** A product the reader can subscribe to (getSubscribeTypeList). */
export const subscribeTypeSchema = v.object({
  id: v.number(),
  kind: v.picklist(SUBSCRIBE_KINDS),
  name: v.string(),
  summary: v.string(),
  /** Price in fen. */
  priceFen: v.number(),
  months: v.number(),
  /** The printed paper is delivered: an address in Shanghai is needed. */
  delivery: v.boolean(),
  /** Includes the e-paper. */
  epaper: v.boolean(),
  benefits: v.array(v.string()),
});
export type SubscribeType = v.InferOutput<typeof subscribeTypeSchema>;

/**
 * The text of a chain of region names, from the top level down. A municipality is its own province
 * and city (上海市 › 上海市 › 浦东新区), so a name that repeats the one above it is written once.
 *
 * @example
 * joinRegionNames(['上海市', '上海市', '浦东新区']) // '上海市浦东新区'
 * joinRegionNames(['浙江省', '杭州市', '西湖区']) // '浙江省杭州市西湖区'
 */
export function joinRegionNames(names: readonly string[]): string {
  return names.filter((name, i) => name !== names[i - 1]).join('');
}

/** A delivery address as the reader keeps it. `area` is the area picker's text (SPEC §4). */
export const addressSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.string(),
  /** The names of the chosen regions joined ({@link joinRegionNames}), e.g. '上海市浦东新区'. */
  regionText: v.string(),
  /** The regions' codes from the top level down, e.g. ['310000', '310100', '310115']. */
  regionCodes: v.array(v.string()),
  detail: v.string(),
  isDefault: v.boolean(),
  /** The address is in Shanghai, where printed papers are delivered. */
  inShanghai: v.boolean(),
});
export type Address = v.InferOutput<typeof addressSchema>;

/** The address an order or subscription was delivered to, copied when it was placed. */
export const addressSnapshotSchema = v.object({
  name: v.string(),
  phone: v.string(),
  regionText: v.string(),
  detail: v.string(),
});
export type AddressSnapshot = v.InferOutput<typeof addressSnapshotSchema>;

/**
 * An order's state (docs/subscription-states.md): created → paid, created → closed, paid →
 * refund_requested → paid (cancelled) or refunding → refunded (refund_failed when WeChat Pay
 * could not pay it back).
 */
export const ORDER_STATUSES = ['created', 'paid', 'closed', 'refund_requested', 'refunding', 'refunded', 'refund_failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order buys: a new subscription, a renewal (starts when another ends), or an upgrade of one. */
export const ORDER_KINDS = ['new', 'renew', 'upgrade'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** An order as the reader sees it. Times are ISO 8601. */
export const orderSchema = v.object({
  orderNo: v.string(),
  kind: v.picklist(ORDER_KINDS),
  typeId: v.number(),
  typeName: v.string(),
  description: v.string(),
  amountFen: v.number(),
  status: v.picklist(ORDER_STATUSES),
  createdAt: v.string(),
  /** When an unpaid order closes. */
  expiresAt: v.string(),
  paidAt: v.nullable(v.string()),
  refundReason: v.nullable(v.string()),
  refundRequestedAt: v.nullable(v.string()),
  refundedAt: v.nullable(v.string()),
  address: v.nullable(addressSnapshotSchema),
  subscriptionId: v.nullable(v.number()),
  /** The reader may pay it now. */
  canPay: v.boolean(),
  /** The reader may ask for a refund now. */
  canRefund: v.boolean(),
  /** The reader may withdraw the refund request now. */
  canCancelRefund: v.boolean(),
});
export type Order = v.InferOutput<typeof orderSchema>;

/** A subscription's state: active until refunded; `pending` and `expired` come from its dates. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'expired', 'refunded'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A delivery pause (vacation stop), dates inclusive as yyyy-MM-dd. */
export const pauseSchema = v.object({ id: v.number(), from: v.string(), to: v.string() });
export type DeliveryPause = v.InferOutput<typeof pauseSchema>;

/** A missed-paper report. */
export const missedReportSchema = v.object({ id: v.number(), date: v.string(), note: v.string(), createdAt: v.string() });
export type MissedReport = v.InferOutput<typeof missedReportSchema>;

/** One change in a subscription's history (SPEC §2 /history-order). */
export const HISTORY_KINDS = ['created', 'renewed', 'address', 'upgrade', 'pause', 'resume', 'missed', 'refund'] as const;
export const historyEntrySchema = v.object({ at: v.string(), kind: v.picklist(HISTORY_KINDS), text: v.string() });
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

/** A subscription of the reader, with what the "my subscriptions" view shows. Dates are yyyy-MM-dd. */
export const subscriptionSchema = v.object({
  id: v.number(),
  typeId: v.number(),
  typeName: v.string(),
  kind: v.picklist(SUBSCRIBE_KINDS),
  /** Bought online, or a subscription slip (订阅单) bound to the reader. */
  source: v.picklist(['online', 'slip']),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  startDate: v.string(),
  endDate: v.string(),
  daysLeft: v.number(),
  delivery: v.boolean(),
  epaper: v.boolean(),
  /** 投递中, 暂停投递, 未开始 … for printed papers; empty for passes. */
  deliveryText: v.string(),
  address: v.nullable(addressSnapshotSchema),
  /** Within the renewal reminder window and not yet renewed. */
  renewable: v.boolean(),
  /** A higher subscribe type exists to upgrade to. */
  upgradable: v.boolean(),
  orderNo: v.nullable(v.string()),
  pauses: v.array(pauseSchema),
  missed: v.array(missedReportSchema),
  history: v.array(historyEntrySchema),
});
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

/** A subscription slip found by check: what binding it would give. */
export const slipSchema = v.object({
  slipNo: v.string(),
  typeName: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  delivery: v.boolean(),
});
export type Slip = v.InferOutput<typeof slipSchema>;

/** A region of the area picker (SPEC §3 "Area node"). */
export const areaNodeSchema = v.object({ code: v.string(), address: v.string(), hasChildren: v.boolean() });
export type AreaNodeOut = v.InferOutput<typeof areaNodeSchema>;

// --- Inputs ---

/** A day as yyyy-MM-dd. */
export const daySchema = (what: string) => v.pipe(v.string(`请选择${what}`), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, `${what}格式不正确`));

export const nameSchema = v.pipe(
  v.string('请输入收货人姓名'),
  v.trim(),
  v.nonEmpty('请输入收货人姓名'),
  v.maxLength(20, '收货人姓名最多20个字'),
  v.regex(/^[^\p{Cc}<>]+$/u, '收货人姓名不能包含特殊字符'),
);

/** A mobile number of the address (its own words: it is the receiver's, not the reader's). */
export const receiverPhoneSchema = v.pipe(
  v.string('请输入收货人手机号'),
  v.trim(),
  v.nonEmpty('请输入收货人手机号'),
  v.regex(PHONE_PATTERN, '请输入正确的手机号'),
);

/** The regions' codes, top level first: 2 or 3 six-digit GB/T 2260 codes. */
export const regionCodesSchema = v.pipe(
  v.array(v.string('请选择所在地区'), '请选择所在地区'),
  v.minLength(2, '请选择所在地区'),
  v.maxLength(3, '所在地区不存在，请重新选择'),
  v.check((codes) => codes.every((code) => /^\d{6}$/.test(code)), '所在地区不存在，请重新选择'),
);

export const detailSchema = v.pipe(
  v.string('请输入详细地址'),
  v.trim(),
  v.nonEmpty('请输入详细地址'),
  v.maxLength(SUBSCRIPTION_RULES.maxAddressDetail, `详细地址最多${SUBSCRIPTION_RULES.maxAddressDetail}个字`),
  v.regex(/^[^\p{Cc}<>]+$/u, '详细地址不能包含特殊字符'),
);

/** What an address is made of, for addressCreate and addressEdit. */
export const addressInputEntries = {
  name: nameSchema,
  phone: receiverPhoneSchema,
  regionCodes: regionCodesSchema,
  detail: detailSchema,
  isDefault: v.optional(v.boolean('isDefault 格式不正确'), false),
};

/** An order number as the server issues it (also WeChat Pay's out_trade_no). */
export const orderNoSchema = v.pipe(v.string('订单号不能为空'), v.trim(), v.regex(/^SQ\d{14}[0-9A-Z]{6}$/, '订单号格式不正确'));

/** A key the client makes once per order form, so repeating the request makes one order. */
export const idempotencyKeySchema = v.pipe(v.string('缺少 idempotencyKey'), v.trim(), v.regex(/^[\w-]{16,64}$/, 'idempotencyKey 格式不正确'));

/** A subscription slip number (订阅单号): letters and digits as printed on the slip. */
export const slipNoSchema = v.pipe(
  v.string('请输入订阅单号'),
  v.trim(),
  v.nonEmpty('请输入订阅单号'),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{6,20}$/, '订阅单号为6-20位字母或数字'),
);

/** An optional id that may arrive empty from a query string. */
export const optionalIdSchema = v.optional(idSchema);
