import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { idempotencyKeySchema, optionalIdSchema } from './subscriptionSchemas.ts';

/**
 * SPEC §7 "Mall": goods priced in points, their detail, exchanging one (`mall/buy`) and the
 * reader's exchange records (`mall/exchange`). Points and stock change in one transaction
 * (decision 35). Physical goods go to one of the reader's delivery addresses; virtual goods give a code.
 */

export const GOODS_KINDS = ['physical', 'virtual'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];
export const EXCHANGE_STATUSES = ['pending', 'shipped', 'issued'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
/** The words each exchange state is shown with. */
export const EXCHANGE_STATUS_TEXT: Readonly<Record<ExchangeStatus, string>> = { pending: '待发货', shipped: '已发货', issued: '已发放' };

/** Most of one good a single exchange takes. */
export const MAX_EXCHANGE_QUANTITY = 99;

export const goodsSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(GOODS_KINDS),
  cover: v.string(),
  summary: v.string(),
  pointsPrice: v.number(),
  stock: v.number(),
  perReaderLimit: v.number(),
});
export type Goods = v.InferOutput<typeof goodsSchema>;

export const goodsDetailSchema = v.object({
  ...goodsSchema.entries,
  detail: v.string(),
  /** How many of this good the reader has exchanged (0 for a visitor). */
  myQuantity: v.number(),
});
export type GoodsDetail = v.InferOutput<typeof goodsDetailSchema>;

export const deliverySnapshotSchema = v.object({ name: v.string(), phone: v.string(), regionText: v.string(), detail: v.string() });
export type DeliverySnapshot = v.InferOutput<typeof deliverySnapshotSchema>;

export const exchangeSchema = v.object({
  id: v.number(),
  orderNo: v.string(),
  goodsId: v.number(),
  goodsName: v.string(),
  kind: v.picklist(GOODS_KINDS),
  quantity: v.number(),
  points: v.number(),
  status: v.picklist(EXCHANGE_STATUSES),
  address: v.nullable(deliverySnapshotSchema),
  /** The code of a virtual good. */
  code: v.nullable(v.string()),
  trackingNo: v.nullable(v.string()),
  createdAt: v.string(),
  /** The balance after the exchange (only on the answer of mall/buy; 0 in lists). */
  balance: v.number(),
});
export type Exchange = v.InferOutput<typeof exchangeSchema>;

export const quantitySchema = v.optional(
  v.pipe(
    v.union([v.string(), v.number()], '兑换数量格式不正确'),
    v.transform((x) => (typeof x === 'string' ? x.trim() : String(x))),
    v.regex(/^-?\d{1,6}$/, '兑换数量格式不正确'),
    v.transform(Number),
    v.minValue(1, '兑换数量至少为1'),
    v.maxValue(MAX_EXCHANGE_QUANTITY, `兑换数量最多为${MAX_EXCHANGE_QUANTITY}`),
  ),
  1,
);

const goodsNotFound = { code: 404, msg: '商品不存在' } as const;

export const mallIndex = endpoint({
  method: 'GET',
  path: 'mall/index',
  summary: '积分商城的商品，按排序；含积分价格与库存',
  input: v.object({ page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(goodsSchema),
  example: { page: 1, pageSize: 10 },
});

export const mallShow = endpoint({
  method: 'GET',
  path: 'mall/show',
  summary: '商品详情；登录时带上本人已兑换的数量',
  input: v.object({ id: idSchema }),
  output: goodsDetailSchema,
  example: { id: 1 },
  refusals: { goodsNotFound },
});

export const mallBuy = endpoint({
  method: 'GET',
  path: 'mall/buy',
  auth: 'required',
  summary: '用积分兑换商品（SPEC §7 为 GET）：积分与库存在同一事务中扣减；同一 idempotencyKey 只兑换一次',
  input: v.object({ goodsId: idSchema, quantity: quantitySchema, addressId: optionalIdSchema, idempotencyKey: idempotencyKeySchema }),
  output: exchangeSchema,
  example: { goodsId: 3, quantity: 1, idempotencyKey: 'example-key-000000000001' },
  refusals: {
    goodsNotFound,
    addressRequired: { code: 400, msg: '实物商品请选择收货地址' },
    addressNotFound: { code: 404, msg: '收货地址不存在' },
    overLimit: { code: 400, msg: '该商品每人限兑${limit}件' },
    outOfStock: { code: 409, msg: '库存不足' },
    notEnoughPoints: { code: 400, msg: '积分不足' },
  },
});

export const mallExchange = endpoint({
  method: 'GET',
  path: 'mall/exchange',
  auth: 'required',
  summary: '我的兑换记录，最新的在前，含状态、收货信息与虚拟商品的兑换码',
  input: v.object({ page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(exchangeSchema),
  example: { page: 1, pageSize: 10 },
});

/** The calls of SPEC §7 "Mall". */
export const mallApi = { mallIndex, mallShow, mallBuy, mallExchange } as const;
