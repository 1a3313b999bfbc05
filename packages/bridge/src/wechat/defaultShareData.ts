import { shareLink } from './shareUrls.ts';
import type { ShareData } from './wxTypes.ts';

/**
 * The default share data (SPEC §9): the page title, the page's description, the link of this page
 * with type=share, and the site's icon as an absolute address. A PNG icon (`apple-touch-icon`) is
 * preferred over the SVG favicon: WeChat does not draw SVG thumbnails.
 *
 * @example
 * defaultShareData(document, location.href)
 * // { title: '上海汽车报', desc: '…', link: 'https://…/shqcb/?path=/index&type=share', imgUrl: 'https://…/shqcb/favicon.png' }
 */
export function defaultShareData(doc: Document, href: string): ShareData {
  const icon =
    doc.querySelector<HTMLLinkElement>('link[rel~="apple-touch-icon"]') ?? doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  const description = doc.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
  return {
    title: doc.title,
    desc: description || doc.title,
    link: shareLink(href),
    imgUrl: new URL(icon?.getAttribute('href') ?? '/favicon.ico', href).href,
  };
}
