/** Where relative audio addresses live unless configured (SPEC §3 `{host}`): the server's /media/. */
export const DEFAULT_AUDIO_BASE = '/media/';

let base = DEFAULT_AUDIO_BASE;

/** Sets the audio CDN base at start, e.g. 'https://cdn.example.com/shqcb/' (the shell reads VITE_AUDIO_BASE). */
export function configureAudioBase(next: string | undefined): void {
  base = next && next.trim() ? next.trim() : DEFAULT_AUDIO_BASE;
}

/** The configured audio base. */
export function audioBase(): string {
  return base;
}
