import { Spinner } from '../loading/Spinner.tsx';
import { EmptyIllustration } from './EmptyIllustration.tsx';
import { EMPTY_TEXT, END_TEXT, ERROR_TEXT, LOADING_TEXT, RETRY_TEXT } from './listTexts.ts';
import '../styles/theme.css';
import './ListFooter.css';

/** The state of a paged list, as shown under its items. */
export type ListStatus = 'idle' | 'loading' | 'end' | 'empty' | 'error';

/** Props of {@link ListFooter}. */
export interface ListFooterProps {
  status: ListStatus;
  /** Called by the 重试 button after an error; without it no button is shown. */
  onRetry?: () => void;
  /** Text of the error state; defaults to '加载失败'. */
  errorText?: string;
  className?: string;
  /**
   * True while the list has no rows yet. The footer shown then (加载中… where the first rows will
   * be) is replaced, not moved, when they come: a footer pushed down by a page of rows is a layout
   * shift, a new footer under them is none.
   */
  first?: boolean;
}

/**
 * The foot of every paged list, in one of its states: nothing (`idle`, space kept so nothing jumps),
 * '加载中…' with a spinner, '没有更多了', '暂无数据' with an illustration, or the error text with a
 * 重试 button. It is a polite live region, so a screen reader hears when a page loads or fails.
 *
 * @example
 * ```tsx
 * <ListFooter status={status} onRetry={loadNextPage} />
 * ```
 */
export function ListFooter({ status, onRetry, errorText = ERROR_TEXT, className, first = false }: ListFooterProps) {
  return (
    <div
      key={first ? 'first' : 'more'}
      className={`shq-list-footer shq-list-footer--${status}${className ? ` ${className}` : ''}`}
      role="status"
      aria-live="polite"
    >
      {status === 'loading' && (
        <>
          <Spinner size={16} />
          <span>{LOADING_TEXT}</span>
        </>
      )}
      {status === 'end' && <span>{END_TEXT}</span>}
      {status === 'empty' && (
        <>
          <EmptyIllustration className="shq-list-footer__illustration" />
          <span>{EMPTY_TEXT}</span>
        </>
      )}
      {status === 'error' && (
        <>
          <span>{errorText}</span>
          {onRetry && (
            <button type="button" className="shq-list-footer__retry" onClick={onRetry}>
              {RETRY_TEXT}
            </button>
          )}
        </>
      )}
    </div>
  );
}
