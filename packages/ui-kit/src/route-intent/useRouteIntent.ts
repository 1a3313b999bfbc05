import { useCallback, useEffect, useRef } from 'react';

/**
 * How sure it is that the reader will open a route: a link scrolled into `view`, or a link the
 * reader `touch`es (pointer down, or keyboard focus). The shell decides what each is worth.
 */
export type RouteIntent = 'view' | 'touch';

/** What the shell does about an intent: `to` is an in-app route path ("/text-detail/12"). */
export type PreloadRoute = (to: string, intent: RouteIntent) => void;

let preload: PreloadRoute | null = null;

/**
 * The shell offers route preloading to every feature (the reader's shell downloads a screen's code
 * when its link comes into view and starts its first request when the link is touched). Returns a
 * function that withdraws the offer.
 *
 * @example
 * servePreloadRoute((to, intent) => { ... });
 */
export function servePreloadRoute(serve: PreloadRoute): () => void {
  preload = serve;
  return () => {
    if (preload === serve) preload = null;
  };
}

/** Says an intent to the shell, if one listens (tests and other hosts may have none). */
export function preloadRoute(to: string, intent: RouteIntent): void {
  preload?.(to, intent);
}

const watched = new WeakMap<Element, string>();
let observer: IntersectionObserver | null = null;

/** One observer for every link on the page: a link is reported the first time it comes near the viewport. */
function viewObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver === 'undefined') return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const to = watched.get(entry.target);
        observer?.unobserve(entry.target);
        if (to !== undefined) preloadRoute(to, 'view');
      }
    },
    // A little ahead of the fold, so the code is there before the card is.
    { rootMargin: '200px 0px' },
  );
  return observer;
}

/** Props to spread on a link ({@link useRouteIntent}). */
export interface RouteIntentProps {
  ref: (element: HTMLElement | null) => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

/**
 * Preloads the route a link opens, so that tapping it shows the screen at once: the screen's code
 * when the link comes into view, its first request when the reader touches it (before the tap
 * completes, ~100 ms earlier than the click). Spread the result on the link.
 *
 * @example
 * const intent = useRouteIntent(`/text-detail/${item.id}`);
 * return <Link to={`/text-detail/${item.id}`} {...intent}>…</Link>;
 */
export function useRouteIntent(to: string): RouteIntentProps {
  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (next: HTMLElement | null) => {
      const io = viewObserver();
      if (element.current) io?.unobserve(element.current);
      element.current = next;
      if (!next || !io) return;
      watched.set(next, to);
      io.observe(next);
    },
    [to],
  );
  useEffect(
    () => () => {
      if (element.current) observer?.unobserve(element.current);
    },
    [],
  );
  const touch = useCallback(() => preloadRoute(to, 'touch'), [to]);
  return { ref, onPointerDown: touch, onFocus: touch };
}
