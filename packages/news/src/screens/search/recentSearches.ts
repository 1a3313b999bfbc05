import { LocalKey, getLocalJson, setLocalJson } from '@shqcb/bridge';

/** How many recent searches the device keeps. */
export const RECENT_MAX = 10;

/** The reader's recent searches on this device, newest first. */
export function recentSearches(): string[] {
  const stored = getLocalJson<unknown>(LocalKey.recentSearches, []);
  return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_MAX) : [];
}

/** Puts a keyword first (once) and keeps at most {@link RECENT_MAX}; returns the new list. */
export function rememberSearch(keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return recentSearches();
  const next = [word, ...recentSearches().filter((entry) => entry !== word)].slice(0, RECENT_MAX);
  setLocalJson(LocalKey.recentSearches, next);
  return next;
}

export function clearRecentSearches(): void {
  setLocalJson(LocalKey.recentSearches, []);
}
