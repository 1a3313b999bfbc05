import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function getMediaQuery(): MediaQueryList | null {
  // Some web views (and jsdom) have no matchMedia; treat that as "no preference".
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(QUERY);
}

function subscribe(onChange: () => void): () => void {
  const mql = getMediaQuery();
  if (!mql) return () => {};
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return getMediaQuery()?.matches ?? false;
}

function getServerSnapshot(): boolean {
  return false;
}

/**
 * Whether the reader asked the system to reduce motion (`prefers-reduced-motion: reduce`).
 * Follows changes live, so toggling the OS setting stops moving widgets without a reload.
 *
 * @example
 * ```tsx
 * const reduced = usePrefersReducedMotion();
 * el.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
 * ```
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
