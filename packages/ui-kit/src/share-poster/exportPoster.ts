import { toCanvas } from 'html-to-image';

/** html-to-image's options (its types live at a deep path outside any exports map). */
type Options = NonNullable<Parameters<typeof toCanvas>[1]>;

/** Capture scale of the poster image (SPEC §9): 4 image pixels per CSS pixel. */
export const POSTER_SCALE = 4;

/** Options of {@link exportPoster} and {@link exportPosterBlob}. */
export interface ExportPosterOptions {
  /**
   * Render once and throw it away before the real capture. `'auto'` (default) does so when
   * `userAgent` is WebKit's (Safari, and every browser and web view on iOS), see {@link needsWarmUp}.
   */
  warmUp?: boolean | 'auto';
  /** Painted behind the poster. Default white. */
  backgroundColor?: string;
  /** Used where an image cannot be fetched (no CORS), so the rest still exports. Default: light grey. */
  imagePlaceholder?: string;
  /**
   * The host's user agent, for `warmUp: 'auto'`. The kit does not read it itself: host detection
   * is @shqcb/bridge's (callers pass `warmUp: runtime().os === 'ios'` or the agent).
   */
  userAgent?: string;
}

/** A 1×1 light-grey PNG: the stand-in for a thumbnail whose host refuses CORS. */
const GREY_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

/**
 * Whether the first capture may come out blank: Safari and every iOS browser (all WebKit). There
 * html-to-image's SVG `<foreignObject>` snapshot is drawn as soon as the SVG has loaded, before
 * WebKit has decoded the images inlined in it, so the first canvas lacks the thumbnail and QR code
 * or is blank; once decoded they are cached and a second render is complete.
 */
export function needsWarmUp(userAgent: string): boolean {
  return /AppleWebKit/.test(userAgent) && !/Chrome|Chromium|Android/.test(userAgent);
}

async function imagesReady(node: HTMLElement) {
  // Wait for the thumbnail so the capture does not start before it is there at all.
  await Promise.all(
    Array.from(node.querySelectorAll('img'), (img) =>
      typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined,
    ),
  );
}

async function capture(node: HTMLElement, options: ExportPosterOptions): Promise<HTMLCanvasElement> {
  const userAgent = options.userAgent ?? '';
  const warm = options.warmUp === 'auto' || options.warmUp === undefined ? needsWarmUp(userAgent) : options.warmUp;
  const settings: Options = {
    pixelRatio: POSTER_SCALE,
    backgroundColor: options.backgroundColor ?? '#ffffff',
    imagePlaceholder: options.imagePlaceholder ?? GREY_PIXEL,
    // The kit uses system fonts only; reading every style sheet for @font-face costs time and fails
    // (with console errors) on cross-origin sheets.
    skipFonts: true,
  };
  await imagesReady(node);
  // Same settings as the real capture: the warm-up is only useful if WebKit decodes the very same
  // inlined images.
  if (warm) await toCanvas(node, settings);
  return toCanvas(node, settings);
}

/**
 * Captures a poster (the node of a {@link SharePoster}) as a PNG data URL at scale 4, with the
 * first-call blank image of iOS Safari handled by a warm-up render (see {@link needsWarmUp}).
 * Images in the poster are fetched to be inlined: their hosts must allow CORS, or they are replaced
 * by `imagePlaceholder`.
 *
 * @example
 * ```ts
 * const dataUrl = await exportPoster(posterRef.current);
 * bridge.saveImage(dataUrl);
 * ```
 */
export async function exportPoster(node: HTMLElement, options: ExportPosterOptions = {}): Promise<string> {
  const canvas = await capture(node, options);
  return canvas.toDataURL('image/png');
}

/**
 * Like {@link exportPoster}, as a PNG `Blob` (for `navigator.share` with files, or an object URL).
 *
 * @example
 * ```ts
 * const blob = await exportPosterBlob(posterRef.current);
 * await navigator.share({ files: [new File([blob], 'poster.png', { type: 'image/png' })] });
 * ```
 */
export async function exportPosterBlob(node: HTMLElement, options: ExportPosterOptions = {}): Promise<Blob> {
  const canvas = await capture(node, options);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('poster export produced no image'))), 'image/png');
  });
}
