import type { TabIcon } from './mediaPaths.ts';

/** The reader's default avatar: a neutral silhouette on the brand red. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="默认头像">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff6a4d"/><stop offset="1" stop-color="#d7000f"/></linearGradient></defs>
<circle cx="60" cy="60" r="60" fill="url(#g)"/>
<circle cx="60" cy="47" r="21" fill="#fff" fill-opacity=".92"/>
<path d="M22 104C26 82 42 72 60 72C78 72 94 82 98 104C88 113 75 118 60 118C45 118 32 113 22 104Z" fill="#fff" fill-opacity=".92"/>
</svg>`;

const ICON_BODIES: Record<TabIcon, string> = {
  hot: '<path d="M16 3C17 8 23 11 23 18A7 7 0 0 1 9 18C9 14 11 12 12 10C12 13 14 14 15 14C14 10 14 6 16 3Z" fill="#ff4d2e"/>',
  bolt: '<path d="M18 3L7 18H15L13 29L25 13H17Z" fill="#19b36b"/>',
  star: '<path d="M16 3L19.8 11.2L28.7 12.2L22 18.3L23.9 27.1L16 22.6L8.1 27.1L10 18.3L3.3 12.2L12.2 11.2Z" fill="#ffb400"/>',
};

/** A 32×32 icon of the tab strip. */
export function tabIconSvg(icon: TabIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">${ICON_BODIES[icon]}</svg>`;
}
