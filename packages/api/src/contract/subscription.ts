import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema, phoneSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  addressInputEntries,
  addressSchema,
  areaNodeSchema,
  daySchema,
  idempotencyKeySchema,
  optionalIdSchema,
  ORDER_KINDS,
  orderNoSchema,
  orderSchema,
  slipNoSchema,
  slipSchema,
  SUBSCRIPTION_RULES,
  subscribeTypeSchema,
  subscriptionSchema,
} from './subscriptionSchemas.ts';

export {
  HISTORY_KINDS,
  ORDER_KINDS,
  ORDER_STATUSES,
  SHANGHAI_REGION_PREFIX,
  SUBSCRIBE_KINDS,
  SUBSCRIPTION_RULES,
  SUBSCRIPTION_STATUSES,
  addressInputEntries,
  addressSchema,
  addressSnapshotSchema,
  areaNodeSchema,
  daySchema,
  detailSchema,
  historyEntrySchema,
  idempotencyKeySchema,
  joinRegionNames,
  missedReportSchema,
  nameSchema,
  optionalIdSchema,
  orderNoSchema,
  orderSchema,
  pauseSchema,
  receiverPhoneSchema,
  regionCodesSchema,
  slipNoSchema,
  slipSchema,
  subscribeTypeSchema,
  subscriptionSchema,
} from './subscriptionSchemas.ts';
export type {
  Address,
  AddressSnapshot,
  AreaNodeOut,
  DeliveryPause,
  HistoryEntry,
  MissedReport,
  Order,
  OrderKind,
  OrderStatus,
  Slip,
  SubscribeKind,
  SubscribeType,
  Subscription,
  SubscriptionStatus,
} from './subscriptionSchemas.ts';

/**
 * SPEC §7 "Subscription": subscribe types and prices, orders and WeChat Pay, refunds, the reader's
 * subscriptions (slips bound, vacation stops, missed papers) and delivery addresses. Prices come
 * only from the server; money is integer fen.
 */

const typeNotFound = { code: 404, msg: '订阅类型不存在' } as const;
const subscriptionNotFound = { code: 404, msg: '订阅不存在' } as const;
const orderNotFound = { code: 404, msg: '订单不存在' } as const;
const addressNotFound = { code: 404, msg: '收货地址不存在' } as const;
const outOfArea = { code: 400, msg: '纸质报仅限上海市内投递，请选择上海市的收货地址' } as const;
const notUpgradable = { code: 400, msg: '只能升级到更高档位的订阅' } as const;

export const getSubscribeTypeList = endpoint({
  method: 'GET',
  path: 'subscriber/getSubscribeTypeList',
  summary: '可订阅的报纸与年卡，价格以分为单位',
  input: v.object({ kind: v.optional(v.picklist(['newspaper', 'pass'], '订阅类别不正确')) }),
  output: v.array(subscribeTypeSchema),
  example: {},
});

export const getPayValue = endpoint({
  method: 'GET',
  path: 'subscriber/getPayValue',
  auth: 'required',
  summary: '一种订阅的应付金额（分）；带 subscriptionId 时为升级该订阅的差价',
  input: v.object({ typeId: idSchema, subscriptionId: optionalIdSchema }),
  output: v.object({
    typeId: v.number(),
    typeName: v.string(),
    amountFen: v.number(),
    /** The full price of the type, for showing what an upgrade saves. */
    priceFen: v.number(),
    description: v.string(),
  }),
  example: { typeId: 1 },
  refusals: { typeNotFound, subscriptionNotFound, notUpgradable },
});

