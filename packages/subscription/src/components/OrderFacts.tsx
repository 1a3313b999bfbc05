import type { Order } from '@shqcb/api/contract/subscription';
import { formatFen } from '../format/money.ts';
import { formatTime, ORDER_STATUS_TEXT } from '../format/orderStatus.ts';

/** An order's facts as a description list: what, how much, when, where to. */
export function OrderFacts({ order }: { order: Order }) {
  const rows: [string, string][] = [
    ['订单号', order.orderNo],
    ['商品', order.description],
    ['金额', formatFen(order.amountFen)],
    ['状态', ORDER_STATUS_TEXT[order.status]],
    ['下单时间', formatTime(order.createdAt)],
  ];
  if (order.paidAt) rows.push(['支付时间', formatTime(order.paidAt)]);
  if (order.address) rows.push(['收货地址', `${order.address.name} ${order.address.phone} ${order.address.regionText}${order.address.detail}`]);
  if (order.refundReason) rows.push(['退款原因', order.refundReason]);
  if (order.refundedAt) rows.push(['退款时间', formatTime(order.refundedAt)]);
  return (
    <dl className="shq-sub-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
