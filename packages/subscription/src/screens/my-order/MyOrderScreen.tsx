import { useNavigate } from 'react-router';
import { cancelRefund, orderIndex, refund, SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { Order } from '@shqcb/api/contract/subscription';
import { apiListKey, apiQueryKey, useApiList, useApiMutation } from '@shqcb/api/query';
import { Button, ListFooter, showConfirm, showEditDialog, showToast, useScrollEnd } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { formatFen } from '../../format/money.ts';
import { formatTime, ORDER_STATUS_TEXT } from '../../format/orderStatus.ts';

/** Asked before a refund request is withdrawn. */
export const CANCEL_REFUND_QUESTION = '确定撤销退款申请吗？撤销后订阅继续有效。';

/**
 * The reader's orders (SPEC §2 /my-order), newest first, page by page: their state, and what can be
 * done now — 去支付, 申请退款 (with a reason, within the refund window), 撤销退款申请, 查看详情.
 */
export default function MyOrderScreen() {
  const navigate = useNavigate();
  const list = useApiList(orderIndex);
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  const keys = () => [apiListKey(orderIndex), apiQueryKey(orderIndex)];
  const askRefund = useApiMutation(refund, { invalidate: keys, onSuccess: () => showToast('退款申请已提交') });
  const withdraw = useApiMutation(cancelRefund, { invalidate: keys, onSuccess: () => showToast('已撤销退款申请') });

  const requestRefund = (order: Order) => {
    showEditDialog({ title: '退款原因', maxLength: SUBSCRIPTION_RULES.maxRefundReason, multiline: true, placeholder: '请填写退款原因', confirmText: '提交申请' }).then(
      (reason) => askRefund.mutate({ orderNo: order.orderNo, reason }),
      () => {},
    );
  };
  const cancelRequest = (order: Order) => {
    showConfirm({ content: CANCEL_REFUND_QUESTION }).then(
      () => withdraw.mutate({ orderNo: order.orderNo }),
      () => {},
    );
  };

  return (
    <Page title="我的订单">
      <ul className="shq-sub-list" aria-label="订单列表">
        {list.items.map((order) => (
          <li key={order.orderNo} className="shq-sub-card" aria-labelledby={`shq-order-${order.orderNo}`}>
            <div className="shq-sub-card__head">
              <h2 className="shq-sub-card__title" id={`shq-order-${order.orderNo}`}>
                {order.typeName}
              </h2>
              <span className={`shq-sub-tag${order.status === 'closed' || order.status === 'refunded' ? ' shq-sub-tag--muted' : ''}`}>{ORDER_STATUS_TEXT[order.status]}</span>
            </div>
            <p className="shq-sub-section__note">
              {order.description} · {formatFen(order.amountFen)}
            </p>
            <p className="shq-sub-section__note">
              {formatTime(order.createdAt)} · 订单号 {order.orderNo}
            </p>
            {order.refundReason && <p className="shq-sub-section__note">退款原因：{order.refundReason}</p>}
            <div className="shq-sub-card__actions">
              {order.canPay && <Button onClick={() => navigate(`/order-pay?orderNo=${order.orderNo}`)}>去支付</Button>}
              {order.canRefund && (
                <Button variant="secondary" onClick={() => requestRefund(order)}>
                  申请退款
                </Button>
              )}
              {order.canCancelRefund && (
                <Button variant="secondary" loading={withdraw.isPending} onClick={() => cancelRequest(order)}>
                  撤销退款申请
                </Button>
              )}
              {order.status !== 'created' && order.status !== 'closed' && (
                <Button variant="text" onClick={() => navigate(`/order-success/${order.orderNo}`)}>
                  查看详情
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ListFooter status={list.status} onRetry={list.status === 'error' ? list.refresh : undefined} />
    </Page>
  );
}
