import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasToken, setBackUrl } from '@shqcb/bridge';
import { GoLoginOverlay } from '@shqcb/ui-kit';

/**
 * Guards an action that needs an account: for a reader it runs the action, for a visitor it opens
 * the go-login overlay, whose 去登录 remembers this page as backUrl and opens /login, so the
 * visitor comes back here after logging in.
 *
 * @example
 * const gate = useLoginGate('登录后即可点赞');
 * <button onClick={() => gate.run(like)}>赞</button>{gate.overlay}
 */
export function useLoginGate(message: string): { run: (action: () => void) => void; overlay: ReactNode } {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const run = useCallback((action: () => void) => {
    if (hasToken()) action();
    else setOpen(true);
  }, []);
  const overlay = (
    <GoLoginOverlay
      open={open}
      message={message}
      onClose={() => setOpen(false)}
      onLogin={() => {
        setOpen(false);
        setBackUrl(`${location.pathname}${location.search}`);
        navigate('/login');
      }}
    />
  );
  return { run, overlay };
}
