import { pathToFileURL } from 'node:url';

/**
 * The reader's server build as this server uses it (apps/reader/src/entry-server.tsx, built to
 * dist-ssr/entry-server.js; decision 0051). The server imports no UI code: these types repeat the
 * shape it relies on, and the e2e suite renders through the real build.
 */
export interface ReaderRenderRequest {
  /** The page address as requested (no hash). */
  url: string;
  userAgent: string;
  /** The request's Cookie header (the reader reads its reader cookie from it, never a token). */
  cookie: string;
  /** Render time, ms. */
  now: number;
}

export interface ReaderRender {
  /** The in-app address rendered (`/index`, `/text-detail/12?type=share`): the page's hash when it hydrates. */
  target: string;
  routePath: string;
  /** Rendered for a visitor only (the route's `serverRender: 'visitor'`). */
  forVisitor: boolean;
  title: string;
  statusBar: 'red' | 'white';
  /** Markup of `#root`; may start with `<link rel="preload">` tags React hoisted (images). */
  html: string;
  /** The answers the view was rendered with (TanStack Query's dehydrated state, plain JSON). */
  cache: unknown;
  renderedAt: number;
  /** Browser-build manifest keys of the modules the view used. */
  modules: string[];
}

export interface ReaderRendererDeps {
  fetch: typeof fetch;
  apiBase: string;
  sanitizeArticle: (html: string) => string;
}

export type RenderReaderPage = (request: ReaderRenderRequest) => Promise<ReaderRender | null>;

/** Browser-build manifest keys a page preloads when the server renders no view for its address. */
export interface PreloadTargets {
  /** Each route's screen module(s), by route pattern, in the order the shell matches them. */
  routes: [string, string[]][];
  /** The transport the first request loads. */
  requests: string[];
  /**
   * The routes whose view the server renders, by pattern: for everyone, or for a visitor only (a
   * route's `serverRender`). The prepaint script sends a hash address of one of them to its `?path=`
   * link, so that the server renders it too (decision 0051, fourth step).
   */
  serverViews?: Record<string, 'all' | 'visitor'>;
}

/** The reader's renderer and the key of what it renders for a request (the same key, the same page). */
export interface ReaderRenderer {
  render: RenderReaderPage;
  /** The key of the page a request gets (same key, same page), or `null` when it gets no view. */
  pageKeyOf: (url: string, userAgent: string, cookie: string) => string | null;
  /** What pages preload for the address they open on (none when the build does not say). */
  preloads: PreloadTargets;
}

interface ReaderServerModule {
  createServerRenderer: (deps: ReaderRendererDeps) => RenderReaderPage;
  pageKeyOf: (url: string, userAgent: string, cookie: string) => string | null;
  preloadTargets?: () => Promise<PreloadTargets>;
}

function isReaderServerModule(value: unknown): value is ReaderServerModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Partial<Record<keyof ReaderServerModule, unknown>>;
  return typeof module.createServerRenderer === 'function' && typeof module.pageKeyOf === 'function';
}

/**
 * Loads the reader's server build and makes its renderer.
 *
 * @throws when the file is not the reader's server build.
 */
export async function loadReaderRenderer(entryPath: string, deps: ReaderRendererDeps): Promise<ReaderRenderer> {
  const loaded: unknown = await import(pathToFileURL(entryPath).href);
  if (!isReaderServerModule(loaded)) throw new Error(`${entryPath} is not the reader's server build (no createServerRenderer and pageKeyOf)`);
  const render = loaded.createServerRenderer(deps);
  // Before any render: it loads every screen's module once, recording which is which.
  const preloads = (await loaded.preloadTargets?.()) ?? { routes: [], requests: [] };
  return { render, pageKeyOf: loaded.pageKeyOf, preloads };
}
