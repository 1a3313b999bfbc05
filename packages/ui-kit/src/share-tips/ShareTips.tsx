import { useId } from 'react';
import { Dialog } from '../dialog/Dialog.tsx';
import '../styles/theme.css';
import './ShareTips.css';

/** Texts of {@link ShareTips} (our wording; SPEC gives none). */
export const SHARE_TIPS_TEXT = '点击右上角 ··· 按钮';
export const SHARE_TIPS_SUBTEXT = '分享给朋友或朋友圈';
export const SHARE_TIPS_OK = '我知道了';

/** Props of {@link ShareTips}. */
export interface ShareTipsProps {
  open: boolean;
  /** Called on any tap (the mask, the text or 我知道了) and on Escape. */
  onClose: () => void;
}

/**
 * The share-tips mask shown in the WeChat browser, where a page cannot open the share sheet itself:
 * a dark full-screen mask with an arrow to the top-right menu and the instruction. Any tap closes
 * it; 我知道了 is the real button for keyboard and screen-reader users.
 *
 * @example
 * ```tsx
 * <ShareTips open={tips} onClose={() => setTips(false)} />
 * ```
 */
export function ShareTips({ open, onClose }: ShareTipsProps) {
  const id = useId();
  return (
    <Dialog open={open} onDismiss={onClose} placement="cover" labelledBy={`${id}-title`} className="shq-share-tips">
      {/* The whole mask closes on a tap; the button below is the accessible way to do the same. */}
      <div className="shq-share-tips__content" onClick={onClose}>
        <svg className="shq-share-tips__arrow" viewBox="0 0 80 96" aria-hidden="true" focusable="false">
          <path
            d="M10 90C14 52 34 24 68 10M68 10 48 8M68 10 62 30"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id={`${id}-title`} className="shq-share-tips__text">
          {SHARE_TIPS_TEXT}
          <br />
          {SHARE_TIPS_SUBTEXT}
        </h2>
        <button type="button" className="shq-share-tips__ok" data-autofocus>
          {SHARE_TIPS_OK}
        </button>
      </div>
    </Dialog>
  );
}
