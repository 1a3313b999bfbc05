import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { integralShow } from '@shqcb/api/contract/points';
import { NICKNAME_MAX, NICKNAME_PATTERN, userEdit, userShow } from '@shqcb/api/contract/user';
import { apiQueryClient, apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { hasToken, runtime, setBackUrl } from '@shqcb/bridge';
import { Button, formatBadge, GoLoginOverlay, showEditDialog, showToast, Spinner } from '@shqcb/ui-kit';
import { Avatar } from './Avatar.tsx';
import '../../components/AccountPage.css';
import './MyScreen.css';

/** The entries of the user centre: every feature of the reader. `login` entries need a signed-in reader. */
export const MY_ENTRIES = [
  { path: '/my-order', label: '我的订单', login: true },
  { path: '/my-collect', label: '我的收藏', login: true },
  { path: '/my-integral', label: '我的积分', login: true },
  { path: '/mall', label: '积分商城', login: false },
  { path: '/my-exchange', label: '兑换记录', login: true },
  { path: '/reward-index', label: '幸运抽奖', login: true },
  { path: '/my-rewardList', label: '抽奖记录', login: true },
  { path: '/my-address-list', label: '收货地址', login: true },
  { path: '/messages', label: '我的消息', login: true },
  { path: '/feedback', label: '意见反馈', login: true },
  { path: '/downloadPDF', label: '电子报下载', login: false },
  { path: '/help', label: '帮助中心', login: false },
  { path: '/my-setting', label: '设置', login: false },
] as const;

const DEFAULT_AVATAR = '/media/avatar/default.svg';

/**
 * The user centre (SPEC §2 /my, tab 我的): avatar (tap to change), nickname (tap to edit in the
 * edit dialog), masked phone, unread messages, and an entry to every feature. A visitor sees a
 * login prompt; entries that need login open the go-login overlay.
 */
export default function MyScreen() {
  const navigate = useNavigate();
  const signedIn = hasToken();
  const profile = useApiQuery(userShow, undefined, { enabled: signedIn });
  const points = useApiQuery(integralShow, undefined, { enabled: signedIn });
  const [askLogin, setAskLogin] = useState<string | null>(null);
  // The unread count changes on the server (a staff reply, points): ask again each time the tab opens.
  useEffect(() => {
    if (signedIn) void apiQueryClient.invalidateQueries({ queryKey: apiQueryKey(userShow) });
  }, [signedIn]);
  const edit = useApiMutation(userEdit, {
    optimistic: ({ nickname }) => [{ queryKey: apiQueryKey(userShow), update: (old) => old && { ...(old as object), nickname } }],
    invalidate: () => [apiQueryKey(userShow)],
    onSuccess: () => showToast('昵称已修改'),
  });

  const goLogin = (back = '/my') => {
    setBackUrl(back);
    navigate('/login');
  };
  const open = (path: string, login: boolean) => {
    if (login && !signedIn) setAskLogin(path);
    else navigate(path);
  };
  const editNickname = () => {
    showEditDialog({ title: '昵称', value: profile.data?.nickname ?? '', maxLength: NICKNAME_MAX, pattern: NICKNAME_PATTERN }).then(
      (nickname) => edit.mutate({ nickname }),
      () => {},
    );
  };
  const unread = profile.data?.unreadMsgCount ?? 0;

  return (
    <main className="shq-my">
      <h1 className="shq-visually-hidden">我的</h1>
      <header className="shq-my__head">
        {!signedIn ? (
          <div className="shq-my__who">
            <Avatar src={DEFAULT_AVATAR} className="shq-my__avatar" />
            <div className="shq-my__names">
              <p className="shq-my__nickname">欢迎来到上海汽车报</p>
              <Button variant="secondary" onClick={() => goLogin()}>
                登录/注册
              </Button>
            </div>
          </div>
        ) : profile.isPending ? (
          <div className="shq-my__who" aria-busy="true">
            <Spinner />
            <span>加载中…</span>
          </div>
        ) : profile.isError ? (
          <div className="shq-my__who">
            <span>加载失败</span>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              重试
            </Button>
          </div>
        ) : (
          <div className="shq-my__who">
            <Link to="/upload-avatar" className="shq-my__avatar-link" aria-label="更换头像">
              <Avatar src={profile.data.avatar} className="shq-my__avatar" />
            </Link>
            <div className="shq-my__names">
              <button type="button" className="shq-bare-button shq-my__nickname" onClick={editNickname} aria-label={`昵称 ${profile.data.nickname}，点击修改`}>
                {profile.data.nickname}
              </button>
              <p className="shq-my__phone">{profile.data.phone}</p>
            </div>
            <Link to="/messages" className="shq-my__bell" aria-label={unread > 0 ? `消息，${unread} 条未读` : '消息'}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
              </svg>
              {unread > 0 && <span className="shq-acc-badge shq-my__badge">{formatBadge(unread)}</span>}
            </Link>
          </div>
        )}
      </header>
      <nav aria-label="我的功能">
        <ul className="shq-acc-list shq-my__entries">
          {MY_ENTRIES.map((entry) => (
            <li key={entry.path}>
              <button type="button" className="shq-acc-row" onClick={() => open(entry.path, entry.login)}>
                <span className="shq-acc-row__label">{entry.label}</span>
                {entry.path === '/messages' && unread > 0 && <span className="shq-acc-badge">{formatBadge(unread)}</span>}
                {entry.path === '/my-integral' && points.data && <span className="shq-acc-row__value">{points.data.balance} 积分</span>}
                <span className="shq-acc-row__chevron" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {runtime().inApp && <p className="shq-acc-note shq-my__foot">在 App 中登录的账号由 App 管理</p>}
      <GoLoginOverlay
        open={askLogin !== null}
        onClose={() => setAskLogin(null)}
        onLogin={() => {
          const back = askLogin ?? '/my';
          setAskLogin(null);
          goLogin(back);
        }}
      />
    </main>
  );
}
