import type { ReactNode } from 'react';
import '../styles/theme.css';
import './BackHeader.css';

/** Look of a {@link BackHeader}. */
export type BackHeaderVariant = 'red' | 'white' | 'transparent';

/** Props of {@link BackHeader}. */
export interface BackHeaderProps {
  title: string;
  /** 'red' and 'white' are sticky bars; 'transparent' floats over a hero image. Default 'white'. */
  variant?: BackHeaderVariant;
  /** The back action (the caller decides: one step back, or replace, as on order-write). */
  onBack: () => void;
  /** Render nothing. The caller passes it inside the WeChat browser, which has its own bar. */
  hidden?: boolean;
  /** Slot at the right, e.g. a share button. */
  right?: ReactNode;
  className?: string;
}

/**
 * The header of second-level screens: a 返回 button, the page title and a right slot, in three
 * variants. 'red' and 'white' stick to the top below the safe-area inset; 'transparent' is fixed over
 * the content (a video or a cover image) with white, shadowed text, and takes no space. The title is
 * not a heading: the header is hidden inside WeChat, so each screen owns its `<h1>` (an article's
 * title, a form's name) and pages never have two.
 *
 * @example
 * ```tsx
 * <BackHeader title="我的订单" variant="red" onBack={() => navigate(-1)} hidden={runtime.isWeChat} />
 * ```
 */
export function BackHeader({ title, variant = 'white', onBack, hidden = false, right, className }: BackHeaderProps) {
  if (hidden) return null;
  const theme = variant === 'red' ? ' shq-theme-red' : variant === 'white' ? ' shq-theme-white' : '';
  return (
    <header className={`shq-back-header shq-back-header--${variant}${theme}${className ? ` ${className}` : ''}`}>
      <button type="button" className="shq-bare-button shq-icon-button shq-back-header__back" aria-label="返回" onClick={onBack}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <p className="shq-back-header__title">{title}</p>
      <div className="shq-back-header__right">{right}</div>
    </header>
  );
}
