import { LocalKey, getLocalJson, setLocalJson } from '@shqcb/bridge';

/** How many items keep a resume point; the oldest go first. */
export const MAX_POSITIONS = 50;
/** Closer than this to the end (or than a tenth of a short item), an item starts again from the beginning. */
export const FINISHED_MARGIN_S = 3;
/** Earlier than this, there is nothing worth resuming. */
export const MIN_RESUME_S = 1;

interface Entry {
  t: number;
  at: number;
}

function readAll(): Record<string, Entry> {
  const raw = getLocalJson<unknown>(LocalKey.audioPositions, {});
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Record<string, Entry> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const e = value as Partial<Entry> | null;
    if (e && typeof e.t === 'number' && Number.isFinite(e.t) && e.t >= 0 && typeof e.at === 'number') out[key] = { t: e.t, at: e.at };
  }
  return out;
}

/**
 * Where each item was left (local storage, so it outlives the tab): saved every second while
 * playing, restored when the item loads again, forgotten when it plays to its end.
 */
export const positions = {
  /** The resume point of `key` in seconds, or 0. */
  get(key: string, duration = Number.POSITIVE_INFINITY): number {
    const t = readAll()[key]?.t ?? 0;
    if (t < MIN_RESUME_S || t > duration - Math.min(FINISHED_MARGIN_S, duration / 10)) return 0;
    return t;
  },
  save(key: string, t: number, now = Date.now()): void {
    if (!Number.isFinite(t) || t < 0) return;
    const all = readAll();
    all[key] = { t: Math.round(t * 10) / 10, at: now };
    const keys = Object.keys(all);
    if (keys.length > MAX_POSITIONS) {
      keys.sort((a, b) => (all[a] as Entry).at - (all[b] as Entry).at);
      for (const old of keys.slice(0, keys.length - MAX_POSITIONS)) delete all[old];
    }
    setLocalJson(LocalKey.audioPositions, all);
  },
  forget(key: string): void {
    const all = readAll();
    if (!(key in all)) return;
    delete all[key];
    setLocalJson(LocalKey.audioPositions, all);
  },
};