export const createOrder = endpoint({
  method: 'POST',
  path: 'subscriber/createOrder',
  auth: 'required',
  summary: '下单（价格由服务器计算）；同一 idempotencyKey 重复提交只生成一个订单',
  input: v.object({
    typeId: idSchema,
    kind: v.optional(v.picklist(ORDER_KINDS, '订单类型不正确'), 'new'),
    /** Delivery address, for types with delivery. */
    addressId: optionalIdSchema,
    /** The subscription renewed or upgraded. */
    subscriptionId: optionalIdSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  output: orderSchema,
  example: { typeId: 3, idempotencyKey: 'example-key-000000000001' },
  refusals: {
    typeNotFound,
    addressRequired: { code: 400, msg: '请选择收货地址' },
    addressNotFound,
    outOfArea,
    subscriptionNotFound,
    notUpgradable,
    keyReused: { code: 409, msg: '订单已提交，请勿修改后重复提交' },
    tooManyUnpaid: { code: 429, msg: '未支付的订单过多，请先支付或等待订单关闭' },
  },
});

export const orderIndex = endpoint({
  method: 'GET',
  path: 'subscriber/index',
  auth: 'required',
  summary: '我的订单，最新的在前',
  input: v.object({ page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(orderSchema),
  example: { page: 1, pageSize: 10 },
});

export const refund = endpoint({
  method: 'POST',
  path: 'subscriber/refund',
  auth: 'required',
  summary: `申请退款（支付后${SUBSCRIPTION_RULES.refundDays}天内），须填写原因；审核期间可撤销`,
  input: v.object({
    orderNo: orderNoSchema,
    reason: v.pipe(
      v.string('请填写退款原因'),
      v.trim(),
      v.nonEmpty('请填写退款原因'),
      v.maxLength(SUBSCRIPTION_RULES.maxRefundReason, `退款原因最多${SUBSCRIPTION_RULES.maxRefundReason}个字`),
    ),
  }),
  output: orderSchema,
  example: { orderNo: 'SQ20260316100000ABC123', reason: '不需要了' },
  refusals: {
    orderNotFound,
    notRefundable: { code: 400, msg: '该订单当前不能申请退款' },
    refundExpired: { code: 400, msg: `已超过可退款期限（支付后${SUBSCRIPTION_RULES.refundDays}天内）` },
  },
});

export const cancelRefund = endpoint({
  method: 'POST',
  path: 'subscriber/cancelRefund',
  auth: 'required',
  summary: '撤销尚在审核中的退款申请',
  input: v.object({ orderNo: orderNoSchema }),
  output: orderSchema,
  example: { orderNo: 'SQ20260316100000ABC123' },
  refusals: { orderNotFound, notCancellable: { code: 400, msg: '该订单没有可撤销的退款申请' } },
});

export const subscriberShow = endpoint({
  method: 'GET',
  path: 'subscriber/show',
  auth: 'required',
  summary: '我的订阅：投递状态、停投、漏投报告、变更记录与续订提醒',
  input: v.object({}),
  output: v.object({ subscriptions: v.array(subscriptionSchema) }),
  example: {},
});

export const check = endpoint({
  method: 'POST',
  path: 'subscriber/check',
  auth: 'required',
  summary: '核对订阅单：订阅单号与订阅时登记的手机号',
  input: v.object({ slipNo: slipNoSchema, phone: phoneSchema }),
  output: slipSchema,
  example: { slipNo: 'SH2026000001', phone: '13800138000' },
  refusals: {
    slipNotFound: { code: 404, msg: '订阅单号或手机号不正确' },
    slipClaimed: { code: 409, msg: '该订阅单已被绑定' },
    tooMany: { code: 429, msg: '查询过于频繁，请稍后再试' },
  },
});

export const create = endpoint({
  method: 'POST',
  path: 'subscriber/create',
  auth: 'required',
  summary: '绑定订阅单成为订阅用户；纸质报须选择上海市内的收货地址',
  input: v.object({ slipNo: slipNoSchema, phone: phoneSchema, addressId: optionalIdSchema }),
  output: subscriptionSchema,
  example: { slipNo: 'SH2026000001', phone: '13800138000' },
  refusals: {
    slipNotFound: { code: 404, msg: '订阅单号或手机号不正确' },
    slipClaimed: { code: 409, msg: '该订阅单已被绑定' },
    tooMany: { code: 429, msg: '查询过于频繁，请稍后再试' },
    addressRequired: { code: 400, msg: '请选择收货地址' },
    addressNotFound,
    outOfArea,
  },
});

/** What `edit` changes, by its `action`. */
export const editInputSchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('address'), subscriptionId: idSchema, addressId: idSchema }),
    v.object({ action: v.literal('pause'), subscriptionId: idSchema, from: daySchema('停投开始日期'), to: daySchema('停投结束日期') }),
    v.object({ action: v.literal('resume'), subscriptionId: idSchema, pauseId: idSchema }),
    v.object({
      action: v.literal('missed'),
      subscriptionId: idSchema,
      date: daySchema('漏投日期'),
      note: v.optional(v.pipe(v.string('备注格式不正确'), v.trim(), v.maxLength(100, '备注最多100个字')), ''),
    }),
  ],
  '操作类型不正确',
);
export type EditInput = v.InferInput<typeof editInputSchema>;

