import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { createOrder, getPayValue, getSubscribeTypeList, subscriberShow } from '@shqcb/api/contract/subscription';
import type { SubscribeType, Subscription } from '@shqcb/api/contract/subscription';
import { useApiMutation, useApiQuery } from '@shqcb/api/query';
import { Button, ListFooter } from '@shqcb/ui-kit';
import { AddressRow } from '../../components/AddressRow.tsx';
import { newIdempotencyKey } from '../../components/newKey.ts';
import { Page } from '../../components/Page.tsx';
import { useChosenAddress } from '../../components/useChosenAddress.ts';
import { formatFen } from '../../format/money.ts';

function UpgradeChoice({ subscription, type, chosen, onChoose }: { subscription: Subscription; type: SubscribeType; chosen: boolean; onChoose: () => void }) {
  const price = useApiQuery(getPayValue, { typeId: type.id, subscriptionId: subscription.id }, { silent: true });
  if (!price.data) return null;
  return (
    <li className="shq-sub-card">
      <label className="shq-upgrade__choice">
        <input type="radio" name="upgrade" checked={chosen} onChange={onChoose} />
        <span className="shq-sub-row__value">
          <strong>{type.name}</strong>
          <br />
          <span className="shq-sub-section__note">
            补差价 {formatFen(price.data.amountFen)}（原价 {formatFen(type.priceFen)}）
          </span>
        </span>
      </label>
    </li>
  );
}

/**
 * Upgrading a subscription (SPEC §2 /order-upgrade?id=): the higher types it can become, each at
 * the difference the server computes for the days left (getPayValue), an address when the new type
 * is delivered and the subscription had none, then the order and its payment.
 */
export default function OrderUpgradeScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const [key] = useState(newIdempotencyKey);
  const [typeId, setTypeId] = useState<number | null>(Number(search.get('to')) || null);
  const shown = useApiQuery(subscriberShow);
  const types = useApiQuery(getSubscribeTypeList, {});
  const subscription = shown.data?.subscriptions.find((s) => s.id === id);
  const current = types.data?.find((t) => t.id === subscription?.typeId);
  const targets = (types.data ?? []).filter((t) => current && t.months === current.months && t.priceFen > current.priceFen);
  const target = targets.find((t) => t.id === typeId);
  const needsAddress = Boolean(target?.delivery && !subscription?.address);
  const { address } = useChosenAddress(true, needsAddress);
  const place = useApiMutation(createOrder, { onSuccess: (order) => navigate(`/order-pay?orderNo=${order.orderNo}`, { replace: true }) });

  if (!subscription || !types.data) {
    const missing = shown.data !== undefined && !subscription;
    return <Page title="升级订阅">{missing ? <ListFooter status="empty" /> : <ListFooter status={shown.isError || types.isError ? 'error' : 'loading'} onRetry={() => void (shown.refetch(), types.refetch())} />}</Page>;
  }
  return (
    <Page
      title="升级订阅"
      footer={
        <Button block disabled={!target || (needsAddress && !address)} loading={place.isPending} onClick={() => target && place.mutate({ typeId: target.id, kind: 'upgrade', subscriptionId: subscription.id, addressId: needsAddress ? address?.id : undefined, idempotencyKey: key })}>
          提交升级订单
        </Button>
      }
    >
      <section className="shq-sub-section">
        <h2 className="shq-sub-section__title">当前：{subscription.typeName}</h2>
        <p className="shq-sub-section__note">
          {subscription.startDate} 至 {subscription.endDate}，升级后到期日不变，按剩余天数补差价。
        </p>
      </section>
      {targets.length === 0 ? (
        <p className="shq-sub-empty">已是最高档位，无需升级</p>
      ) : (
        <ul className="shq-sub-list" aria-label="可升级为">
          {targets.map((type) => (
            <UpgradeChoice key={type.id} subscription={subscription} type={type} chosen={type.id === typeId} onChoose={() => setTypeId(type.id)} />
          ))}
        </ul>
      )}
      {needsAddress && <AddressRow address={address} shanghaiOnly />}
    </Page>
  );
}
