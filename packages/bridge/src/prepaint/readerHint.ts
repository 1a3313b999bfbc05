/**
 * A cookie that says "a reader is signed in on this browser", and nothing else: no token, no
 * name. The server renders WeChat's home only for a reader, because WeChat sends a visitor to login
 * (SPEC §4) and a home rendered for them would be thrown away with its preloaded code (decision
 * 0051). The token stays in local storage, where SPEC §3 keeps it; the server never reads it here.
 */
export const READER_HINT_COOKIE = 'shqcb_reader';
/** Kept 30 days after the last visit that found the reader signed in. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** Sets or clears the hint to match `signedIn`. Does nothing where there is no document. */
export function syncReaderHint(signedIn: boolean, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  try {
    const secure = doc.location?.protocol === 'https:' ? '; secure' : '';
    doc.cookie = signedIn
      ? `${READER_HINT_COOKIE}=1; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax${secure}`
      : `${READER_HINT_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
  } catch {
    // A web view that refuses cookies: the server renders no WeChat home, which is only slower.
  }
}

/**
 * Whether a request's `Cookie` header carries the hint (the server's side).
 *
 * @example
 * readerHintOf('a=1; shqcb_reader=1') // true
 */
export function readerHintOf(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${READER_HINT_COOKIE}=1`);
}