export const edit = endpoint({
  method: 'POST',
  path: 'subscriber/edit',
  auth: 'required',
  summary: '修改订阅：更换投递地址（address）、假期停投（pause）与恢复（resume）、报告漏投（missed）',
  input: editInputSchema,
  output: subscriptionSchema,
  example: { action: 'address', subscriptionId: 1, addressId: 1 },
  refusals: {
    subscriptionNotFound,
    addressNotFound,
    outOfArea,
    notDelivered: { code: 400, msg: '该订阅没有纸质报投递' },
    ended: { code: 400, msg: '该订阅已结束' },
    badPause: { code: 400, msg: `停投日期须在订阅期内、从明天起，最长${SUBSCRIPTION_RULES.pauseMaxDays}天` },
    pauseOverlap: { code: 409, msg: '与已有的停投时间重叠' },
    pauseNotFound: { code: 404, msg: '停投记录不存在或已开始' },
    badMissedDate: { code: 400, msg: `只能报告订阅期内、近${SUBSCRIPTION_RULES.missedReportDays}天的漏投` },
    missedPaused: { code: 400, msg: '该日期处于停投期间' },
    missedDuplicate: { code: 409, msg: '该日期已报告过漏投' },
  },
});

export const addressIndex = endpoint({
  method: 'GET',
  path: 'subscriber/addressIndex',
  auth: 'required',
  summary: '我的收货地址，默认地址在前',
  input: v.object({}),
  output: v.array(addressSchema),
  example: {},
});

export const myAddress = endpoint({
  method: 'GET',
  path: 'subscriber/myAddress',
  auth: 'required',
  summary: '默认收货地址（没有默认时为最近使用的一个，没有地址时为 null）',
  input: v.object({}),
  output: v.nullable(addressSchema),
  example: {},
});

const addressRefusals = {
  regionNotFound: { code: 400, msg: '所在地区不存在，请重新选择' },
  tooMany: { code: 400, msg: `最多保存${SUBSCRIPTION_RULES.maxAddresses}个收货地址` },
} as const;

export const addressCreate = endpoint({
  method: 'POST',
  path: 'subscriber/addressCreate',
  auth: 'required',
  summary: `新增收货地址（最多${SUBSCRIPTION_RULES.maxAddresses}个）；第一个地址自动成为默认地址`,
  input: v.object(addressInputEntries),
  output: addressSchema,
  example: { name: '张三', phone: '13800138000', regionCodes: ['310000', '310100', '310115'], detail: '世纪大道100号', isDefault: true },
  refusals: addressRefusals,
});

export const addressEdit = endpoint({
  method: 'POST',
  path: 'subscriber/addressEdit',
  auth: 'required',
  summary: '修改收货地址',
  input: v.object({ id: idSchema, ...addressInputEntries }),
  output: addressSchema,
  example: { id: 1, name: '张三', phone: '13800138000', regionCodes: ['310000', '310100', '310115'], detail: '世纪大道100号', isDefault: true },
  refusals: { addressNotFound, regionNotFound: addressRefusals.regionNotFound },
});

