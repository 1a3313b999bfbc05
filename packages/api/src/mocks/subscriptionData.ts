import type { Address, AreaNodeOut, Order, SubscribeType, Subscription } from '../contract/subscription.ts';
import { demoAnswers } from './recorded/demoAnswers.ts';

/** The subscribe types of the demo catalogue, as the server sells them (recorded). */
export const subscribeTypes: SubscribeType[] = demoAnswers.subscribeTypes;

/** Levels of the area picker the mocks know: the provinces ('0'), Shanghai and Beijing down to districts. */
export const regions: Record<string, AreaNodeOut[]> = demoAnswers.regions;

/** An order number the mocks treat as someone else's or unknown (404 订单不存在). */
export const MOCK_MISSING_ORDER_NO = 'SQ20000101000000MISSNG';
/** The order number of the mocks' orders unless a test says otherwise. */
export const MOCK_ORDER_NO = 'SQ20260316100000ABC123';
/** Ids the mocks treat as not the reader's (404). */
export const MOCK_MISSING_ID = 99_999;

function typeOf(id: number): SubscribeType {
  const type = subscribeTypes.find((candidate) => candidate.id === id) ?? subscribeTypes[0];
  if (!type) throw new Error('@shqcb/api/mocks: no recorded subscribe types');
  return type;
}

/** A delivery address in Pudong, Shanghai, with overrides. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    name: '张三',
    phone: '13800138000',
    regionText: '上海市浦东新区',
    regionCodes: ['310000', '310100', '310115'],
    detail: '世纪大道100号',
    isDefault: true,
    inShanghai: true,
    ...overrides,
  };
}

/**
 * An order: by default an unpaid order for the 电子报年卡 (as the server answers right after
 * createOrder), with overrides; `status` alone does not fill the other fields, pass them too.
 */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const type = typeOf(overrides.typeId ?? 3);
  return {
    orderNo: MOCK_ORDER_NO,
    kind: 'new',
    typeId: type.id,
    typeName: type.name,
    description: `订阅${type.name}（${type.months}个月）`,
    amountFen: type.priceFen,
    status: 'created',
    createdAt: '2026-03-16T02:00:00.000Z',
    expiresAt: '2026-03-16T02:30:00.000Z',
    paidAt: null,
    refundReason: null,
    refundRequestedAt: null,
    refundedAt: null,
    address: null,
    subscriptionId: null,
    canPay: true,
    canRefund: false,
    canCancelRefund: false,
    ...overrides,
  };
}

/** A paid order (within its refund window), with overrides. */
export function makePaidOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({ status: 'paid', paidAt: '2026-03-16T02:05:00.000Z', subscriptionId: 1, canPay: false, canRefund: true, ...overrides });
}

/** A subscription: by default an active 电子报年卡 bought online, with overrides. */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const type = typeOf(overrides.typeId ?? 3);
  return {
    id: 1,
    typeId: type.id,
    typeName: type.name,
    kind: type.kind,
    source: 'online',
    status: 'active',
    startDate: '2026-03-16',
    endDate: '2027-03-15',
    daysLeft: 365,
    delivery: type.delivery,
    epaper: type.epaper,
    deliveryText: type.delivery ? '投递中' : '',
    address: null,
    renewable: false,
    upgradable: !type.delivery,
    orderNo: MOCK_ORDER_NO,
    pauses: [],
    missed: [],
    history: [{ at: '2026-03-16T02:05:00.000Z', kind: 'created', text: `订阅${type.name}，2026-03-16 起（订单 ${MOCK_ORDER_NO}）` }],
    ...overrides,
  };
}

/** A printed subscription delivered to {@link makeAddress}, with overrides. */
export function makePrintSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const address = makeAddress();
  return makeSubscription({
    typeId: 1,
    startDate: '2026-03-17',
    endDate: '2027-03-16',
    address: { name: address.name, phone: address.phone, regionText: address.regionText, detail: address.detail },
    ...overrides,
  });
}
