import type { Order, OrderStatus, SubscriptionStatus } from '@shqcb/api/contract/subscription';

/** What an order's state is called on the screens. */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refund_requested: '退款审核中',
  refunding: '退款处理中',
  refunded: '已退款',
  refund_failed: '退款异常',
};

/** What a subscription's state is called on the screens. */
export const SUBSCRIPTION_STATUS_TEXT: Readonly<Record<SubscriptionStatus, string>> = {
  pending: '待生效',
  active: '订阅中',
  expired: '已到期',
  refunded: '已退订',
};

/** What an order buys, in a word. */
export function orderKindText(kind: Order['kind']): string {
  return kind === 'renew' ? '续订' : kind === 'upgrade' ? '升级' : '订阅';
}

/** 2026-03-16 10:05 in Shanghai from an ISO time. */
export function formatTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16).replace('T', ' ');
}
