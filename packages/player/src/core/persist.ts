import { SessionKey, getSession, getSessionJson, setSession, setSessionJson } from '@shqcb/bridge';
import type { AudioTrack } from '@shqcb/bridge';
import { INITIAL_STATE, NOTHING_LOADED, PAUSED } from './playerState.ts';
import type { PlayerState } from './playerState.ts';

const isText = (x: unknown): x is string => typeof x === 'string';

/** A stored item, or null when the stored value is not one (an old or damaged entry). */
export function readTrack(raw: unknown): AudioTrack | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const t = raw as Record<string, unknown>;
  // Items stored by the old app carry `id` rather than `key`.
  const key = isText(t.key) ? t.key : typeof t.id === 'number' || isText(t.id) ? String(t.id) : null;
  if (!key || key === PAUSED || key === NOTHING_LOADED || !isText(t.title) || !isText(t.voiceUrl)) return null;
  return {
    key,
    title: t.title,
    voiceUrl: t.voiceUrl,
    source: isText(t.source) ? t.source : '',
    time: isText(t.time) ? t.time : '',
    ...(typeof t.duration === 'number' && Number.isFinite(t.duration) && { duration: t.duration }),
    ...(isText(t.cover) && { cover: t.cover }),
    ...(isText(t.route) && { route: t.route }),
  };
}

/**
 * The play state kept in session storage (SPEC §3 keys playId, playIdList, isList, voiceList,
 * newsPlay), checked entry by entry: what does not fit is dropped, never thrown. An item that was
 * playing comes back paused: browsers refuse to start sound without a tap after a reload.
 */
export function loadState(): PlayerState {
  const voicesRaw = getSessionJson<unknown>(SessionKey.voiceList, []);
  const voices = (Array.isArray(voicesRaw) ? voicesRaw : []).map(readTrack).filter((t): t is AudioTrack => t !== null);
  const byKey = new Map(voices.map((v) => [v.key, v]));
  const idsRaw = getSessionJson<unknown>(SessionKey.playIdList, []);
  const ids = [...new Set((Array.isArray(idsRaw) ? idsRaw : []).map(String))].filter((k) => byKey.has(k));
  const listed = ids.map((k) => byKey.get(k) as AudioTrack);
  const current = readTrack(getSessionJson<unknown>(SessionKey.newsPlay, null));
  const isList = getSession(SessionKey.isList) === 'true';
  const rawId = getSession(SessionKey.playId);
  if (!current) return { ...INITIAL_STATE, ids, voices: listed, isList, playId: ids.length ? PAUSED : NOTHING_LOADED };
  const playId = rawId === NOTHING_LOADED && !ids.length ? NOTHING_LOADED : PAUSED;
  return { playId, ids, voices: listed, isList, current };
}

/** Whether the state came back from an item that was playing when the page went away. */
export function wasPlaying(): boolean {
  const id = getSession(SessionKey.playId);
  return id !== null && id !== '' && id !== PAUSED && id !== NOTHING_LOADED;
}

/** Writes the state under its SPEC §3 keys; clearing removes the stored item (SPEC §4). */
export function saveState(s: PlayerState): void {
  setSession(SessionKey.playId, s.playId);
  setSessionJson(SessionKey.playIdList, s.ids);
  setSession(SessionKey.isList, s.isList ? 'true' : 'false');
  setSessionJson(SessionKey.voiceList, s.voices);
  if (s.current) setSessionJson(SessionKey.newsPlay, s.current);
  else setSession(SessionKey.newsPlay, null);
}

