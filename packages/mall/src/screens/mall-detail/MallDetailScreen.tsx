import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { mallBuy, mallExchange, mallShow } from '@shqcb/api/contract/mall';
import type { Exchange } from '@shqcb/api/contract/mall';
import { integralShow } from '@shqcb/api/contract/points';
import { addressIndex } from '@shqcb/api/contract/subscription';
import { apiListKey, apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { Button, showConfirm } from '@shqcb/ui-kit';
import { CHOSEN_ADDRESS_PARAM, chooseAddressPath, newIdempotencyKey } from '../../components/addressChoice.ts';
import { Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import './MallDetailScreen.css';

/**
 * A good and its exchange (SPEC §2 /mall-text-detail/:id): picture, price, stock, the reader's limit
 * and, for a physical good, the delivery address chosen on /address-list of the subscription screens.
 * After the exchange a virtual good shows its code, a physical one its address.
 */
export default function MallDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const goods = useApiQuery(mallShow, { id });
  const points = useApiQuery(integralShow, {});
  const physical = goods.data?.kind === 'physical';
  const addresses = useApiQuery(addressIndex, undefined, { enabled: physical });
  const chosenId = Number(search.get(CHOSEN_ADDRESS_PARAM)) || null;
  const address = (addresses.data ?? []).find((a) => (chosenId ? a.id === chosenId : a.isDefault)) ?? null;
  const [key] = useState(newIdempotencyKey);
  const [done, setDone] = useState<Exchange | null>(null);
  const buy = useApiMutation(mallBuy, {
    invalidate: () => [apiQueryKey(mallShow), apiQueryKey(integralShow), apiListKey(mallExchange)],
    onSuccess: setDone,
  });
  const here = `${location.pathname}${location.search}`;
  const item = goods.data;
  const left = item ? Math.max(0, item.perReaderLimit - item.myQuantity) : 0;
  const exchange = () => {
    if (!item) return;
    showConfirm({ content: `确定用${item.pointsPrice}积分兑换“${item.name}”吗？` }).then(
      () => buy.mutate({ goodsId: item.id, quantity: 1, addressId: physical ? address?.id : undefined, idempotencyKey: key }),
      () => {},
    );
  };
  const blocked = !item || item.stock === 0 || left === 0 || (physical && !address) || (points.data?.balance ?? 0) < item.pointsPrice;

  return (
    <Page
      title="商品详情"
      footer={
        item && !done ? (
          <Button block loading={buy.isPending} disabled={blocked} onClick={exchange}>
            {item.stock === 0 ? '已兑完' : left === 0 ? '已达兑换上限' : `立即兑换（${item.pointsPrice}积分）`}
          </Button>
        ) : undefined
      }
    >
      <QueryState isPending={goods.isPending} isError={goods.isError} onRetry={() => void goods.refetch()} />
      {item && (
        <>
          <img className="shq-mall-detail__cover" src={item.cover} alt={item.name} width={375} height={375} decoding="async" />
          <section className="shq-mall-section" aria-labelledby="shq-goods-name">
            <h2 id="shq-goods-name" className="shq-mall-card__title">
              {item.name}
            </h2>
            <p className="shq-mall-points">{item.pointsPrice}积分</p>
            <p className="shq-mall-note">
              库存 {item.stock} · 每人限兑{item.perReaderLimit}件{item.myQuantity > 0 ? ` · 已兑${item.myQuantity}件` : ''} · {physical ? '实物商品，包邮到家' : '虚拟商品，兑换后发放兑换码'}
            </p>
            {points.data && <p className="shq-mall-note">我的积分：{points.data.balance}</p>}
          </section>
          {physical && !done && (
            <section className="shq-mall-section" aria-labelledby="shq-goods-address">
              <h2 id="shq-goods-address" className="shq-mall-section__title">
                收货地址
              </h2>
              {address ? (
                <p className="shq-mall-note">
                  {address.name} {address.phone}
                  <br />
                  {address.regionText}
                  {address.detail}
                </p>
              ) : (
                <p className="shq-mall-note">{addresses.isPending ? '加载中…' : '请选择收货地址'}</p>
              )}
              <Button variant="text" onClick={() => navigate(chooseAddressPath(here), { replace: true })}>
                {address ? '更换地址' : '选择收货地址'}
              </Button>
            </section>
          )}
          {done && (
            <section className="shq-mall-section shq-mall-detail__done" role="status" aria-labelledby="shq-goods-done">
              <h2 id="shq-goods-done" className="shq-mall-section__title">
                兑换成功
              </h2>
              {done.code && (
                <p>
                  兑换码：<span className="shq-mall-code">{done.code}</span>
                </p>
              )}
              {done.address && (
                <p className="shq-mall-note">
                  将寄往：{done.address.name} {done.address.regionText}
                  {done.address.detail}
                </p>
              )}
              <p className="shq-mall-note">剩余积分：{done.balance}</p>
              <Button variant="secondary" onClick={() => navigate('/my-exchange')}>
                查看兑换记录
              </Button>
            </section>
          )}
          <section className="shq-mall-section" aria-labelledby="shq-goods-detail">
            <h2 id="shq-goods-detail" className="shq-mall-section__title">
              商品介绍
            </h2>
            <p className="shq-mall-detail__text">{item.detail}</p>
          </section>
        </>
      )}
    </Page>
  );
}
