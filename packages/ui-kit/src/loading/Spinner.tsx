import type { CSSProperties } from 'react';
import '../styles/theme.css';
import './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /**
   * Diameter. A number is CSS px at the default text size (converted to rem so it grows with the
   * reader's text setting); a string is any CSS length. Defaults to 1.25rem (20 px).
   */
  size?: number | string;
  className?: string;
}

/**
 * A small rotating ring. Decorative (`aria-hidden`): pair it with visible text or a live region
 * such as {@link LoadingIndicator} or `ListFooter`, which say what is loading.
 *
 * @example
 * ```tsx
 * <Spinner size={16} /> 加载中…
 * ```
 */
export function Spinner({ size, className }: SpinnerProps) {
  const style =
    size === undefined
      ? undefined
      : ({ '--shq-spinner-size': typeof size === 'number' ? `${size / 16}rem` : size } as CSSProperties);
  return <span className={className ? `shq-spinner ${className}` : 'shq-spinner'} style={style} aria-hidden="true" />;
}
