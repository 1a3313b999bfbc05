import { useNavigate } from 'react-router';
import type { Subscription } from '@shqcb/api/contract/subscription';
import { Button } from '@shqcb/ui-kit';
import { chooseAddressPath } from '../../components/addressChoice.ts';
import { SUBSCRIPTION_STATUS_TEXT } from '../../format/orderStatus.ts';
import { shanghaiToday } from './dialogDays.ts';

export interface SubscriptionCardProps {
  subscription: Subscription;
  onPause: (subscription: Subscription) => void;
  onResume: (subscription: Subscription, pauseId: number) => void;
  onMissed: (subscription: Subscription) => void;
}

/**
 * One subscription in "my subscriptions": its state, period and delivery, the renewal reminder near
 * its end, and what the reader can do: 假期停投 (and 取消停投), 报告漏投, 更换地址, 升级, 变更记录.
 */
export function SubscriptionCard({ subscription: s, onPause, onResume, onMissed }: SubscriptionCardProps) {
  const navigate = useNavigate();
  const live = s.status === 'active' || s.status === 'pending';
  const titleId = `shq-subscription-${s.id}`;
  return (
    <li className="shq-sub-card shq-subscription" aria-labelledby={titleId}>
      <div className="shq-sub-card__head">
        <h3 className="shq-sub-card__title" id={titleId}>
          {s.typeName}
        </h3>
        <span className={`shq-sub-tag${live ? '' : ' shq-sub-tag--muted'}`}>{SUBSCRIPTION_STATUS_TEXT[s.status]}</span>
      </div>
      <dl className="shq-sub-facts">
        <div>
          <dt>订阅期</dt>
          <dd>
            {s.startDate} 至 {s.endDate}
            {live ? `（剩余${s.daysLeft}天）` : ''}
          </dd>
        </div>
        {s.delivery && (
          <div>
            <dt>投递状态</dt>
            <dd>{s.deliveryText}</dd>
          </div>
        )}
        {s.address && (
          <div>
            <dt>投递地址</dt>
            <dd>
              {s.address.name} {s.address.regionText}
              {s.address.detail}
            </dd>
          </div>
        )}
        {s.source === 'slip' && (
          <div>
            <dt>来源</dt>
            <dd>订阅单绑定</dd>
          </div>
        )}
      </dl>
      {s.pauses.filter((p) => p.to >= shanghaiToday()).map((p) => (
        <p key={p.id} className="shq-subscription__pause">
          停投 {p.from} 至 {p.to}
          <Button variant="text" onClick={() => onResume(s, p.id)}>
            取消停投
          </Button>
        </p>
      ))}
      {s.renewable && (
        <p className="shq-subscription__renew" role="note">
          您的订阅将于 {s.endDate} 到期，续订后不中断投递。
          <Button variant="secondary" onClick={() => navigate(`/annual-pass-write/${s.typeId}?renew=${s.id}`)}>
            立即续订
          </Button>
        </p>
      )}
      <div className="shq-sub-card__actions">
        {s.delivery && live && (
          <>
            <Button variant="text" onClick={() => onPause(s)}>
              假期停投
            </Button>
            <Button variant="text" onClick={() => navigate(chooseAddressPath(`/already-order?edit=${s.id}`, { shanghaiOnly: true }))}>
              更换地址
            </Button>
          </>
        )}
        {s.delivery && s.status !== 'pending' && s.status !== 'refunded' && (
          <Button variant="text" onClick={() => onMissed(s)}>
            报告漏投
          </Button>
        )}
        {s.upgradable && (
          <Button variant="text" onClick={() => navigate(`/order-upgrade?id=${s.id}`)}>
            升级
          </Button>
        )}
        <Button variant="text" onClick={() => navigate(`/history-order?id=${s.id}`)}>
          变更记录
        </Button>
      </div>
    </li>
  );
}
