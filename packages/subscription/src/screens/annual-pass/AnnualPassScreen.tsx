import { useNavigate } from 'react-router';
import { getSubscribeTypeList } from '@shqcb/api/contract/subscription';
import { useApiQuery } from '@shqcb/api/query';
import { Button, FloatingButtons, ListFooter } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { formatFen } from '../../format/money.ts';
import './AnnualPassScreen.css';

/**
 * 没有订阅单 (SPEC §2 /annual-pass): what can be subscribed to online, with the server's prices
 * (getSubscribeTypeList). A type opens its order form; 我有订阅单 leads to the slip binding instead.
 */
export default function AnnualPassScreen() {
  const navigate = useNavigate();
  const types = useApiQuery(getSubscribeTypeList, {});
  return (
    <Page title="在线订阅">
      <p className="shq-pass__intro">选择订阅方式，在线支付后即刻生效。纸质报仅在上海市内投递。</p>
      {types.data === undefined ? (
        <ListFooter status={types.isError ? 'error' : 'loading'} onRetry={() => void types.refetch()} />
      ) : types.data.length === 0 ? (
        <ListFooter status="empty" />
      ) : (
        <ul className="shq-sub-list" aria-label="订阅类型">
          {types.data.map((type) => (
            <li key={type.id} className="shq-sub-card shq-pass">
              <div className="shq-sub-card__head">
                <h2 className="shq-sub-card__title" id={`shq-pass-${type.id}`}>
                  {type.name}
                </h2>
                <span className="shq-sub-card__price">{formatFen(type.priceFen)}</span>
              </div>
              <p className="shq-sub-section__note">
                {type.summary} · {type.months}个月
              </p>
              <ul className="shq-pass__benefits">
                {type.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <div className="shq-sub-card__actions">
                <Button aria-describedby={`shq-pass-${type.id}`} onClick={() => navigate(`/annual-pass-write/${type.id}`)}>
                  立即订阅
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="shq-pass__slip">
        <Button variant="text" onClick={() => navigate('/order-way')}>
          我有订阅单，去绑定
        </Button>
      </div>
      <FloatingButtons onQuestion={() => navigate('/question')} />
    </Page>
  );
}
