import { NOTHING_LOADED, PAUSED } from '@shqcb/bridge';
import type { AudioTrack, PlaybackRequest } from '@shqcb/bridge';

// The two state words of SPEC §4 are the bridge's: the shell reads them too (hasAudioSession).
export { NOTHING_LOADED, PAUSED };

/**
 * The play state of SPEC §4, as kept under the session keys of SPEC §3: `playId` (playId),
 * `ids` (playIdList), `isList` (isList), `voices` (voiceList, in the order of `ids`) and `current`
 * (newsPlay: the stored item, the one play resumes).
 */
export interface PlayerState {
  /** '0' paused, 'id' nothing loaded, otherwise the key of the item that plays. */
  playId: string;
  ids: readonly string[];
  isList: boolean;
  voices: readonly AudioTrack[];
  current: AudioTrack | null;
}

export const INITIAL_STATE: PlayerState = { playId: NOTHING_LOADED, ids: [], isList: false, voices: [], current: null };

export type PlayerEvent =
  /** A screen asks for playback (the podcast list, news 收听). */
  | { type: 'request'; request: PlaybackRequest }
  /** Adds items to the end of the list without touching what plays; queuing turns list mode on. */
  | { type: 'enqueue'; tracks: readonly AudioTrack[] }
  /** Play: the stored item plays (or the list's first when none is stored). */
  | { type: 'play' }
  | { type: 'pause' }
  /** Picking a list item plays it. */
  | { type: 'pick'; key: string }
  /** The track played to its end. */
  | { type: 'ended' }
  /** The track cannot be played (missing or broken file). */
  | { type: 'failed' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'remove'; key: string }
  /** Empties everything; the caller asks '清空当前播列表？' first. */
  | { type: 'clear' }
  | { type: 'setList'; isList: boolean };

/** Whether an item plays (the id is an item's key). */
export const isPlaying = (s: PlayerState): boolean => s.playId !== PAUSED && s.playId !== NOTHING_LOADED;

/** SPEC §4: the mini player shows when the id is not 'id' or the id list is not empty. */
export const showsMiniPlayer = (s: PlayerState): boolean => s.playId !== NOTHING_LOADED || s.ids.length > 0;

const indexOf = (s: PlayerState, key: string | undefined) => (key === undefined ? -1 : s.ids.indexOf(key));
const voiceOf = (s: PlayerState, key: string) => s.voices.find((v) => v.key === key) ?? null;

const playItem = (s: PlayerState, item: AudioTrack): PlayerState => ({ ...s, current: item, playId: item.key });
const pauseAt = (s: PlayerState, item: AudioTrack | null): PlayerState =>
  item ? { ...s, current: item, playId: PAUSED } : { ...s, current: null, playId: s.ids.length ? PAUSED : NOTHING_LOADED };

/** The item after the stored one in the list, or null at the end (or when the stored one is not listed). */
function nextOf(s: PlayerState): AudioTrack | null {
  const at = indexOf(s, s.current?.key);
  if (at < 0) return null;
  const key = s.ids[at + 1];
  return key === undefined ? null : voiceOf(s, key);
}

function previousOf(s: PlayerState): AudioTrack | null {
  const at = indexOf(s, s.current?.key);
  const key = at > 0 ? s.ids[at - 1] : undefined;
  return key === undefined ? null : voiceOf(s, key);
}

/**
 * The state machine of SPEC §4. Pure: the engine makes the audio element follow the state.
 *
 * - play sets the id to the stored item; pause sets it to '0';
 * - at a track's end in list mode the next item plays; at the last item (or outside list mode)
 *   playback stops there ('0') and nothing advances;
 * - a broken file skips to the next item in list mode, and stops otherwise;
 * - picking a list item plays it;
 * - remove: when the removed item plays, the next item plays (the first if it was last), then it
 *   leaves both lists; when it was the stored but paused item, the same item becomes stored, paused;
 * - clear empties both lists, sets the id to 'id', clears list mode and the stored item.
 */
export function transition(s: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'request': {
      const { tracks, startKey, list } = event.request;
      const known = new Set(s.ids);
      const added = tracks.filter((t) => !known.has(t.key) && (known.add(t.key), true));
      // An item already listed keeps its place but takes the newer details (title, address).
      const fresh = new Map(tracks.map((t) => [t.key, t]));
      const voices = [...s.voices.map((v) => fresh.get(v.key) ?? v), ...added];
      const start = fresh.get(startKey);
      if (!start) return s;
      return { ...s, ids: voices.map((v) => v.key), voices, isList: list, current: start, playId: start.key };
    }
    case 'enqueue': {
      const known = new Set(s.ids);
      const added = event.tracks.filter((t) => !known.has(t.key) && (known.add(t.key), true));
      if (!added.length) return s;
      const voices = [...s.voices, ...added];
      return { ...s, ids: voices.map((v) => v.key), voices, isList: true };
    }
    case 'play': {
      const item = s.current ?? (s.ids[0] !== undefined ? voiceOf(s, s.ids[0]) : null);
      return item ? playItem(s, item) : s;
    }
    case 'pause':
      return isPlaying(s) ? { ...s, playId: PAUSED } : s;
    case 'pick': {
      const item = voiceOf(s, event.key);
      return item ? playItem(s, item) : s;
    }
    case 'ended':
    case 'failed': {
      const next = s.isList ? nextOf(s) : null;
      return next ? playItem(s, next) : pauseAt(s, s.current);
    }
    case 'next': {
      const next = nextOf(s);
      if (!next) return s;
      return isPlaying(s) ? playItem(s, next) : pauseAt(s, next);
    }
    case 'previous': {
      const previous = previousOf(s);
      if (!previous) return s;
      return isPlaying(s) ? playItem(s, previous) : pauseAt(s, previous);
    }
    case 'remove': {
      const at = indexOf(s, event.key);
      if (at < 0) return s;
      const ids = s.ids.filter((k) => k !== event.key);
      const voices = s.voices.filter((v) => v.key !== event.key);
      if (s.current?.key !== event.key) return { ...s, ids, voices };
      // The stored item leaves: the next one takes its place (the first when it was last).
      const successorKey = ids.length ? (ids[at] ?? ids[0]) : undefined;
      const successor = successorKey === undefined ? null : (voices.find((v) => v.key === successorKey) ?? null);
      const rest = { ...s, ids, voices };
      if (!successor) return { ...rest, current: null, playId: NOTHING_LOADED };
      return isPlaying(s) ? playItem(rest, successor) : pauseAt(rest, successor);
    }
    case 'clear':
      return INITIAL_STATE;
    case 'setList':
      return s.isList === event.isList ? s : { ...s, isList: event.isList };
  }
}
