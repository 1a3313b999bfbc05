import { useNavigate, useParams } from 'react-router';
import { queryPayOrder } from '@shqcb/api/contract/subscription';
import { useApiQuery } from '@shqcb/api/query';
import { Button, ListFooter } from '@shqcb/ui-kit';
import { OrderFacts } from '../../components/OrderFacts.tsx';
import { Page } from '../../components/Page.tsx';

/**
 * An order's details (SPEC §2 /order-success/:id, the id being the order number): what was bought,
 * paid when, delivered where, and its refund if any; with the ways to the subscriptions and orders.
 */
export default function OrderSuccessScreen() {
  const navigate = useNavigate();
  const orderNo = useParams().id ?? '';
  const order = useApiQuery(queryPayOrder, { orderNo }, { enabled: orderNo !== '' });
  return (
    <Page title="订单详情">
      {order.data ? (
        <>
          <section className="shq-sub-section" aria-label="订单信息">
            <h2 className="shq-sub-section__title">{order.data.typeName}</h2>
            <OrderFacts order={order.data} />
          </section>
          <div className="shq-sub-section">
            <Button block onClick={() => navigate('/already-order')}>
              查看我的订阅
            </Button>
            <Button block variant="text" onClick={() => navigate('/my-order')}>
              我的订单
            </Button>
          </div>
        </>
      ) : (
        <ListFooter status={order.isError ? 'error' : 'loading'} onRetry={() => void order.refetch()} />
      )}
    </Page>
  );
}
