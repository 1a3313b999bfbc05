import type { ButtonHTMLAttributes } from 'react';
import { CLOSE_TEXT } from './dialogTexts.ts';
import './Dialog.css';

/** Props of {@link CloseButton}. */
export interface CloseButtonProps extends Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'onClick'> {
  /** Accessible name; default 关闭. */
  label?: string;
}

/**
 * The × button in the corner of a dialog panel: 44×44, named 关闭.
 *
 * @example
 * ```tsx
 * <CloseButton onClick={onClose} />
 * ```
 */
export function CloseButton({ label = CLOSE_TEXT, className, onClick }: CloseButtonProps) {
  return (
    <button type="button" className={className ? `shq-bare-button shq-icon-button shq-dialog__close ${className}` : 'shq-bare-button shq-icon-button shq-dialog__close'} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
