import { useNavigate } from 'react-router';
import { Button, FloatingButtons } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { SLIP_KINDS } from '../order-write/slipKinds.ts';

/**
 * 我有订阅单 (SPEC §2 /order-way): where the reader's subscription slip comes from, each leading to the
 * form that binds it (/order-write/:type); and the way to subscribe online for a reader without one.
 */
export default function OrderWayScreen() {
  const navigate = useNavigate();
  return (
    <Page title="绑定订阅单">
      <p className="shq-sub-section__note" style={{ padding: '0.75rem 1rem 0' }}>
        已通过邮局或报社订阅《上海汽车报》？绑定订阅单后即可在线查看投递情况、申请停投和阅读电子报。
      </p>
      <ul className="shq-sub-list" aria-label="订阅单来源">
        {SLIP_KINDS.map((kind) => (
          <li key={kind.type} className="shq-sub-card">
            <h2 className="shq-sub-card__title" id={`shq-way-${kind.type}`}>
              {kind.name}
            </h2>
            <p className="shq-sub-section__note">{kind.help}</p>
            <div className="shq-sub-card__actions">
              <Button aria-describedby={`shq-way-${kind.type}`} onClick={() => navigate(`/order-write/${kind.type}`)}>
                去绑定
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="shq-sub-empty">
        <Button variant="text" onClick={() => navigate('/annual-pass')}>
          没有订阅单？在线订阅
        </Button>
      </div>
      <FloatingButtons onQuestion={() => navigate('/question')} />
    </Page>
  );
}
