import { useSearchParams } from 'react-router';
import { subscriberShow } from '@shqcb/api/contract/subscription';
import { useApiQuery } from '@shqcb/api/query';
import { ListFooter } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { formatTime } from '../../format/orderStatus.ts';
import './HistoryOrderScreen.css';

/**
 * The history of a subscription (SPEC §2 /history-order?id=): every change — subscribed or bound,
 * address, upgrade, vacation stops, missed papers, renewal, refund — newest first.
 */
export default function HistoryOrderScreen() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const shown = useApiQuery(subscriberShow);
  const subscription = shown.data?.subscriptions.find((s) => s.id === id);
  return (
    <Page title="订阅变更记录">
      {subscription ? (
        <section className="shq-sub-section" aria-labelledby="shq-history-title">
          <h2 className="shq-sub-section__title" id="shq-history-title">
            {subscription.typeName}
          </h2>
          <p className="shq-sub-section__note">
            {subscription.startDate} 至 {subscription.endDate}
          </p>
          {subscription.history.length === 0 ? (
            <ListFooter status="empty" />
          ) : (
            <ol className="shq-history">
              {subscription.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="shq-history__entry">
                  <time dateTime={entry.at} className="shq-history__time">
                    {formatTime(entry.at)}
                  </time>
                  <span>{entry.text}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : shown.data ? (
        <ListFooter status="empty" />
      ) : (
        <ListFooter status={shown.isError ? 'error' : 'loading'} onRetry={() => void shown.refetch()} />
      )}
    </Page>
  );
}
