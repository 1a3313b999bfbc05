import { integralRecord } from '@shqcb/api/contract/points';
import { useApiList } from '@shqcb/api/query';
import { ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { formatTime } from '../../components/addressChoice.ts';
import { Page } from '../../components/Page.tsx';

/** 积分明细 (SPEC §2 /my-integralLIst): the ledger, newest first, each with its reason and the balance after it. */
export default function IntegralListScreen() {
  const list = useApiList(integralRecord);
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  return (
    <Page title="积分明细">
      <ul className="shq-mall-list" aria-label="积分明细">
        {list.items.map((entry) => (
          <li key={entry.id} className="shq-mall-card">
            <div className="shq-mall-card__head">
              <span className="shq-mall-card__title">{entry.title}</span>
              <span className={`shq-mall-points${entry.delta < 0 ? ' shq-mall-points--minus' : ''}`}>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</span>
            </div>
            <p className="shq-mall-note">
              {formatTime(entry.createdAt)} · 余额 {entry.balanceAfter}
            </p>
          </li>
        ))}
      </ul>
      <ListFooter status={list.status} onRetry={list.status === 'error' ? list.refresh : undefined} />
    </Page>
  );
}
