import { createOrder, getPayValue } from '../contract/subscription.ts';
import type { subscriptionApi } from '../contract/subscription.ts';
import { MockRefusal } from './endpointHandler.ts';
import type { GroupMocks } from './mockTypes.ts';
import { MOCK_MISSING_ID, MOCK_MISSING_ORDER_NO, makeAddress, makeOrder, makePaidOrder, makePrintSubscription, makeSubscription, regions, subscribeTypes } from './subscriptionData.ts';

const orderNotFound = { code: 404, msg: '订单不存在' };

function knownOrder(orderNo: string): void {
  if (orderNo === MOCK_MISSING_ORDER_NO) throw new MockRefusal(orderNotFound);
}

function knownType(typeId: number) {
  const type = subscribeTypes.find((candidate) => candidate.id === typeId);
  if (!type) throw new MockRefusal(getPayValue.refusals.typeNotFound);
  return type;
}

function knownAddress(id: number | undefined): void {
  if (id === MOCK_MISSING_ID) throw new MockRefusal(createOrder.refusals.addressNotFound);
}

/**
 * SPEC §7 "Subscription": a reader of the demo catalogue (recorded), with one unpaid order, one
 * 电子报年卡 subscription and one address in Shanghai, as the reference server answers for such a
 * reader. Tests override calls with `mockEndpoint` for other states.
 */
