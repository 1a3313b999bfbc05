/**
 * Site-relative URLs of the images the server draws itself (nothing points at an outside host).
 * Stored in rows as is; the reader resolves them against its own origin. Generated audio files
 * live under MEDIA_PREFIX too (`audio/…`, see audioTracks.ts).
 */
export const MEDIA_PREFIX = '/media';

export const DEFAULT_AVATAR_PATH = `${MEDIA_PREFIX}/avatar/default.svg`;

/** A news thumbnail (variant 0) or an inline article picture (variant 1-9). 4:3. */
export function newsImagePath(newsId: number, variant = 0): string {
  return variant === 0 ? `${MEDIA_PREFIX}/news/${newsId}.svg` : `${MEDIA_PREFIX}/news/${newsId}-${variant}.svg`;
}

/** An advertisement banner. */
export function adImagePath(adId: number): string {
  return `${MEDIA_PREFIX}/ad/${adId}.svg`;
}

/** A podcast episode's square cover. */
export function podcastCoverPath(audioItemId: number): string {
  return `${MEDIA_PREFIX}/podcast/${audioItemId}.svg`;
}

/** Icons of the tab strip. */
export const TAB_ICONS = ['hot', 'bolt', 'star'] as const;
export type TabIcon = (typeof TAB_ICONS)[number];

export function tabIconPath(icon: TabIcon): string {
  return `${MEDIA_PREFIX}/icon/${icon}.svg`;
}
