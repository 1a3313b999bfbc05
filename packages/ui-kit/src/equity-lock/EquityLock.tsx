import { useId } from 'react';
import { Button } from '../button/Button.tsx';
import '../styles/theme.css';
import './EquityLock.css';

/** Texts of {@link EquityLock}: heading and buttons from SPEC §2; the message is ours. */
export const EQUITY_LOCK_TITLE = '解锁会员权益';
export const EQUITY_LOCK_HOME = '返回首页';
export const EQUITY_LOCK_UNLOCK = '立即解锁';
export const EQUITY_LOCK_MESSAGE = '该内容为会员专享，解锁后即可查看';

/** Props of {@link EquityLock}. */
export interface EquityLockProps {
  /** 返回首页. */
  onHome: () => void;
  /** 立即解锁: the caller opens the subscription flow. */
  onUnlock: () => void;
  /** Default 该内容为会员专享，解锁后即可查看. */
  message?: string;
  /** Shows a spinner on 立即解锁 and ignores taps (e.g. while checking the subscription). */
  unlocking?: boolean;
  /** 1 when it is the whole screen; default 2 (inside an article that has its own h1). */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The equity-lock page (SPEC §2): a lock, 解锁会员权益, a line saying what is locked, and the
 * buttons 返回首页 and 立即解锁. A `<section>` named by its heading; it flows in the page (not an
 * overlay), so it can stand in for paid content or fill a screen.
 *
 * @example
 * ```tsx
 * <EquityLock onHome={() => navigate('/index')} onUnlock={() => navigate('/annual-pass')} />
 * ```
 */
export function EquityLock({
  onHome,
  onUnlock,
  message = EQUITY_LOCK_MESSAGE,
  unlocking = false,
  headingLevel = 2,
  className,
}: EquityLockProps) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={className ? `shq-equity-lock ${className}` : 'shq-equity-lock'} aria-labelledby={`${id}-title`}>
      <svg className="shq-equity-lock__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="9" y="21" width="30" height="22" rx="4" fill="currentColor" />
        <path d="M15 21v-6a9 9 0 0 1 18 0v6" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="24" cy="31" r="3" fill="#fff" />
        <path d="M24 33v4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Heading id={`${id}-title`} className="shq-equity-lock__title">
        {EQUITY_LOCK_TITLE}
      </Heading>
      <p className="shq-equity-lock__message">{message}</p>
      <div className="shq-equity-lock__actions">
        <Button variant="secondary" onClick={onHome}>
          {EQUITY_LOCK_HOME}
        </Button>
        <Button loading={unlocking} onClick={onUnlock}>
          {EQUITY_LOCK_UNLOCK}
        </Button>
      </div>
    </section>
  );
}
