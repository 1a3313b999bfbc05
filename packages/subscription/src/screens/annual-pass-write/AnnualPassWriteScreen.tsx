import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { createOrder, getPayValue, getSubscribeTypeList, SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import { useApiMutation, useApiQuery } from '@shqcb/api/query';
import { Button, ListFooter } from '@shqcb/ui-kit';
import { AddressRow } from '../../components/AddressRow.tsx';
import { newIdempotencyKey } from '../../components/newKey.ts';
import { Page } from '../../components/Page.tsx';
import { useChosenAddress } from '../../components/useChosenAddress.ts';
import { formatFen } from '../../format/money.ts';

/**
 * The order form of a subscribe type (SPEC §2 /annual-pass-write/:type; `?renew=<subscription>` for a
 * renewal): the type, the address for a printed paper (in Shanghai), and the server's price. 提交订单
 * places the order with one idempotency key per visit, so a double tap or a retry makes one order,
 * then opens its payment.
 */
export default function AnnualPassWriteScreen() {
  const navigate = useNavigate();
  const typeId = Number(useParams().type) || 0;
  const [search] = useSearchParams();
  const renewOf = Number(search.get('renew')) || undefined;
  const [key] = useState(newIdempotencyKey);
  const [addressError, setAddressError] = useState<string>();
  const types = useApiQuery(getSubscribeTypeList, {});
  const type = types.data?.find((candidate) => candidate.id === typeId);
  const price = useApiQuery(getPayValue, { typeId }, { enabled: typeId > 0 });
  const { address } = useChosenAddress(true, type?.delivery ?? false);
  const place = useApiMutation(createOrder, { onSuccess: (order) => navigate(`/order-pay?orderNo=${order.orderNo}`, { replace: true }) });

  const submit = () => {
    if (!type) return;
    if (type.delivery && !address) {
      setAddressError('请选择收货地址');
      return;
    }
    place.mutate({ typeId, kind: renewOf ? 'renew' : 'new', subscriptionId: renewOf, addressId: type.delivery ? address?.id : undefined, idempotencyKey: key });
  };

  const title = renewOf ? '续订' : '填写订单';
  if (!type || !price.data) {
    const missing = types.data !== undefined && !type;
    return <Page title={title}>{missing ? <ListFooter status="empty" /> : <ListFooter status={types.isError || price.isError ? 'error' : 'loading'} onRetry={() => void (types.refetch(), price.refetch())} />}</Page>;
  }
  return (
    <Page
      title={title}
      footer={
        <Button block loading={place.isPending} onClick={submit}>
          提交订单 {formatFen(price.data.amountFen)}
        </Button>
      }
    >
      <section className="shq-sub-card" aria-labelledby="shq-write-type">
        <div className="shq-sub-card__head">
          <h2 className="shq-sub-card__title" id="shq-write-type">
            {type.name}
          </h2>
          <span className="shq-sub-card__price">{formatFen(price.data.amountFen)}</span>
        </div>
        <p className="shq-sub-section__note">
          {type.summary} · {type.months}个月{renewOf ? ' · 接续当前订阅' : ''}
        </p>
      </section>
      {type.delivery && <AddressRow address={address} shanghaiOnly error={address ? undefined : addressError} />}
      <p className="shq-sub-section__note" style={{ padding: '0 1rem' }}>
        提交后请在{SUBSCRIPTION_RULES.unpaidMinutes}分钟内完成支付，超时订单将自动关闭。
      </p>
    </Page>
  );
}