export const subscriptionMocks: GroupMocks<typeof subscriptionApi> = {
  getSubscribeTypeList: { answer: ({ input }) => subscribeTypes.filter((type) => !input.kind || type.kind === input.kind) },
  getPayValue: {
    answer: ({ input }) => {
      const type = knownType(input.typeId);
      if (input.subscriptionId === MOCK_MISSING_ID) throw new MockRefusal(getPayValue.refusals.subscriptionNotFound);
      return { typeId: type.id, typeName: type.name, amountFen: type.priceFen, priceFen: type.priceFen, description: `订阅${type.name}（${type.months}个月）` };
    },
    refusing: { typeNotFound: { typeId: 404 }, subscriptionNotFound: { typeId: 4, subscriptionId: MOCK_MISSING_ID } },
  },
  createOrder: {
    answer: ({ input }) => {
      const type = knownType(input.typeId);
      knownAddress(input.addressId);
      if (type.delivery && input.addressId === undefined) throw new MockRefusal(createOrder.refusals.addressRequired);
      const address = type.delivery ? makeAddress({ id: input.addressId }) : null;
      return makeOrder({ typeId: type.id, kind: input.kind, address: address && { name: address.name, phone: address.phone, regionText: address.regionText, detail: address.detail } });
    },
    refusing: {
      typeNotFound: { typeId: 404, idempotencyKey: 'mock-refusal-key-0000001' },
      addressRequired: { typeId: 1, idempotencyKey: 'mock-refusal-key-0000002' },
      addressNotFound: { typeId: 1, addressId: MOCK_MISSING_ID, idempotencyKey: 'mock-refusal-key-0000003' },
    },
  },
  orderIndex: { answer: ({ input }) => ({ list: input.page === 1 ? [makeOrder()] : [], page: input.page, pageSize: input.pageSize, total: 1, hasMore: false }) },
  refund: {
    answer: ({ input }) => {
      knownOrder(input.orderNo);
      return makePaidOrder({ orderNo: input.orderNo, status: 'refund_requested', refundReason: input.reason, refundRequestedAt: '2026-03-16T03:00:00.000Z', canRefund: false, canCancelRefund: true });
    },
    refusing: { orderNotFound: { orderNo: MOCK_MISSING_ORDER_NO, reason: '不需要了' } },
  },
  cancelRefund: {
    answer: ({ input }) => {
      knownOrder(input.orderNo);
      return makePaidOrder({ orderNo: input.orderNo });
    },
    refusing: { orderNotFound: { orderNo: MOCK_MISSING_ORDER_NO } },
  },
  subscriberShow: { answer: () => ({ subscriptions: [makeSubscription()] }) },
  check: {
    answer: ({ input }) => {
      if (input.slipNo !== 'SH2026000001') throw new MockRefusal({ code: 404, msg: '订阅单号或手机号不正确' });
      return { slipNo: input.slipNo, typeName: '《上海汽车报》全年订阅', startDate: '2026-01-01', endDate: '2026-12-31', delivery: true };
    },
    refusing: { slipNotFound: { slipNo: 'SH2099999999', phone: '13800138000' } },
  },
  create: {
    answer: ({ input }) => {
      if (!/^SH20260000\d\d$/.test(input.slipNo)) throw new MockRefusal({ code: 404, msg: '订阅单号或手机号不正确' });
      knownAddress(input.addressId);
      return makePrintSubscription({ source: 'slip', orderNo: null, startDate: '2026-01-01', endDate: '2026-12-31', history: [{ at: '2026-03-16T02:05:00.000Z', kind: 'created', text: `绑定订阅单 ${input.slipNo}` }] });
    },
    refusing: { slipNotFound: { slipNo: 'SH2099999999', phone: '13800138000' } },
  },
  edit: {
    answer: ({ input }) => {
      if (input.subscriptionId === MOCK_MISSING_ID) throw new MockRefusal({ code: 404, msg: '订阅不存在' });
      const base = makePrintSubscription({ id: input.subscriptionId });
      if (input.action === 'pause') return { ...base, pauses: [{ id: 1, from: input.from, to: input.to }] };
      if (input.action === 'missed') return { ...base, missed: [{ id: 1, date: input.date, note: input.note, createdAt: '2026-03-16T03:00:00.000Z' }] };
      return base;
    },
    refusing: { subscriptionNotFound: { action: 'address', subscriptionId: MOCK_MISSING_ID, addressId: 1 } },
  },
  addressIndex: { answer: () => [makeAddress()] },
  myAddress: { answer: () => makeAddress() },
  addressCreate: {
    answer: ({ input }) => {
      if (input.regionCodes.some((code) => code.startsWith('99'))) throw new MockRefusal({ code: 400, msg: '所在地区不存在，请重新选择' });
      const known = makeAddress();
      const inShanghai = input.regionCodes[0]?.startsWith('31') ?? false;
      return makeAddress({ id: 2, name: input.name, phone: input.phone, detail: input.detail, regionCodes: input.regionCodes, regionText: inShanghai ? known.regionText : input.regionCodes.join(''), isDefault: input.isDefault, inShanghai });
    },
    refusing: { regionNotFound: { name: '张三', phone: '13800138000', regionCodes: ['990000', '990100', '990101'], detail: '某路1号' } },
  },
  addressEdit: {
    answer: ({ input }) => {
      knownAddress(input.id);
      return makeAddress({ id: input.id, name: input.name, phone: input.phone, detail: input.detail, isDefault: input.isDefault || makeAddress().isDefault });
    },
    refusing: { addressNotFound: { id: MOCK_MISSING_ID, name: '张三', phone: '13800138000', regionCodes: ['310000', '310100', '310115'], detail: '某路1号' } },
  },
  addressDelete: {
    answer: ({ input }) => {
      knownAddress(input.id);
      return { deleted: true };
    },
    refusing: { addressNotFound: { id: MOCK_MISSING_ID } },
  },
  address: {
    answer: ({ input }) => {
      const level = regions[input.code];
      if (!level) throw new MockRefusal({ code: 404, msg: '地区不存在' });
      return level;
    },
    refusing: { regionNotFound: { code: '990000' } },
  },
  payCreateOrder: {
    answer: ({ input }) => {
      knownOrder(input.orderNo);
      const back = `http://localhost/shqcb/#${input.returnPath}${input.returnPath.includes('?') ? '&' : '?'}orderNo=${input.orderNo}`;
      return { kind: 'cashier', orderNo: input.orderNo, url: `/dev/pay/cashier?prepay_id=local_wx000000000000000000000000&redirect_url=${encodeURIComponent(back)}` };
    },
    refusing: { orderNotFound: { orderNo: MOCK_MISSING_ORDER_NO, scene: 'h5' } },
  },
  queryPayOrder: {
    answer: ({ input }) => {
      knownOrder(input.orderNo);
      return makeOrder({ orderNo: input.orderNo });
    },
    refusing: { orderNotFound: { orderNo: MOCK_MISSING_ORDER_NO } },
  },
};
