import { useNavigate } from 'react-router';
import { Button } from '@shqcb/ui-kit';
import './ErrorScreen.css';

/** The no-permission screen (SPEC §2 /error). */
export default function ErrorScreen() {
  const navigate = useNavigate();
  return (
    <main className="shq-state-page shq-error-screen">
      <svg className="shq-error-screen__art" viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="54" fill="#fdecee" />
        <rect x="38" y="54" width="44" height="34" rx="6" fill="#d7000f" />
        <path d="M46 54v-8a14 14 0 0 1 28 0v8" fill="none" stroke="#d7000f" strokeWidth="6" />
        <circle cx="60" cy="70" r="5" fill="#fff" />
      </svg>
      <h1 className="shq-error-screen__title">暂无访问权限</h1>
      <p className="shq-error-screen__text">您没有权限查看该页面，请返回首页继续阅读。</p>
      <Button onClick={() => navigate('/index', { replace: true })}>返回首页</Button>
    </main>
  );
}
