import type { ComponentProps, MouseEvent } from 'react';
import { Spinner } from '../loading/Spinner.tsx';
import '../styles/theme.css';
import './Button.css';

/** Look of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** Props of {@link Button}: those of `<button>` plus the ones below. */
export interface ButtonProps extends ComponentProps<'button'> {
  /** 'primary' (brand red, default), 'secondary' (red outline) or 'text'. */
  variant?: ButtonVariant;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner and ignores taps (stays focusable, `aria-disabled`, so focus is not lost). */
  loading?: boolean;
}

/**
 * The app's button: three variants, full-width option and a loading state. At least 44 px tall;
 * `type="button"` unless told otherwise, so it never submits a form by accident.
 *
 * @example
 * ```tsx
 * <Button block loading={submitting} onClick={submit}>立即解锁</Button>
 * <Button variant="secondary" onClick={goHome}>返回首页</Button>
 * ```
 */
export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['shq-button', `shq-button--${variant}`];
  if (block) classes.push('shq-button--block');
  if (loading) classes.push('shq-button--loading');
  if (className) classes.push(className);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner size={16} />}
      {children}
    </button>
  );
}
