import { useState } from 'react';
import { Link } from 'react-router';
import { integralCreate, integralRecord, integralShow, POINTS_RULES } from '@shqcb/api/contract/points';
import { apiListKey, apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { Button, MonthCalendar, SignInCalendar, showToast } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import './MyIntegralScreen.css';

/** Ways to earn and spend, each a route of this package. */
const WAYS = [
  { to: '/questionnaire', label: '参与问卷', note: '提交问卷得积分' },
  { to: '/reward-index', label: '幸运抽奖', note: '用积分赢好礼' },
  { to: '/mall', label: '积分商城', note: '积分兑换好物' },
  { to: '/reward-rule', label: '积分规则', note: '获取方式与有效期' },
] as const;

/** "2026-03" → a Date on the 1st of that month (local time, as the calendar counts days). */
function monthDate(month: string): Date {
  const [year = 2026, mon = 1] = month.split('-').map(Number);
  return new Date(year, mon - 1, 1);
}

/**
 * 我的积分 (SPEC §2 /my-integral): the balance, 签到 with the sign-in calendar pop-up (disabled
 * when today is signed, SPEC §5), the month calendar with the sign-in days, the streak, points about
 * to expire and the ways to earn.
 */
export default function MyIntegralScreen() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [popup, setPopup] = useState(false);
  const summary = useApiQuery(integralShow, month ? { month } : {});
  const today = useApiQuery(integralShow, {});
  const signIn = useApiMutation(integralCreate, {
    invalidate: () => [apiQueryKey(integralShow), apiListKey(integralRecord)],
    onSuccess: (answer) => {
      showToast(`签到成功，获得${answer.points}积分`);
      setPopup(false);
    },
  });
  const data = summary.data;
  const todayData = today.data;
  const todayDate = todayData ? new Date(`${todayData.today}T12:00:00`) : undefined;

  return (
    <Page title="我的积分" className="shq-integral">
      <QueryState isPending={summary.isPending} isError={summary.isError} onRetry={() => void summary.refetch()} />
      {data && todayData && (
        <>
          <section className="shq-integral__hero" aria-labelledby="shq-integral-balance">
            <h2 id="shq-integral-balance" className="shq-integral__label">
              当前积分
            </h2>
            <p className="shq-integral__balance">{todayData.balance}</p>
            <p className="shq-integral__streak">已连续签到 {todayData.streak} 天</p>
            <Button variant={todayData.signedToday ? 'secondary' : 'primary'} onClick={() => setPopup(true)}>
              {todayData.signedToday ? '今日已签到' : `签到 +${todayData.nextSignInPoints}`}
            </Button>
            <Link className="shq-integral__ledger" to="/my-integralLIst">
              积分明细
            </Link>
          </section>
          {todayData.expiring && (
            <p className="shq-mall-section shq-integral__expiring" role="note">
              您有{todayData.expiring.points}积分将于{todayData.expiring.date.replaceAll('-', '/')}过期，请尽快使用。
            </p>
          )}
          <section className="shq-mall-section" aria-labelledby="shq-integral-calendar">
            <h2 id="shq-integral-calendar" className="shq-mall-section__title">
              签到日历
            </h2>
            <MonthCalendar
              month={monthDate(data.month)}
              onMonthChange={(first) => setMonth(`${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`)}
              highlighted={data.signDays}
              today={todayDate}
            />
            <p className="shq-mall-note">
              每天签到得{POINTS_RULES.signInPoints}积分，连续{POINTS_RULES.streakBonusDays}天额外奖励{POINTS_RULES.streakBonus}积分。
            </p>
          </section>
          <section className="shq-mall-section" aria-labelledby="shq-integral-ways">
            <h2 id="shq-integral-ways" className="shq-mall-section__title">
              赚积分 · 用积分
            </h2>
            <ul className="shq-integral__ways">
              {WAYS.map((way) => (
                <li key={way.to}>
                  <Link to={way.to} className="shq-integral__way">
                    <span className="shq-integral__way-label">{way.label}</span>
                    <span className="shq-mall-note">{way.note}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <SignInCalendar
            open={popup}
            signedDates={todayData.signDays}
            onSignIn={() => signIn.mutate({})}
            onClose={() => setPopup(false)}
            signingIn={signIn.isPending}
            today={todayDate}
          >
            <p className="shq-mall-note">今日签到可得{todayData.nextSignInPoints}积分</p>
          </SignInCalendar>
        </>
      )}
    </Page>
  );
}
