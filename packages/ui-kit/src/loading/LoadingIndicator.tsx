import { LOADING_TEXT } from '../list/listTexts.ts';
import { Spinner } from './Spinner.tsx';
import '../styles/theme.css';
import './LoadingIndicator.css';

/** Props of {@link LoadingIndicator}. */
export interface LoadingIndicatorProps {
  /** Show the indicator. */
  visible: boolean;
  /** Text under the spinner; defaults to '加载中…'. */
  label?: string;
}

/**
 * A centred, fixed-position spinner with a label, shown while requests run. The status region stays
 * mounted when hidden so that assistive technology announces the label when it appears; being fixed,
 * it never moves the page. It does not block taps.
 *
 * @example
 * ```tsx
 * <LoadingIndicator visible={pending > 0} />
 * ```
 */
export function LoadingIndicator({ visible, label = LOADING_TEXT }: LoadingIndicatorProps) {
  return (
    <div className="shq-loading" role="status" aria-live="polite">
      {visible && (
        <div className="shq-loading__box">
          <Spinner size={32} />
          <span className="shq-loading__label">{label}</span>
        </div>
      )}
    </div>
  );
}