export const addressDelete = endpoint({
  method: 'GET',
  path: 'subscriber/addressDelete',
  auth: 'required',
  summary: '删除收货地址（SPEC §7 为 GET）；删除默认地址时最近的另一个地址成为默认',
  input: v.object({ id: idSchema }),
  output: v.object({ deleted: v.boolean() }),
  example: { id: 1 },
  refusals: { addressNotFound },
});

export const address = endpoint({
  method: 'GET',
  path: 'subscriber/address',
  summary: '地区的下一级（省、市、区县；code 为空或 0 时为省级）',
  input: v.object({
    code: v.optional(v.pipe(v.union([v.string(), v.number()], 'code 格式不正确'), v.transform(String), v.trim(), v.regex(/^(0|\d{6})$/, 'code 格式不正确')), '0'),
  }),
  output: v.array(areaNodeSchema),
  example: { code: '310000' },
  refusals: { regionNotFound: { code: 404, msg: '地区不存在' } },
});

/** Where the reader pays: inside WeChat (JSAPI) or a phone browser (H5). */
export const PAY_SCENES = ['jsapi', 'h5'] as const;
export type PayScene = (typeof PAY_SCENES)[number];

/** The arguments of WeixinJSBridge getBrandWCPayRequest, signed by the server (paySign). */
export const jsapiParamsSchema = v.object({
  appId: v.string(),
  timeStamp: v.string(),
  nonceStr: v.string(),
  package: v.string(),
  signType: v.string(),
  paySign: v.string(),
});
export type JsapiParams = v.InferOutput<typeof jsapiParamsSchema>;

/**
 * How to pay an order: `jsapi` hands `params` to WeChat's getBrandWCPayRequest; `h5` and `cashier`
 * open `url` (WeChat Pay's H5 page, or the demo's local cashier), which comes back to the page the
 * reader gave.
 */
export const payStartSchema = v.variant('kind', [
  v.object({ kind: v.literal('jsapi'), orderNo: v.string(), params: jsapiParamsSchema }),
  v.object({ kind: v.picklist(['h5', 'cashier']), orderNo: v.string(), url: v.string() }),
]);
export type PayStart = v.InferOutput<typeof payStartSchema>;

export const payCreateOrder = endpoint({
  method: 'POST',
  path: 'wechat/pay/createOrder',
  auth: 'required',
  summary: '为订单发起微信支付：微信内 JSAPI（返回 paySign 等参数），手机浏览器 H5（返回支付页地址）',
  input: v.object({
    orderNo: orderNoSchema,
    scene: v.picklist(PAY_SCENES, '支付方式不正确'),
    /** In-app route to come back to after H5 payment (and the demo cashier). */
    returnPath: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, 'returnPath 过长'), v.regex(/^\/[\w\-/?=&%.]*$/, 'returnPath 格式不正确')), '/order-pay-success'),
  }),
  output: payStartSchema,
  example: { orderNo: 'SQ20260316100000ABC123', scene: 'h5' },
  refusals: {
    orderNotFound,
    notPayable: { code: 400, msg: '订单已支付或已关闭' },
    needWechatLogin: { code: 400, msg: '请先使用微信授权登录后再支付' },
    unavailable: { code: 503, msg: '微信支付暂不可用，请稍后重试' },
  },
});

export const queryPayOrder = endpoint({
  method: 'GET',
  path: 'wechat/pay/queryPayOrder',
  auth: 'required',
  summary: '订单及其支付结果；未支付时向微信支付查询（支付通知迟到时以查询为准）',
  input: v.object({ orderNo: orderNoSchema }),
  output: orderSchema,
  example: { orderNo: 'SQ20260316100000ABC123' },
  refusals: { orderNotFound },
});

/** The calls of SPEC §7 "Subscription", the pay calls included. */
export const subscriptionApi = {
  create,
  check,
  createOrder,
  refund,
  cancelRefund,
  edit,
  addressCreate,
  addressEdit,
  getPayValue,
  subscriberShow,
  getSubscribeTypeList,
  orderIndex,
  myAddress,
  addressIndex,
  addressDelete,
  address,
  payCreateOrder,
  queryPayOrder,
} as const;
