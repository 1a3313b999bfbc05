import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

/** Pixels left below the viewport under which {@link useScrollEnd} fires (SPEC §5). */
export const SCROLL_END_THRESHOLD = 10;

/**
 * Thrown when {@link useScrollEnd} gets something other than a function. Word for word the message
 * of the old `v-scroll-end` directive (typo included): error trackers group by it.
 */
export const SCROLL_END_ERROR = 'directive scroll-end must bind in a functon';

/** Options of {@link useScrollEnd}. */
export interface UseScrollEndOptions {
  /** Fire when fewer than this many px remain below the viewport. Default 10. */
  threshold?: number;
  /** The scrolling element; the window (document scrolling element) when omitted. */
  target?: RefObject<HTMLElement | null>;
  /** Stop listening, e.g. while a page is loading or after the last page. */
  disabled?: boolean;
}

interface Metrics {
  remaining: number;
  height: number;
}

function measure(el: HTMLElement | null): Metrics {
  if (el) {
    return { remaining: el.scrollHeight - el.scrollTop - el.clientHeight, height: el.scrollHeight };
  }
  const root = document.scrollingElement ?? document.documentElement;
  // Old iOS web views scroll <body> and report 0 on one of the two; the larger one is right.
  const top = Math.max(window.scrollY || 0, root.scrollTop);
  return { remaining: root.scrollHeight - top - window.innerHeight, height: root.scrollHeight };
}

/**
 * Calls `onEnd` when the reader scrolls to within `threshold` px (default 10) of the end of a list,
 * to load the next page. It fires once per arrival at the end, then again only after the reader
 * scrolled away or the content height changed, and it re-checks when content is added or resized,
 * so a first page too short to fill the screen still leads to the next one. Scroll handling is
 * passive and throttled to one check per animation frame.
 *
 * Pass `disabled` while a page loads, after the last page and after an error (the list footer's
 * retry button takes over); when it turns false the position is checked again at once.
 *
 * @throws Error `directive scroll-end must bind in a functon` when `onEnd` is not a function.
 *
 * @example
 * ```tsx
 * useScrollEnd(loadNextPage, { disabled: status !== 'idle' });
 * return <>{items.map(renderItem)}<ListFooter status={status} onRetry={loadNextPage} /></>;
 * ```
 */
export function useScrollEnd(onEnd: () => void, options: UseScrollEndOptions = {}): void {
  if (typeof onEnd !== 'function') throw new Error(SCROLL_END_ERROR);
  const { threshold = SCROLL_END_THRESHOLD, target, disabled = false } = options;
  // The latest callback without re-subscribing every render (callers pass inline arrows).
  const fire = useEffectEvent(() => onEnd());

  useEffect(() => {
    if (disabled) return;
    const el = target ? target.current : null;
    // A target ref that is not attached (yet) means there is nothing to watch; never guess the window.
    if (target && !el) return;

    let armed = true;
    let lastHeight = -1;
    let frame = 0;

    const check = () => {
      frame = 0;
      const { remaining, height } = measure(el);
      if (height !== lastHeight) {
        // New or resized content: the reader is at a new "end", which may fire again.
        lastHeight = height;
        armed = true;
      }
      if (remaining >= threshold) {
        armed = true;
        return;
      }
      if (!armed) return;
      armed = false;
      fire();
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };

    const scroller: HTMLElement | Window = el ?? window;
    const content = el ?? document.body;
    scroller.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });

    // Content changes do not fire scroll events: watch the list's children being added and resized.
    const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    const observeChildren = () => {
      if (!resizeObserver) return;
      resizeObserver.disconnect();
      if (el) resizeObserver.observe(el);
      for (const child of Array.from(content.children)) resizeObserver.observe(child);
    };
    observeChildren();
    const mutationObserver =
      typeof MutationObserver === 'function'
        ? new MutationObserver(() => {
            observeChildren();
            schedule();
          })
        : null;
    mutationObserver?.observe(content, { childList: true, subtree: true });

    schedule();
    return () => {
      scroller.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizeObserver?.disconnect();
      mutationObserver?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [threshold, target, disabled]);
}
