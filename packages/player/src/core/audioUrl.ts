/** Where relative audio addresses live unless configured (SPEC §3 `{host}`): the server's /media/. */
export const DEFAULT_AUDIO_BASE = '/media/';

let base = DEFAULT_AUDIO_BASE;

/** Sets the audio CDN base, e.g. 'https://cdn.example.com/shqcb/' (the shell reads VITE_AUDIO_BASE). */
export function configureAudioBase(next: string | undefined): void {
  base = next && next.trim() ? next.trim() : DEFAULT_AUDIO_BASE;
}

/**
 * The playable address of an item's voiceUrl: absolute http(s) and protocol-relative addresses as
 * they are, anything else joined to the base with one slash. Other schemes (javascript:, data:,
 * file:) give null: the item counts as broken.
 */
export function resolveAudioUrl(voiceUrl: string, audioBase: string = base): string | null {
  const url = voiceUrl.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `${audioBase.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
