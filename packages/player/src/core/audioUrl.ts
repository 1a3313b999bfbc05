import { audioBase } from '@shqcb/bridge';

/**
 * The playable address of an item's voiceUrl: absolute http(s) and protocol-relative addresses as
 * they are, anything else joined to the audio base (SPEC §3 `{host}`, set by the shell through
 * `configureAudioBase` of @shqcb/bridge) with one slash. Other schemes (javascript:, data:, file:)
 * give null: the item counts as broken.
 */
export function resolveAudioUrl(voiceUrl: string, base: string = audioBase()): string | null {
  const url = voiceUrl.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
