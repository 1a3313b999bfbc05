import type { ReaderRender } from './readerRenderer.ts';

/** One chunk of the reader build's `.vite/manifest.json` (the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ReaderManifest = Record<string, ManifestChunk>;

/** The reader's build as the page assembler reads it. */
export interface ReaderBuild {
  /** The built index.html. */
  template: string;
  manifest: ReaderManifest;
  /** The text of a built file (a style sheet), by its path in the manifest (`assets/x.css`). */
  readText: (file: string) => string;
  /** Where the build is served, `/shqcb/`. */
  base: string;
}

/** The `<meta name>` the reader's prepaint script reads the rendered view from (bridge RENDERED_VIEW_META). */
export const RENDERED_VIEW_META = 'shq-ssr-route';
/** The id of the JSON the reader's entry hydrates from (reader SERVER_RENDER_SCRIPT_ID). */
export const RENDER_PAYLOAD_ID = 'shq-ssr';
/** theme-color of the two status-bar colours (reader STATUS_BAR_COLORS). */
const STATUS_BAR_COLORS = { red: '#d7000f', white: '#ffffff' } as const;

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a `<script>`: nothing in it may close the element or break a line for old parsers. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function entryOf(manifest: ReaderManifest): [string, ManifestChunk] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the reader manifest has no entry chunk');
  return entry;
}

/** Keys of a chunk and of everything it imports statically. */
function closure(manifest: ReaderManifest, keys: Iterable<string>, into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * React hoists a `<link rel="preload">` for each eager image of the view to the front of the markup.
 * The one with `fetchPriority="high"` (the largest image of the first view) goes into `<head>`, so
 * it is asked for before the body is parsed; the others are dropped: their `<img>` come a few
 * bytes later in the same page, and preloading them would only take bandwidth from that one.
 */
function splitHoisted(html: string): { preload: string[]; body: string } {
  const preload: string[] = [];
  let rest = html;
  for (let m = /^<link\b[^>]*>/.exec(rest); m; m = /^<link\b[^>]*>/.exec(rest)) {
    if (/\bas="image"/.test(m[0]) && /\bfetchPriority="high"/i.test(m[0])) preload.push(m[0].replace(/\bfetchPriority=/i, 'fetchpriority='));
    rest = rest.slice(m[0].length);
  }
  return { preload, body: rest };
}

/**
 * The page of a server-rendered view (decision 0051): the reader's built index.html with
 * - the view's address in `<meta name="shq-ssr-route">` (the prepaint script compares it with the
 *   address the page opens on, and hides the view if they differ);
 * - the route's title and status-bar colour;
 * - the style sheets of the entry and of the view's chunks written inline, so the first paint waits
 *   for no file; each chunk's sheet is also named by a disabled `<link>` (not fetched), so the
 *   reader's module loader finds it loaded and does not fetch it again when the screen's code loads;
 * - `modulepreload` for the view's chunks, so they download beside the entry and hydration waits
 *   for no second round trip; the largest image preloaded;
 * - the view's markup in `#root` and the answers it was rendered with, as JSON.
 */
export function assemblePage(build: ReaderBuild, render: ReaderRender): string {
  const { manifest, base } = build;
  const [entryKey, entry] = entryOf(manifest);
  const entryChunks = closure(manifest, [entryKey]);
  const viewChunks = [...closure(manifest, render.modules)].filter((key) => !entryChunks.has(key));
  const url = (file: string) => `${base}${file}`;
  const inlineCss = (file: string) => `<style>${build.readText(file).replace(/<\/style/gi, '<\\/style')}</style>`;

  const { preload, body } = splitHoisted(render.html);
  const viewCss = [...new Set(viewChunks.flatMap((key) => manifest[key]?.css ?? []))].filter((file) => !(entry.css ?? []).includes(file));
  const head = [
    ...preload,
    ...viewChunks.map((key) => `<link rel="modulepreload" crossorigin href="${escapeAttr(url(manifest[key]?.file ?? ''))}">`),
    ...viewCss.map((file) => `${inlineCss(file)}<link rel="stylesheet" crossorigin href="${escapeAttr(url(file))}" disabled>`),
  ].join('');

  let page = build.template;
  const replaceOnce = (pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(page)) throw new Error(`the reader's index.html has no ${what}`);
    page = page.replace(pattern, () => replacement);
  };
  replaceOnce(/<meta charset="UTF-8"\s*\/?>/i, `<meta charset="UTF-8" /><meta name="${RENDERED_VIEW_META}" content="${escapeAttr(render.target)}">`, 'charset meta');
  replaceOnce(/<title>[^<]*<\/title>/, `<title>${escapeText(render.title)}</title>`, 'title');
  replaceOnce(/<meta name="theme-color" content="[^"]*"\s*\/?>/, `<meta name="theme-color" content="${STATUS_BAR_COLORS[render.statusBar]}" />`, 'theme-color meta');
  // The entry's own sheet, inline in place of its link.
  for (const file of entry.css ?? []) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${url(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    replaceOnce(link, inlineCss(file), `link to ${file}`);
  }
  replaceOnce(/<\/head>/, `${head}</head>`, '</head>');
  const payload = scriptJson({ target: render.target, cache: render.cache, renderedAt: render.renderedAt });
  replaceOnce(/<div id="root"><\/div>/, `<div id="root">${body}</div><script type="application/json" id="${RENDER_PAYLOAD_ID}">${payload}</script>`, 'empty #root');
  return page;
}
