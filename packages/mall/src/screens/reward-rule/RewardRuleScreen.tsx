import { integralRuleList } from '@shqcb/api/contract/points';
import { useApiQuery } from '@shqcb/api/query';
import { EMPTY_TEXT } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';

/** 积分规则 (SPEC §2 /reward-rule): how points are earned and spent, and when they expire. */
export default function RewardRuleScreen() {
  const rules = useApiQuery(integralRuleList);
  return (
    <Page title="积分规则">
      <QueryState isPending={rules.isPending} isError={rules.isError} onRetry={() => void rules.refetch()} />
      {rules.data?.length === 0 && <p className="shq-mall-state">{EMPTY_TEXT}</p>}
      <ul className="shq-mall-list" aria-label="积分规则">
        {rules.data?.map((rule) => (
          <li key={rule.id} className="shq-mall-card">
            <div className="shq-mall-card__head">
              <h2 className="shq-mall-card__title">{rule.title}</h2>
              {rule.points && <span className="shq-mall-points">{rule.points}</span>}
            </div>
            <p className="shq-mall-note">{rule.text}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
