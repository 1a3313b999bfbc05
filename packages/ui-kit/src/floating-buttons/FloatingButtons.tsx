import '../styles/theme.css';
import './FloatingButtons.css';

/** Accessible name of the feedback button; its visible text is the last two characters, 反馈. */
export const FEEDBACK_TEXT = '意见反馈';
/** Accessible name of the question button; its visible text is the last two characters, 问题. */
export const QUESTION_TEXT = '常见问题';

/** Props of {@link FloatingButtons}. */
export interface FloatingButtonsProps {
  /** Shows the 反馈 button (to the feedback screen). */
  onFeedback?: () => void;
  /** Shows the 问题 button (to the subscription questions screen). */
  onQuestion?: () => void;
  /** Sit above the bottom tab bar rather than at the bottom edge. */
  aboveTabBar?: boolean;
  className?: string;
}

/**
 * The round buttons floating at the bottom right of some screens: 问题 (questions) above 反馈
 * (feedback), each shown only with its callback. Fixed, so they take no space and shift nothing;
 * kept clear of the safe area and, with `aboveTabBar`, of the tab bar. Each is at least 44×44 px and
 * named in full (常见问题, 意见反馈), its visible text included in the name.
 *
 * @example
 * ```tsx
 * <FloatingButtons onFeedback={() => navigate('/feedback')} onQuestion={() => navigate('/question')} aboveTabBar />
 * ```
 */
export function FloatingButtons({ onFeedback, onQuestion, aboveTabBar = false, className }: FloatingButtonsProps) {
  if (!onFeedback && !onQuestion) return null;
  const classes = ['shq-floating-buttons'];
  if (aboveTabBar) classes.push('shq-floating-buttons--above-tab-bar');
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')}>
      {onQuestion && (
        <button type="button" className="shq-floating-buttons__button" aria-label={QUESTION_TEXT} onClick={onQuestion}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span aria-hidden="true">问题</span>
        </button>
      )}
      {onFeedback && (
        <button type="button" className="shq-floating-buttons__button" aria-label={FEEDBACK_TEXT} onClick={onFeedback}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 5h16v11H9l-5 4V5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            <path d="M8 9.5h8M8 12.5h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span aria-hidden="true">反馈</span>
        </button>
      )}
    </div>
  );
}
