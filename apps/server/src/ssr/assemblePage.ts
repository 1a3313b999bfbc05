import type { PreloadTargets, ReaderRender } from './readerRenderer.ts';

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
/** Set to `visitor` on that meta when the view is a visitor's, which a page holding a token must not show (bridge RENDERED_FOR_ATTRIBUTE). */
export const RENDERED_FOR_ATTRIBUTE = 'data-for';
/** The id of the JSON the reader's entry hydrates from (reader SERVER_RENDER_SCRIPT_ID). */
export const RENDER_PAYLOAD_ID = 'shq-ssr';
/** The id of the JSON the reader's prepaint script preloads from (bridge PRELOADS_ID). */
export const PRELOADS_ID = 'shq-preloads';

/** The largest image of a view, as its `<img>` asks for it (a `srcset` picks the width). */
export interface PreloadImage {
  href?: string;
  srcset?: string;
  sizes?: string;
}

/**
 * What the prepaint script may preload, in the page as JSON before it: the files (URLs) once, then
 * by index the view the server rendered (its chunks and largest image, preloaded when the page opens
 * on it), each route's chunks (the route the page opens on, when the server's view is not it) and
 * the transport of the first request.
 */
export interface PagePreloads {
  files: string[];
  /** The entry script of a page with a server-rendered view (the prepaint script loads it). */
  entry?: string;
  view?: { modules: number[]; image?: PreloadImage };
  routes: [string, number[]][];
  requests: number[];
  /** The routes whose view the server renders, by pattern (readerRenderer's PreloadTargets). */
  serverViews?: Record<string, 'all' | 'visitor'>;
}
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
 * The one with `fetchPriority="high"` (the largest image of the first view) is preloaded by the
 * prepaint script when the page opens on the view; the others are dropped: their `<img>` come a few
 * bytes later in the same page, and preloading them would only take bandwidth from that one.
 */
function splitHoisted(html: string): { image: PreloadImage | null; body: string } {
  let image: PreloadImage | null = null;
  let rest = html;
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
  for (let m = /^<link\b[^>]*>/.exec(rest); m; m = /^<link\b[^>]*>/.exec(rest)) {
    const tag = m[0];
    if (image === null && /\sas="image"/.test(tag) && /\sfetchPriority="high"/i.test(tag)) {
      const href = attr(tag, 'href');
      const srcset = attr(tag, 'imageSrcSet');
      const sizes = attr(tag, 'imageSizes');
      image = { ...(href ? { href } : {}), ...(srcset ? { srcset } : {}), ...(sizes ? { sizes } : {}) };
    }
    rest = rest.slice(tag.length);
  }
  return { image, body: rest };
}

/**
 * The preload map of a page: files of the given manifest keys and their static imports, leaving
 * out what the entry loads anyway, each listed once.
 */
function pagePreloads(build: ReaderBuild, targets: PreloadTargets, view?: { modules: string[]; image?: PreloadImage }): PagePreloads {
  const { manifest, base } = build;
  const [entryKey] = entryOf(manifest);
  const entryChunks = closure(manifest, [entryKey]);
  const files: string[] = [];
  const index = new Map<string, number>();
  const indices = (keys: string[]) =>
    [...closure(manifest, keys)]
      .filter((key) => !entryChunks.has(key) && manifest[key])
      .map((key) => {
        const file = `${base}${manifest[key]?.file ?? ''}`;
        let at = index.get(file);
        if (at === undefined) index.set(file, (at = files.push(file) - 1));
        return at;
      });
  return {
    files,
    ...(view ? { view: { modules: indices(view.modules), ...(view.image ? { image: view.image } : {}) } } : {}),
    routes: targets.routes.map(([pattern, keys]) => [pattern, indices(keys)]),
    requests: indices(targets.requests),
    ...(targets.serverViews ? { serverViews: targets.serverViews } : {}),
  };
}

/** Puts the preload map right after `<meta charset>`: before the prepaint script that reads it. */
function withPreloads(page: string, preloads: PagePreloads): string {
  const at = /<meta charset="UTF-8"\s*\/?>/i.exec(page);
  if (!at) throw new Error("the reader's index.html has no charset meta");
  const end = at.index + at[0].length;
  return `${page.slice(0, end)}<script type="application/json" id="${PRELOADS_ID}">${scriptJson(preloads)}</script>${page.slice(end)}`;
}

