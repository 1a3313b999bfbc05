import { syncReaderHint } from './prepaint/readerHint.ts';
import { LocalKey, getLocal, setLocal } from './storage.ts';

/** The reader's token, or null for a visitor (SPEC §6). */
export function getToken(): string | null {
  const t = getLocal(LocalKey.token);
  return t && t.trim() ? t : null;
}

/** Stores the token after a login, or removes it with `null` (and the cookie that says a reader is here). */
export function setToken(token: string | null): void {
  setLocal(LocalKey.token, token);
  syncReaderHint(hasToken());
}

/** True when a token is stored. */
export function hasToken(): boolean {
  return getToken() !== null;
}

/** Stores what a successful login returned: token and phone (`iphone`). */
export function saveLogin(login: { token: string; username?: string | undefined }): void {
  setToken(login.token);
  if (login.username) setLocal(LocalKey.phone, login.username);
}
