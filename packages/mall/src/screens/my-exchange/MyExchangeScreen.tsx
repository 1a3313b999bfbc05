import { EXCHANGE_STATUS_TEXT, mallExchange } from '@shqcb/api/contract/mall';
import { useApiList } from '@shqcb/api/query';
import { ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { formatTime } from '../../components/addressChoice.ts';
import { Page } from '../../components/Page.tsx';

/** 兑换记录 (/my-exchange): each exchange with its state, the code of a virtual good, the delivery of a physical one. */
export default function MyExchangeScreen() {
  const list = useApiList(mallExchange);
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  return (
    <Page title="兑换记录">
      <ul className="shq-mall-list" aria-label="兑换记录">
        {list.items.map((item) => (
          <li key={item.id} className="shq-mall-card" aria-labelledby={`shq-exchange-${item.id}`}>
            <div className="shq-mall-card__head">
              <h2 id={`shq-exchange-${item.id}`} className="shq-mall-card__title">
                {item.goodsName} ×{item.quantity}
              </h2>
              <span className="shq-mall-tag">{EXCHANGE_STATUS_TEXT[item.status]}</span>
            </div>
            <p className="shq-mall-note">
              -{item.points}积分 · {formatTime(item.createdAt)}
            </p>
            {item.code && (
              <p>
                兑换码：<span className="shq-mall-code">{item.code}</span>
              </p>
            )}
            {item.address && (
              <p className="shq-mall-note">
                收货信息：{item.address.name} {item.address.phone} {item.address.regionText}
                {item.address.detail}
                {item.trackingNo ? ` · 运单号 ${item.trackingNo}` : ''}
              </p>
            )}
          </li>
        ))}
      </ul>
      <ListFooter status={list.status} onRetry={list.status === 'error' ? list.refresh : undefined} />
    </Page>
  );
}