/**
 * The reader's page without a server view: the built index.html with the preload map, so the page
 * starts loading the screen of its address (and the first request's transport) beside its entry,
 * rather than after the entry has run (decision 0051).
 */
export function assemblePlainPage(build: ReaderBuild, targets: PreloadTargets): string {
  return withPreloads(build.template, pagePreloads(build, targets));
}

/**
 * The page of a server-rendered view (decision 0051): the reader's built index.html with
 * - the view's address in `<meta name="shq-ssr-route">` (the prepaint script compares it with the
 *   address the page opens on, and hides the view if they differ);
 * - the route's title and status-bar colour;
 * - the style sheets of the entry and of the view's chunks written inline, so the first paint waits
 *   for no file; each chunk's sheet is also named by a disabled `<link>` (not fetched), so the
 *   reader's module loader finds it loaded and does not fetch it again when the screen's code loads;
 * - no `<script>` for the entry: the preload map names it, and the prepaint script loads it with the
 *   view's chunks once the view's largest image is in when the page opens on the view (the view
 *   paints without script; its picture does not share a slow line with the script), at once beside
 *   the chunks of the screen it opens on otherwise: a view rendered for another address costs no download;
 * - the view's markup in `#root` and the answers it was rendered with, as JSON.
 */
export function assemblePage(build: ReaderBuild, render: ReaderRender, targets: PreloadTargets = { routes: [], requests: [] }): string {
  const { manifest, base } = build;
  const [entryKey, entry] = entryOf(manifest);
  const entryChunks = closure(manifest, [entryKey]);
  const viewChunks = [...closure(manifest, render.modules)].filter((key) => !entryChunks.has(key));
  const url = (file: string) => `${base}${file}`;
  const inlineCss = (file: string) => `<style>${build.readText(file).replace(/<\/style/gi, '<\\/style')}</style>`;

  const { image, body } = splitHoisted(render.html);
  const viewCss = [...new Set(viewChunks.flatMap((key) => manifest[key]?.css ?? []))].filter((file) => !(entry.css ?? []).includes(file));
  const head = viewCss.map((file) => `${inlineCss(file)}<link rel="stylesheet" crossorigin href="${escapeAttr(url(file))}" disabled>`).join('');

  let page = build.template;
  const replaceOnce = (pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(page)) throw new Error(`the reader's index.html has no ${what}`);
    page = page.replace(pattern, () => replacement);
  };
  replaceOnce(/<meta charset="UTF-8"\s*\/?>/i, `<meta charset="UTF-8" /><meta name="${RENDERED_VIEW_META}" content="${escapeAttr(render.target)}"${render.forVisitor ? ` ${RENDERED_FOR_ATTRIBUTE}="visitor"` : ''}>`, 'charset meta');
  replaceOnce(/<title>[^<]*<\/title>/, `<title>${escapeText(render.title)}</title>`, 'title');
  replaceOnce(/<meta name="theme-color" content="[^"]*"\s*\/?>/, `<meta name="theme-color" content="${STATUS_BAR_COLORS[render.statusBar]}" />`, 'theme-color meta');
  // The entry's own sheet, inline in place of its link.
  for (const file of entry.css ?? []) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${url(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    replaceOnce(link, inlineCss(file), `link to ${file}`);
  }
  replaceOnce(/<\/head>/, `${head}</head>`, '</head>');
  // The entry is loaded by the prepaint script, after the view's largest image (decision 0051).
  const entryScript = new RegExp(`<script type="module" crossorigin src="${url(entry.file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`);
  replaceOnce(entryScript, '', 'entry script');
  page = withPreloads(page, { ...pagePreloads(build, targets, { modules: render.modules, ...(image ? { image } : {}) }), entry: url(entry.file) });
  const payload = scriptJson({ target: render.target, cache: render.cache, renderedAt: render.renderedAt });
  replaceOnce(/<div id="root"><\/div>/, `<div id="root">${body}</div><script type="application/json" id="${RENDER_PAYLOAD_ID}">${payload}</script>`, 'empty #root');
  return page;
}
