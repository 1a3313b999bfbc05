import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Clock } from '../Clock.ts';
import type { Logger } from '../Logger.ts';
import { sanitizeArticle } from '../modules/content/sanitizeArticle.ts';
import { htmlSecurityHeaders } from '../static/securityHeaders.ts';
import { assemblePage, assemblePlainPage } from './assemblePage.ts';
import type { ReaderBuild, ReaderManifest } from './assemblePage.ts';
import { loadReaderRenderer } from './readerRenderer.ts';
import type { ReaderRenderer } from './readerRenderer.ts';

/** A page rendered once and served to every request with the same key while it is fresh. */
export interface RenderedPage {
  html: string;
  etag: string;
  headers: Record<string, string>;
  /** Compressed once, when first asked for. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  renderedAt: number;
  /** The content version it was rendered at (see `contentVersion`). */
  version: string;
  /** When it must be rendered again at the latest (ms): its longest age, or an article's publish time. */
  validUntil: number;
}

export interface ServerRenderedPagesOptions {
  /** The reader's build folder (index.html, .vite/manifest.json, assets/). */
  staticDir: string;
  /** The reader's server build, dist-ssr/entry-server.js. */
  ssrEntry: string;
  /** Answers the view's API calls in process (the app's own `fetch`). */
  fetch: typeof fetch;
  clock: Clock;
  logger: Logger;
  /**
   * What the pages show changes when this changes (a news item published, edited, withdrawn): a page
   * rendered at another version is rendered again. Every instance reads the same value, so none
   * keeps serving what another has replaced.
   */
  contentVersion?: () => Promise<string>;
  /** The first publish time after a moment, if any: a page is rendered again once an article it could show goes live. */
  nextPublishAfter?: (at: Date) => Promise<Date | null>;
  /** Longest a page is served unchanged, for its relative times ("3分钟前"); default 60 s. */
  maxAgeMs?: number;
  /** Longest a request waits for a render before it gets the page without a view; default 2 s. */
  renderTimeoutMs?: number;
  /** Pages kept (most recently used); default 300. */
  maxPages?: number;
}

/** Where the server's own API calls go: never on the network, `fetch` answers them in process. */
const IN_PROCESS_API = 'http://reader.internal';

/**
 * The reader's pages with their first view rendered by the server (decision 0051). A page is rendered
 * once per key (the view's address and whether the reader is in WeChat) and content version, and
 * kept for `maxAgeMs`; renders run one at a time. Whatever fails (the server build, a render, a slow
 * database), the request gets `null` and the caller serves the page without a view, which the
 * reader's phone renders alone: never an error page.
 */
export function serverRenderedPages(options: ServerRenderedPagesOptions) {
  const { staticDir, clock, logger } = options;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const renderTimeoutMs = options.renderTimeoutMs ?? 2_000;
  const maxPages = options.maxPages ?? 300;
  const contentVersion = options.contentVersion ?? (() => Promise.resolve(''));
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage | null>>();

  let build: ReaderBuild | null = null;
  const readBuild = (): ReaderBuild => {
    if (build) return build;
    const texts = new Map<string, string>();
    build = {
      template: readFileSync(join(staticDir, 'index.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as ReaderManifest,
      readText: (file) => {
        let text = texts.get(file);
        if (text === undefined) texts.set(file, (text = readFileSync(join(staticDir, file), 'utf8')));
        return text;
      },
      base: '/shqcb/',
    };
    return build;
  };

  let renderer: Promise<ReaderRenderer | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= loadReaderRenderer(options.ssrEntry, {
      fetch: options.fetch,
      apiBase: IN_PROCESS_API,
      sanitizeArticle,
    }).catch((error: unknown) => {
      logger.error(`server rendering is off: the reader's server build did not load (${error instanceof Error ? error.message : String(error)})`);
      return null;
    }));

  async function renderPage(reader: ReaderRenderer, request: { url: string; userAgent: string; cookie: string }, version: string): Promise<RenderedPage | null> {
    const rendered = await reader.render({ ...request, now: clock.now().getTime() });
    if (!rendered) return null;
    const html = assemblePage(readBuild(), rendered, reader.preloads);
    const publish = (await options.nextPublishAfter?.(new Date(rendered.renderedAt)))?.getTime() ?? Number.POSITIVE_INFINITY;
    return {
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      headers: htmlSecurityHeaders(html),
      encoded: {},
      renderedAt: rendered.renderedAt,
      version,
      validUntil: Math.min(rendered.renderedAt + maxAgeMs, publish),
    };
  }

  let plain: RenderedPage | null = null;
  const plainPage = (reader: ReaderRenderer): RenderedPage => {
    if (plain) return plain;
    const html = assemblePlainPage(readBuild(), reader.preloads);
    plain = {
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      headers: htmlSecurityHeaders(html),
      encoded: {},
      renderedAt: clock.now().getTime(),
      version: '',
      validUntil: Number.POSITIVE_INFINITY,
    };
    return plain;
  };

  function remember(key: string, page: RenderedPage): void {
    pages.delete(key);
    pages.set(key, page);
    if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
  }

  /** The page with a server-rendered view for the request, or `null` for none. */
  async function viewPage(reader: ReaderRenderer, url: string, userAgent: string, cookie: string): Promise<RenderedPage | null> {
    let key: string | null;
    try {
      key = reader.pageKeyOf(url, userAgent, cookie);
    } catch {
      return null; // an address the reader cannot read renders nothing
    }
    if (key === null) return null; // no view for this request (WeChat's visitor goes to login)
    const version = await contentVersion();
    const kept = pages.get(key);
    if (kept && kept.version === version && clock.now().getTime() < kept.validUntil) return kept;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderPage(reader, { url, userAgent, cookie }, version)
        .then((page) => {
          if (page) remember(key, page);
          else pages.delete(key);
          return page;
        })
        .catch((error: unknown) => {
          logger.error(`server rendering of ${url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          return null;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    // A render slower than the limit finishes for the next request; this one gets the plain page.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), renderTimeoutMs)));
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Loads the server build now rather than on the first request (start-up). */
    warmUp: () => loadRenderer().then(() => undefined),

    /**
     * The page for a request to the reader's root: with a server-rendered view when there is one for
     * it, else the page as built with the map of what to preload (a route the server does not render,
     * WeChat's visitor, a failed answer, a slow or failed render); `null` only when the reader's server
     * build is not there (the caller serves the built file).
     */
    async page(url: string, userAgent: string, cookie = ''): Promise<RenderedPage | null> {
      const reader = await loadRenderer();
      if (!reader) return null;
      return (await viewPage(reader, url, userAgent, cookie)) ?? plainPage(reader);
    },

    /** The page's bytes in an encoding, compressed once. */
    encode(page: RenderedPage, encoding: 'br' | 'gzip'): Buffer {
      let packed = page.encoded[encoding];
      if (!packed) {
        packed =
          encoding === 'br'
            ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length } })
            : gzipSync(page.html, { level: 9 });
        page.encoded[encoding] = packed;
      }
      return packed;
    },
  };
}

export type ServerRenderedPages = ReturnType<typeof serverRenderedPages>;
