import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { authorizeWithWechat, runtime } from '@shqcb/bridge';
import { Spinner } from '@shqcb/ui-kit';
import './AuthIndexScreen.css';

/** Shown while the page leaves for WeChat's authorisation page. */
export const AUTH_REDIRECT_TEXT = '正在跳转微信授权…';

/**
 * /authIndex (SPEC §2): starts the WeChat authorisation. Inside WeChat it sets isAuth and leaves for
 * the authorisation page, which sends the reader back to the stored backUrl with a code (start-up
 * exchanges it). Elsewhere there is nothing to authorise with: it opens the SMS login.
 */
export default function AuthIndexScreen() {
  const navigate = useNavigate();
  const started = useRef(false);
  const inWeChat = runtime().inWeChat;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (inWeChat) authorizeWithWechat();
    else navigate('/login', { replace: true });
  }, [inWeChat, navigate]);

  return (
    <main className="shq-auth-index">
      <Spinner />
      <p role="status">{AUTH_REDIRECT_TEXT}</p>
    </main>
  );
}
