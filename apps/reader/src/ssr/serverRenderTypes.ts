import type { ApiCacheSnapshot } from '@shqcb/api/query';

/** What the server gives the renderer once (decision 0051). */
export interface ServerRenderDeps {
  /** Answers the API calls of the first view: the server's own app, in process. */
  fetch: typeof fetch;
  /** Base of those calls' URLs, e.g. `http://reader.internal`; only `fetch` sees it. */
  apiBase: string;
  /** Cleans article HTML where there is no DOM (the server's sanitiser, same policy as the reader's). */
  sanitizeArticle: (html: string) => string;
}

/** One page to render. */
export interface ServerRenderRequest {
  /** The page's address as requested (no hash): `/shqcb/` opens /index, `/shqcb/?path=/text-detail/12` that news. */
  url: string;
  /** The request's user agent: WeChat's page differs (no back bar), so the server renders what WeChat will hydrate. */
  userAgent: string;
  /** The request's Cookie header: the reader cookie (readerHintOf) tells WeChat's reader from a visitor sent to login. */
  cookie?: string;
  /** The render time (ms): relative times and today's date count from it, on the server and while hydrating. */
  now: number;
}

/** A rendered first view: the markup of `#root` and what the page needs to hydrate it. */
export interface ServerRender {
  /** The in-app address rendered, as the page's hash will hold it: `/index`, `/text-detail/12?type=share`. */
  target: string;
  /** The route pattern rendered, e.g. `/text-detail/:id`. */
  routePath: string;
  /** Rendered for a visitor (the route's `serverRender: 'visitor'`): a page that holds a token renders its own. */
  forVisitor: boolean;
  title: string;
  statusBar: 'red' | 'white';
  html: string;
  /** The answers the view was rendered with, restored into the query cache before hydration. */
  cache: ApiCacheSnapshot;
  renderedAt: number;
  /** The browser build's modules the view used (keys of its .vite/manifest.json): their chunks are preloaded, their styles inlined. */
  modules: string[];
}

/** What a server-rendered page carries for the reader's entry, in `<script type="application/json" id="shq-ssr">`. */
export interface ServerRenderPayload {
  target: string;
  cache: ApiCacheSnapshot;
  renderedAt: number;
}
