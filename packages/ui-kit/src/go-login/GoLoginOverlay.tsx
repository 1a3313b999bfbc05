import { useId } from 'react';
import { Button } from '../button/Button.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import '../styles/theme.css';

/** Texts of {@link GoLoginOverlay} (our wording; SPEC gives none). */
export const GO_LOGIN_TITLE = '您还未登录';
export const GO_LOGIN_MESSAGE = '登录后才能使用此功能';
export const GO_LOGIN_CONFIRM = '去登录';
export const GO_LOGIN_CANCEL = '暂不登录';

/** Props of {@link GoLoginOverlay}. */
export interface GoLoginOverlayProps {
  open: boolean;
  /** What needs a login, e.g. '登录后即可收藏'. Default 登录后才能使用此功能. */
  message?: string;
  /** 去登录: the caller stores backUrl and opens login. */
  onLogin: () => void;
  /** 暂不登录, a tap on the mask or Escape. */
  onClose: () => void;
}

/**
 * The go-login overlay, shown when a visitor without a token taps something that needs an account
 * (collect, like, comment). 去登录 is focused first: it is what the reader most likely wants.
 *
 * @example
 * ```tsx
 * <GoLoginOverlay open={needLogin} message="登录后即可评论"
 *   onLogin={() => { rememberBackUrl(); navigate('/login'); }} onClose={() => setNeedLogin(false)} />
 * ```
 */
export function GoLoginOverlay({ open, message = GO_LOGIN_MESSAGE, onLogin, onClose }: GoLoginOverlayProps) {
  const id = useId();
  return (
    <Dialog open={open} onDismiss={onClose} labelledBy={`${id}-title`} describedBy={`${id}-body`}>
      <h2 id={`${id}-title`} className="shq-dialog__title">
        {GO_LOGIN_TITLE}
      </h2>
      <p id={`${id}-body`} className="shq-dialog__body">
        {message}
      </p>
      <div className="shq-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {GO_LOGIN_CANCEL}
        </Button>
        <Button data-autofocus onClick={onLogin}>
          {GO_LOGIN_CONFIRM}
        </Button>
      </div>
    </Dialog>
  );
}
