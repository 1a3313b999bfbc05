import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { queryPayOrder } from '@shqcb/api/contract/subscription';
import { useApiQuery } from '@shqcb/api/query';
import { runtime } from '@shqcb/bridge';
import { Button, copyText, ListFooter, showToast } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { formatFen } from '../../format/money.ts';
import { ORDER_STATUS_TEXT } from '../../format/orderStatus.ts';
import { payOrder } from './payOrder.ts';
import './OrderPayScreen.css';

/** Inside the publisher's apps there is no WeChat Pay: what the reader is told instead. */
export const APP_PAY_TEXT = 'App 内暂不支持微信支付。请复制订单链接，在微信中打开完成支付。';

function remaining(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Paying an order (SPEC §2 /order-pay?orderNo=): what it buys, the amount, the time left before it
 * closes, and 微信支付. In WeChat the payment sheet opens over the page; elsewhere the reader goes to
 * the payment page and comes back to /order-pay-success. Inside the apps, where WeChat Pay cannot
 * run, the reader is told so and can copy the link to open in WeChat.
 */
export default function OrderPayScreen() {
  const navigate = useNavigate();
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const order = useApiQuery(queryPayOrder, { orderNo }, { enabled: orderNo !== '' });
  const [now, setNow] = useState(() => Date.now());
  const [paying, setPaying] = useState(false);
  const { inApp } = runtime();

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const data = order.data;
  if (!data) {
    return <Page title="订单支付">{orderNo === '' ? <ListFooter status="empty" /> : <ListFooter status={order.isError ? 'error' : 'loading'} onRetry={() => void order.refetch()} />}</Page>;
  }
  const open = data.canPay && Date.parse(data.expiresAt) > now;
  const pay = async () => {
    setPaying(true);
    try {
      const outcome = await payOrder(orderNo);
      if (outcome === 'ok') navigate(`/order-pay-success?orderNo=${orderNo}`, { replace: true });
      else if (outcome === 'cancel') showToast('已取消支付');
      else if (outcome === 'fail') showToast('支付未成功，请重试');
    } catch {
      // The API client has shown the refusal.
      void order.refetch();
    } finally {
      setPaying(false);
    }
  };

  return (
    <Page
      title="订单支付"
      footer={
        open && !inApp ? (
          <Button block loading={paying} onClick={() => void pay()}>
            微信支付 {formatFen(data.amountFen)}
          </Button>
        ) : undefined
      }
    >
      <section className="shq-pay__amount" aria-labelledby="shq-pay-amount">
        <h2 id="shq-pay-amount" className="shq-pay__label">
          应付金额
        </h2>
        <p className="shq-pay__value">{formatFen(data.amountFen)}</p>
        {open ? <p className="shq-pay__countdown">请在 {remaining(data.expiresAt, now)} 内完成支付</p> : <p className="shq-pay__countdown">{data.status === 'created' ? '订单已超时' : ORDER_STATUS_TEXT[data.status]}</p>}
      </section>
      <section className="shq-sub-section" aria-label="订单信息">
        <dl className="shq-sub-facts">
          <div>
            <dt>商品</dt>
            <dd>{data.description}</dd>
          </div>
          <div>
            <dt>订单号</dt>
            <dd>{data.orderNo}</dd>
          </div>
          {data.address && (
            <div>
              <dt>收货地址</dt>
              <dd>
                {data.address.name} {data.address.phone} {data.address.regionText}
                {data.address.detail}
              </dd>
            </div>
          )}
        </dl>
      </section>
      {open && inApp && (
        <section className="shq-sub-section" aria-label="支付提示">
          <p className="shq-pay__app">{APP_PAY_TEXT}</p>
          <Button variant="secondary" block onClick={() => void copyText(window.location.href).then(() => showToast('已复制订单链接'), () => showToast('复制失败，请稍后重试'))}>
            复制订单链接
          </Button>
        </section>
      )}
      {!open && (
        <div className="shq-pay__after">
          {data.status === 'paid' ? (
            <Button block onClick={() => navigate(`/order-success/${data.orderNo}`, { replace: true })}>
              查看订单
            </Button>
          ) : (
            <Button block onClick={() => navigate('/annual-pass', { replace: true })}>
              重新下单
            </Button>
          )}
        </div>
      )}
    </Page>
  );
}
