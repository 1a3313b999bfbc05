import { SessionKey, getSession, getSessionJson } from '../storage.ts';

/** SPEC §4: the id when nothing is loaded. */
export const NOTHING_LOADED = 'id';
/** SPEC §4: the id while paused. */
export const PAUSED = '0';

/**
 * Whether the tab has an audio session to show (SPEC §4: the id is not 'id' or the id list is not
 * empty). A missing id counts as 'id'. Read synchronously from session storage, so the shell can
 * decide at start whether to load the player.
 */
export function hasAudioSession(): boolean {
  const id = getSession(SessionKey.playId);
  if (id !== null && id !== '' && id !== NOTHING_LOADED) return true;
  const list = getSessionJson<unknown>(SessionKey.playIdList, []);
  return Array.isArray(list) && list.length > 0;
}
