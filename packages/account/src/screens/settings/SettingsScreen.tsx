import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiQueryClient } from '@shqcb/api/query';
import { hasToken, runtime, setBackUrl } from '@shqcb/bridge';
import { BackHeader, Button, ConfirmPopup, showToast } from '@shqcb/ui-kit';
import { cacheSize, clearCaches, formatBytes } from './cacheSize.ts';
import { DisplaySettings } from './DisplaySettings.tsx';
import { SessionList } from './SessionList.tsx';
import { signOut } from './signOut.ts';
import './SettingsScreen.css';

/** The build number of SPEC §9, shown as the version. */
export const BUILD_VERSION = 227;
export const SIGN_OUT_QUESTION = '确定退出登录吗？';

/**
 * Settings (SPEC §2 /my-setting): the reader's signed-in devices with 下线 and 退出其他设备, the
 * version, and 退出登录. A visitor is offered login instead of the devices. Inside the apps the app
 * owns the sign-in (the token comes from its getToken), so 退出登录 is the app's and not shown here.
 */
export default function SettingsScreen() {
  const navigate = useNavigate();
  const { inWeChat, inApp } = runtime();
  const [signedIn, setSignedIn] = useState(hasToken);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [cache, setCache] = useState<number | null>(null);
  useEffect(() => {
    void cacheSize().then(setCache);
  }, []);
  const clearCache = async () => {
    await clearCaches();
    apiQueryClient.removeQueries({ type: 'inactive' });
    setCache(await cacheSize());
    showToast('缓存已清除');
  };

  const goLogin = () => {
    setBackUrl('/my-setting');
    navigate('/login');
  };
  const leave = async () => {
    setAsking(false);
    setLeaving(true);
    await signOut();
    setLeaving(false);
    setSignedIn(false);
    showToast('已退出登录');
    navigate('/index', { replace: true });
  };

  return (
    <div className="shq-settings">
      <BackHeader title="设置" variant="white" onBack={() => navigate(-1)} hidden={inWeChat} />
      <main className="shq-settings__main">
        <h1 className="shq-visually-hidden">设置</h1>
        {signedIn ? (
          <SessionList />
        ) : (
          <section className="shq-settings__group" aria-labelledby="shq-settings-sessions">
            <h2 id="shq-settings-sessions" className="shq-settings__group-title">
              登录设备
            </h2>
            <div className="shq-settings__row shq-settings__visitor">
              <span>登录后可查看和管理已登录的设备</span>
              <Button variant="secondary" onClick={goLogin}>
                去登录
              </Button>
            </div>
          </section>
        )}
        <DisplaySettings />
        <section className="shq-settings__group" aria-labelledby="shq-settings-general">
          <h2 id="shq-settings-general" className="shq-settings__group-title">
            通用
          </h2>
          <div className="shq-settings__row">
            <span>清除缓存</span>
            <Button variant="text" onClick={() => void clearCache()}>
              {cache === null ? '清除' : `${formatBytes(cache)} · 清除`}
            </Button>
          </div>
          <Link className="shq-settings__row shq-settings__link" to="/yinsi">
            隐私政策
          </Link>
          {signedIn && (
            <Link className="shq-settings__row shq-settings__link" to="/account-cancel">
              注销账号
            </Link>
          )}
        </section>
        <section className="shq-settings__group" aria-labelledby="shq-settings-about">
          <h2 id="shq-settings-about" className="shq-settings__group-title">
            关于
          </h2>
          <dl className="shq-settings__list">
            <div className="shq-settings__row">
              <dt>版本号</dt>
              <dd>{BUILD_VERSION}</dd>
            </div>
          </dl>
        </section>
        {signedIn && !inApp && (
          <div className="shq-settings__sign-out">
            <Button block loading={leaving} onClick={() => setAsking(true)}>
              退出登录
            </Button>
          </div>
        )}
      </main>
      <ConfirmPopup open={asking} content={SIGN_OUT_QUESTION} onConfirm={() => void leave()} onCancel={() => setAsking(false)} />
    </div>
  );
}
