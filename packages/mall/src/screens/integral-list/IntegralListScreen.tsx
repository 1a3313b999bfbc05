import { integralRecord, type LedgerEntry } from '@shqcb/api/contract/points';
import { useApiList } from '@shqcb/api/query';
import { VirtualList } from '@shqcb/ui-kit';
import { formatTime } from '../../components/addressChoice.ts';
import { Page } from '../../components/Page.tsx';

/** A ledger row at the default text size: the card (one title line, one note line) and the 12 px above it. */
const ENTRY_HEIGHT = 84;

const entryKey = (entry: LedgerEntry) => entry.id;

function renderEntry(entry: LedgerEntry) {
  return (
    <div className="shq-mall-card">
      <div className="shq-mall-card__head">
        <span className="shq-mall-card__title">{entry.title}</span>
        <span className={`shq-mall-points${entry.delta < 0 ? ' shq-mall-points--minus' : ''}`}>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</span>
      </div>
      <p className="shq-mall-note">
        {formatTime(entry.createdAt)} · 余额 {entry.balanceAfter}
      </p>
    </div>
  );
}

/**
 * 积分明细 (SPEC §2 /my-integralLIst): the ledger, newest first, each with its reason and the balance
 * after it. A reader who signs in every day has a thousand rows in three years: only those near the
 * viewport are mounted (VirtualList, decision 50).
 */
export default function IntegralListScreen() {
  const list = useApiList(integralRecord);
  return (
    <Page title="积分明细">
      <VirtualList
        items={list.items}
        itemKey={entryKey}
        renderItem={renderEntry}
        estimateSize={ENTRY_HEIGHT}
        className="shq-mall-list"
        aria-label="积分明细"
        status={list.status}
        onLoadMore={list.loadMore}
        onRetry={list.status === 'error' ? list.refresh : undefined}
      />
    </Page>
  );
}
