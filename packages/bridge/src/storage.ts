import { syncReaderHint } from './prepaint/readerHint.ts';

/**
 * The one place that reads and writes browser storage. Key names are those of SPEC §3 and must not
 * change: the native apps and links in the wild rely on them.
 */
export const LocalKey = {
  token: 'token',
  backUrl: 'backUrl',
  phone: 'iphone',
  registerUserInfo: 'registerUserInfo',
  isAuth: 'isAuth',
  version: 'version',
  uploadAppversion: 'uploadAppversion',
  moreOldVersion: 'moreOldVersion',
  /** Not in SPEC §3: where each audio item was left, `{ [key]: { t, at } }`, so playback resumes there. */
  audioPositions: 'audioPositions',
  /** Not in SPEC §3: the reader's playback speed, e.g. '1.25'. */
  playbackRate: 'playbackRate',
  /** Not in SPEC §3 (issue 12): the reader's recent searches, newest first, as a JSON array. */
  recentSearches: 'recentSearches',
  /** Not in SPEC §3: text size, dark mode and 长辈模式 chosen in settings, `{ textScale, theme, elder }`. */
  displayPrefs: 'displayPrefs',
} as const;

export const SessionKey = {
  name: 'name',
  playId: 'playId',
  playIdList: 'playIdList',
  isList: 'isList',
  voiceList: 'voiceList',
  scrollVal: 'scrollVal',
  newsPlay: 'newsPlay',
  /** Not in SPEC §3: the `state` sent with a WeChat authorisation, checked when the code returns. */
  wxAuthState: 'wxAuthState',
  /** Not in SPEC §3 (issue 12): comment drafts by item, kept while a visitor logs in. */
  commentDrafts: 'commentDrafts',
  /** Not in SPEC §3 (issue 12): where the reader left each video, `{ [videoId]: seconds }`, to resume there. */
  videoPositions: 'videoPositions',
} as const;

export type LocalKeyName = (typeof LocalKey)[keyof typeof LocalKey];
export type SessionKeyName = (typeof SessionKey)[keyof typeof SessionKey];

type Area = 'local' | 'session';

// Storage can throw (Safari private mode, a full quota, a web view with storage disabled); a reader
// must never see a crash for that, so every access is guarded. Every write also goes to memory, and
// once storage fails (a write, or even a read) the area is read from memory for the rest of the
// page's life, starting from what storage held: reads and writes must agree, or a token written
// while storage is full would read back as missing (reads of a full storage still work, and answer
// null).
const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };
const inMemory: Record<Area, boolean> = { local: false, session: false };

function area(which: Area): Storage | null {
  try {
    const s = which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

/** From now on the area is read from memory, which gets whatever storage still lets us read. */
function moveToMemory(which: Area, s: Storage | null): void {
  inMemory[which] = true;
  if (!s) return;
  try {
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      const value = key === null ? null : s.getItem(key);
      if (key !== null && value !== null) memory[which].set(key, value);
    }
  } catch {
    // an area that cannot even be read keeps what this page wrote
  }
}

function read(which: Area, key: string): string | null {
  if (!inMemory[which]) {
    const s = area(which);
    try {
      if (s) return s.getItem(key);
    } catch {
      // unreadable: from now on the area is memory
    }
    moveToMemory(which, null);
  }
  return memory[which].get(key) ?? null;
}

function write(which: Area, key: string, value: string | null): void {
  const s = area(which);
  let stored = false;
  if (!inMemory[which]) {
    try {
      if (s) {
        if (value === null) s.removeItem(key);
        else s.setItem(key, value);
        stored = true;
      }
    } catch {
      // full or refused: fall through to memory
    }
    if (!stored) moveToMemory(which, s);
  }
  if (!stored) {
    // Storage cannot take the new value, but it must not keep the old one either: a reload would
    // bring back a token or route the page had already replaced or removed.
    try {
      s?.removeItem(key);
    } catch {
      // nothing else to do
    }
  }
  if (value === null) memory[which].delete(key);
  else memory[which].set(key, value);
}

/** Reads a local-storage key of SPEC §3. */
export function getLocal(key: LocalKeyName): string | null {
  return read('local', key);
}

/** Writes (or with `null` removes) a local-storage key of SPEC §3. */
export function setLocal(key: LocalKeyName, value: string | null): void {
  write('local', key, value);
}

/** Reads a session-storage key of SPEC §3. */
export function getSession(key: SessionKeyName): string | null {
  return read('session', key);
}

/** Writes (or with `null` removes) a session-storage key of SPEC §3. */
export function setSession(key: SessionKeyName, value: string | null): void {
  write('session', key, value);
}

/** Reads a JSON value from session storage, or `fallback` when missing or unparsable. */
export function getSessionJson<T>(key: SessionKeyName, fallback: T): T {
  const raw = getSession(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Reads a JSON value from local storage, or `fallback` when missing or unparsable. */
export function getLocalJson<T>(key: LocalKeyName, fallback: T): T {
  const raw = getLocal(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value to local storage. */
export function setLocalJson(key: LocalKeyName, value: unknown): void {
  setLocal(key, JSON.stringify(value));
}

/** Writes a JSON value to session storage. */
export function setSessionJson(key: SessionKeyName, value: unknown): void {
  setSession(key, JSON.stringify(value));
}

/** Clears all local and session storage (SPEC §8: 401 inside WeChat, or errcode 401 of the long setup). */
export function clearAllStorage(): void {
  syncReaderHint(false);
  for (const which of ['local', 'session'] as const) {
    try {
      area(which)?.clear();
    } catch {
      // nothing else to do
    }
    memory[which].clear();
    // Emptied, the real storage has room again.
    inMemory[which] = false;
  }
}

/** Removes uploadAppversion; called once at start (SPEC §3). */
export function resetStartupKeys(): void {
  setLocal(LocalKey.uploadAppversion, null);
}
