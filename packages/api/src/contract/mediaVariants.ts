/**
 * Raster variants of the images the reference server draws (decision 0052): a news picture
 * `/media/news/12.svg` (or an article's `/media/news/12-1.svg`), an ad banner `/media/ad/3.svg` and
 * a goods cover `/media/mall/1.svg` are also served at a few widths, `/media/news/12.w750`, as AVIF
 * or WebP by the browser's Accept header. A phone decodes a raster
 * image off its main thread and downloads the width its screen needs; an SVG picture is styled,
 * laid out and painted on the main thread, which measured about a fifth of the home's main-thread
 * time. The server and the reader share the widths here.
 */

/** The widths served, in pixels: thumbnails (112 CSS px), the featured row (160), the lead (375) at 2–3×. */
export const MEDIA_IMAGE_WIDTHS = [240, 360, 480, 750, 1080] as const;
export type MediaImageWidth = (typeof MEDIA_IMAGE_WIDTHS)[number];

/** A drawn picture's path, without its extension: `news/12`, an article's `news/12-1`, an ad banner's `ad/3`, a goods cover's `mall/1`. */
const DRAWN_PICTURE = /^\/media\/(news\/[1-9]\d{0,9}(?:-[1-9])?|(?:ad|mall)\/[1-9]\d{0,9})\.svg$/;

/**
 * The `srcset` of a drawn picture of the reference server, or `undefined` for any other address
 * (another API host's pictures are used as they come).
 *
 * @example
 * mediaSrcSet('/media/news/12.svg') // '/media/news/12.w240 240w, /media/news/12.w360 360w, …'
 */
export function mediaSrcSet(src: string): string | undefined {
  const name = DRAWN_PICTURE.exec(src)?.[1];
  if (!name) return undefined;
  return MEDIA_IMAGE_WIDTHS.map((width) => `/media/${name}.w${width} ${width}w`).join(', ');
}
