import { SessionKey, getSessionJson, setSessionJson } from '@shqcb/bridge';

type Positions = Record<string, number>;

/** Positions kept: the most recently watched videos only, so the session entry stays small. */
const MAX_KEPT = 50;

/** Where the reader left a video in this session (seconds), or 0. */
export function readPosition(key: string): number {
  const value = getSessionJson<Positions>(SessionKey.videoPositions, {})[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Keeps where the reader is in a video; 0 forgets it (watched to the end). */
export function savePosition(key: string, seconds: number): void {
  const all = getSessionJson<Positions>(SessionKey.videoPositions, {});
  delete all[key];
  if (seconds > 0) all[key] = Math.floor(seconds * 10) / 10;
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) delete all[old];
  setSessionJson(SessionKey.videoPositions, all);
}
