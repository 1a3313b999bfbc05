import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { queryPayOrder } from '@shqcb/api/contract/subscription';
import { useApiQuery } from '@shqcb/api/query';
import { Button, ListFooter, Spinner } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { formatFen } from '../../format/money.ts';
import './OrderPaySuccessScreen.css';

/** How often and how many times the page asks whether the payment arrived. */
export const PAY_CHECK_INTERVAL_MS = 1500;
export const PAY_CHECK_TRIES = 6;

/**
 * Back from paying (SPEC §2 /order-pay-success?orderNo=). Coming back proves nothing, so the page
 * asks the server (which asks WeChat Pay when its notification is late) a few times: 支付成功 with
 * the way to the order, or 订单尚未支付 with 继续支付 and the order list when the reader cancelled.
 */
export default function OrderPaySuccessScreen() {
  const navigate = useNavigate();
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const order = useApiQuery(queryPayOrder, { orderNo }, { enabled: orderNo !== '' });
  const [tries, setTries] = useState(1);
  const status = order.data?.status;

  useEffect(() => {
    if (status !== 'created' || tries >= PAY_CHECK_TRIES) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      void order.refetch();
    }, PAY_CHECK_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [status, tries, order]);

  if (!order.data) {
    return <Page title="支付结果">{orderNo === '' ? <ListFooter status="empty" /> : <ListFooter status={order.isError ? 'error' : 'loading'} onRetry={() => void order.refetch()} />}</Page>;
  }
  const data = order.data;
  const checking = data.status === 'created' && tries < PAY_CHECK_TRIES;
  const paid = data.status !== 'created' && data.status !== 'closed';
  return (
    <Page title="支付结果" onBack={() => navigate('/my-order', { replace: true })}>
      <section className="shq-paid" aria-live="polite">
        {checking ? (
          <>
            <Spinner size={32} />
            <h2 className="shq-paid__title">正在确认支付结果…</h2>
          </>
        ) : paid ? (
          <>
            <svg className="shq-paid__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <circle cx="24" cy="24" r="22" fill="currentColor" />
              <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h2 className="shq-paid__title">支付成功</h2>
            <p className="shq-paid__amount">{formatFen(data.amountFen)}</p>
            <p className="shq-sub-section__note">{data.description}</p>
          </>
        ) : (
          <>
            <h2 className="shq-paid__title">{data.status === 'closed' ? '订单已关闭' : '订单尚未支付'}</h2>
            <p className="shq-sub-section__note">{data.status === 'closed' ? '订单超时未支付，已自动关闭。' : '如已完成支付，请稍后在“我的订单”中查看。'}</p>
          </>
        )}
      </section>
      {!checking && (
        <div className="shq-paid__actions">
          {paid ? (
            <Button block onClick={() => navigate(`/order-success/${data.orderNo}`, { replace: true })}>
              查看订单详情
            </Button>
          ) : (
            data.canPay && (
              <Button block onClick={() => navigate(`/order-pay?orderNo=${data.orderNo}`, { replace: true })}>
                继续支付
              </Button>
            )
          )}
          <Button variant="secondary" block onClick={() => navigate('/my-order', { replace: true })}>
            我的订单
          </Button>
        </div>
      )}
    </Page>
  );
}
