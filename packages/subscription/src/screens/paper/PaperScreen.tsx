import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { edit, subscriberShow } from '@shqcb/api/contract/subscription';
import type { Subscription } from '@shqcb/api/contract/subscription';
import { apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { hasToken, runtime, setBackUrl } from '@shqcb/bridge';
import { Button, EquityLock, FloatingButtons, ListFooter, showConfirm, showToast, SubscriptionPrompt } from '@shqcb/ui-kit';
import { CHOSEN_ADDRESS_PARAM } from '../../components/addressChoice.ts';
import { EpaperToday } from './EpaperToday.tsx';
import { MissedDialog } from './MissedDialog.tsx';
import { PauseDialog } from './PauseDialog.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import './PaperScreen.css';

/** 2026年11月25日星期三, in Shanghai: the paper's day wherever the phone is. */
const TODAY_FORMAT = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'full', timeZone: 'Asia/Shanghai' });
const todayIso = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

type Asking = { kind: 'pause' | 'missed'; subscription: Subscription } | null;

/**
 * The 上海汽车报 tab (SPEC §2 /already-order, /order-newspaper). A subscriber sees today's e-paper and
 * their subscriptions with delivery, vacation stops, missed-paper reports, address changes, renewal
 * and upgrade. Anyone else sees the e-paper locked (解锁会员权益) and the subscription prompt
 * (我有订阅单 → /order-way, 没有订阅单 → /annual-pass; on iOS outside WeChat the db reminder).
 */
export default function PaperScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signedIn = hasToken();
  const { os, inWeChat } = runtime();
  const [prompting, setPrompting] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const shown = useApiQuery(subscriberShow, undefined, { enabled: signedIn });
  const key = apiQueryKey(subscriberShow);
  const change = useApiMutation(edit, {
    invalidate: () => [key],
    onSuccess: (_updated, input) => {
      setAsking(null);
      showToast(input.action === 'pause' ? '已安排停投' : input.action === 'resume' ? '已取消停投' : input.action === 'missed' ? '漏投已报告，我们会尽快补投' : '投递地址已更换');
    },
  });

  // Back from /address-list with the new delivery address of one subscription.
  const editing = Number(search.get('edit')) || 0;
  const chosen = Number(search.get(CHOSEN_ADDRESS_PARAM)) || 0;
  const applied = useRef('');
  useEffect(() => {
    const marker = `${editing}:${chosen}`;
    if (!editing || applied.current === marker) return;
    applied.current = marker;
    if (chosen) change.mutate({ action: 'address', subscriptionId: editing, addressId: chosen });
    navigate('/already-order', { replace: true });
  }, [editing, chosen, change, navigate]);

  const subscriptions = shown.data?.subscriptions ?? [];
  const live = subscriptions.filter((s) => s.status === 'active' || s.status === 'pending');
  // A printed paper that starts delivery tomorrow already opens the e-paper today.
  const reads = live.some((s) => s.epaper);
  const login = () => {
    setBackUrl('/already-order');
    navigate('/login');
  };

  return (
    <div className="shq-paper">
      <header className="shq-paper__masthead">
        <h1 className="shq-paper__title">上海汽车报</h1>
        <time className="shq-paper__date" dateTime={todayIso()}>
          {TODAY_FORMAT.format(new Date())}
        </time>
      </header>
      <main className="shq-paper__main">
        {signedIn && shown.isPending ? (
          <ListFooter status="loading" />
        ) : signedIn && shown.isError ? (
          <ListFooter status="error" onRetry={() => void shown.refetch()} />
        ) : reads ? (
          <EpaperToday />
        ) : (
          <EquityLock className="shq-paper__lock" message="订阅《上海汽车报》即可阅读每日电子报、享受会员权益" onHome={() => navigate('/index')} onUnlock={() => setPrompting(true)} />
        )}
        {!signedIn && (
          <section className="shq-sub-section shq-paper__visitor">
            <p className="shq-sub-section__note">已订阅？登录后查看您的订阅与投递情况。</p>
            <Button variant="secondary" onClick={login}>
              登录
            </Button>
          </section>
        )}
        {subscriptions.length > 0 && (
          <section className="shq-paper__mine" aria-labelledby="shq-paper-mine">
            <h2 className="shq-paper__section-title" id="shq-paper-mine">
              我的订阅
            </h2>
            <ul className="shq-sub-list">
              {subscriptions.map((s) => (
                <SubscriptionCard
                  key={s.id}
                  subscription={s}
                  onPause={(subscription) => setAsking({ kind: 'pause', subscription })}
                  onMissed={(subscription) => setAsking({ kind: 'missed', subscription })}
                  onResume={(subscription, pauseId) =>
                    void showConfirm({ content: '确定取消这次停投吗？' }).then(
                      () => change.mutate({ action: 'resume', subscriptionId: subscription.id, pauseId }),
                      () => {},
                    )
                  }
                />
              ))}
            </ul>
          </section>
        )}
        {signedIn && shown.data && (
          <div className="shq-paper__links">
            {live.length > 0 && (
              <Button variant="secondary" onClick={() => setPrompting(true)}>
                再订一份
              </Button>
            )}
            <Button variant="text" onClick={() => navigate('/my-order')}>
              我的订单
            </Button>
            <Button variant="text" onClick={() => navigate('/my-address-list')}>
              收货地址
            </Button>
          </div>
        )}
      </main>
      <FloatingButtons onQuestion={() => navigate('/question')} aboveTabBar />
      <SubscriptionPrompt
        open={prompting}
        dbReminder={os === 'ios' && !inWeChat}
        onHasOrder={() => (setPrompting(false), navigate('/order-way'))}
        onNoOrder={() => (setPrompting(false), navigate('/annual-pass'))}
        onClose={() => setPrompting(false)}
      />
      {asking?.kind === 'pause' && (
        <PauseDialog
          open
          subscription={asking.subscription}
          busy={change.isPending}
          onConfirm={(from, to) => change.mutate({ action: 'pause', subscriptionId: asking.subscription.id, from, to })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'missed' && (
        <MissedDialog
          open
          subscription={asking.subscription}
          busy={change.isPending}
          onConfirm={(date, note) => change.mutate({ action: 'missed', subscriptionId: asking.subscription.id, date, note })}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
