import { useMemo, useSyncExternalStore } from 'react';

/** How often the clock moves on: relative times ("3分钟前") and today's date need no finer step. */
export const NOW_STEP_MS = 60_000;

/**
 * The moment a server-rendered page was rendered: the clock reads it while React hydrates that
 * page, so the times the server wrote ("3分钟前", today's date) are the times the first client
 * render computes, and the page moves on to the device's clock right after (decision 0051).
 */
let renderTime: number | null = null;

/**
 * Sets (or clears, with `null`) the render time: the server before it renders a page, the reader
 * before it hydrates one. Outside hydration the clock reads the device's time.
 */
export function setRenderTime(ms: number | null): void {
  renderTime = ms === null ? null : floorToStep(ms);
}

function floorToStep(ms: number): number {
  return ms - (ms % NOW_STEP_MS);
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Wakes the listeners at each step boundary, while anyone listens. */
function arm(): void {
  timer = setTimeout(() => {
    for (const listener of [...listeners]) listener();
    arm();
  }, NOW_STEP_MS - (Date.now() % NOW_STEP_MS) + 50);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) arm();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const deviceNow = () => floorToStep(Date.now());
const hydrationNow = () => renderTime ?? deviceNow();

/**
 * The current time to the minute, for what a screen shows of it (relative times, today's date). A
 * server-rendered page is hydrated with the time it was rendered at, then moves on.
 *
 * @example
 * const now = useNow();
 * return <time dateTime={item.time}>{formatListTime(item.time, now)}</time>;
 */
export function useNow(): Date {
  const ms = useSyncExternalStore(subscribe, deviceNow, hydrationNow);
  return useMemo(() => new Date(ms), [ms]);
}
