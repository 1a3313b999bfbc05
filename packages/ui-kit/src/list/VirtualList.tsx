import { memo, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FocusEvent, Key, ReactNode } from 'react';
import { ListFooter } from './ListFooter.tsx';
import type { ListStatus } from './ListFooter.tsx';
import { ListWindow, loadVirtualizer } from './listWindow.ts';
import { useScrollEnd } from './useScrollEnd.ts';
import '../styles/theme.css';
import './VirtualList.css';

/** Rows mounted beyond each edge of the viewport at least: enough that Tab and a screen reader's next item always find the next row mounted. */
export const VIRTUAL_OVERSCAN = 3;
/**
 * Rows the mounted window moves by. Rows are mounted again only when the viewport comes within
 * {@link VIRTUAL_OVERSCAN} rows of an edge, then with this many more beyond each edge: the list
 * renders once every eight rows scrolled, not at every row (issue 16's frame budget at 4× CPU).
 */
export const VIRTUAL_STEP = 8;
/**
 * Up to this many rows a list renders them all, as a plain list; past it only the rows near the
 * viewport are mounted. Short lists (most comment threads) never load the virtualiser (11 kB gzip).
 */
export const VIRTUAL_THRESHOLD = 100;

/**
 * Loads the virtualiser (@tanstack/react-virtual, its own chunk). {@link VirtualList} does it
 * when a list reaches half its threshold, so it is there when the list crosses it; call it earlier
 * to have it at once (tests, a screen that knows its list is long).
 */
export function preloadVirtualList(): Promise<void> {
  return loadVirtualizer().then(() => undefined);
}

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  items: readonly T[];
  /** A key per item that survives new pages (usually its id). */
  itemKey: (item: T, index: number) => Key;
  /** The content of one row, put inside its `<li>`. Margins belong inside the row, so its measured height is its full share of the list. */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * Expected height of a row in CSS px at the default text size, margins included; scaled with
   * the reader's text size. Only rows not yet shown use it, so it sets how long the page looks
   * before the reader gets there; the closer, the steadier the scrollbar.
   */
  estimateSize: number | ((index: number) => number);
  /** Rows mounted beyond each edge of the viewport, at least. Default {@link VIRTUAL_OVERSCAN}. */
  overscan?: number;
  /** Rows the mounted window moves by. Default {@link VIRTUAL_STEP}. */
  step?: number;
  /** Above this many rows only those near the viewport are mounted. Default {@link VIRTUAL_THRESHOLD}. */
  threshold?: number;
  /** Class of the `<ul>`. */
  className?: string;
  /** The id of what names a row (its title), for `aria-labelledby` on its `<li>`. */
  rowLabelledBy?: (item: T, index: number) => string | undefined;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /**
   * The paged list's state. When set, a {@link ListFooter} follows the rows and `onLoadMore` is
   * called once each time the reader scrolls to within 10 px of the end while it is `idle`.
   */
  status?: ListStatus;
  onLoadMore?: () => void;
  /** The footer's 重试 (no button without it). */
  onRetry?: () => void;
  /** Text of the footer's error state. */
  errorText?: string;
}

interface RowProps {
  item: unknown;
  index: number;
  count: number;
  measure: ((node: HTMLLIElement | null) => void) | undefined;
  renderItem: (item: never, index: number) => ReactNode;
  labelledBy: string | undefined;
  /** Set for a row kept out of order (it holds the focus): placed by itself at its offset. */
  top: number | undefined;
}

/** One row. Memoised: while the reader scrolls only the rows coming into view render. */
const Row = memo(function Row({ item, index, count, measure, renderItem, labelledBy, top }: RowProps) {
  return (
    <li
      ref={measure}
      data-index={index}
      aria-setsize={count}
      aria-posinset={index + 1}
      aria-labelledby={labelledBy}
      className="shq-virtual-list__row"
      style={top === undefined ? undefined : { position: 'absolute', top, left: 0, right: 0 }}
    >
      {(renderItem as (item: unknown, index: number) => ReactNode)(item, index)}
    </li>
  );
});

/**
 * A long list in the page's own scroll (issue 16: a reader's 1000-row points ledger, a news item's
 * 1000 comments). Up to `threshold` rows (100) it is a plain list; past it only the rows near the
 * viewport are mounted, the virtualiser (@tanstack/react-virtual) loading as the list grows. Rows
 * keep their natural, varying heights: each is measured when shown and again when it resizes (a
 * larger text size); rows not shown yet take `estimateSize`. Rows stay in normal flow between two
 * paddings that stand for the others, the list follows the window's scroll (so the shell's scroll
 * memory keeps working), and it keeps the rows on screen in place when rows are measured or put in
 * front of them. Switching from plain to windowed starts from the rows' measured heights, so
 * nothing moves.
 *
 * Accessibility: a real `<ul>` of `<li>`s with `aria-setsize` (items loaded) and `aria-posinset`;
 * rows beyond the viewport are mounted ({@link VIRTUAL_OVERSCAN}) so Tab and a screen reader's
 * next item move into them, and the row holding the focus stays mounted when scrolled away.
 *
 * With `status`, it is a whole paged list: the rows, {@link useScrollEnd} for the next page and
 * the {@link ListFooter} (加载中…, 没有更多了, 暂无数据, 加载失败 with 重试).
 *
 * @example
 * ```tsx
 * <VirtualList items={list.items} itemKey={(e) => e.id} estimateSize={84} aria-label="积分明细"
 *   renderItem={(e) => <div className="card">{e.title}</div>}
 *   status={list.status} onLoadMore={list.loadMore} onRetry={list.refresh} />
 * ```
 */
export function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  overscan = VIRTUAL_OVERSCAN,
  step = VIRTUAL_STEP,
  threshold = VIRTUAL_THRESHOLD,
  className,
  rowLabelledBy,
  status,
  onLoadMore,
  onRetry,
  errorText,
  ...aria
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [listWindow] = useState(() => new ListWindow());
  useSyncExternalStore(listWindow.subscribe, listWindow.getSnapshot, listWindow.getSnapshot);
  const [focused, setFocused] = useState<number | null>(null);

  // Stable while only the scroll position changes: the virtualiser lays every row out again when it changes.
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item, index);
    },
    [items, itemKey],
  );
  listWindow.configure({
    count: items.length,
    getItemKey,
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    overscan,
    step,
    threshold,
    focused,
  });
  const shouldLoad = listWindow.shouldLoad;
  useLayoutEffect(() => listWindow.mount(listRef.current), [listWindow]);
  useLayoutEffect(() => listWindow.commit());
  useLayoutEffect(() => {
    if (shouldLoad) listWindow.load();
  }, [listWindow, shouldLoad]);

  useScrollEnd(() => onLoadMore?.(), { disabled: !onLoadMore || status !== 'idle' });

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = Number((event.target as Element).closest('[data-index]')?.getAttribute('data-index'));
    if (Number.isInteger(index)) setFocused(index);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  const view = listWindow.view();
  const rows = view.windowed ? view.rows : items.map((item, index) => ({ index, key: itemKey(item, index), top: undefined }));
  const measure = listWindow.measureRow;

  return (
    <div className={view.windowed ? 'shq-virtual-list shq-virtual-list--windowed' : 'shq-virtual-list'}>
      <ul
        ref={listRef}
        className={className}
        {...aria}
        // The paddings stand for the rows not mounted; the offset of a row kept for the focus is from here.
        style={view.windowed ? { paddingTop: view.before, paddingBottom: view.after, position: 'relative' } : undefined}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {rows.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <Row
              key={row.key}
              item={item}
              index={row.index}
              count={items.length}
              measure={measure}
              renderItem={renderItem as (item: never, index: number) => ReactNode}
              labelledBy={rowLabelledBy?.(item, row.index)}
              top={row.top}
            />
          );
        })}
      </ul>
      {status !== undefined && <ListFooter status={status} onRetry={onRetry} errorText={errorText} />}
    </div>
  );
}
