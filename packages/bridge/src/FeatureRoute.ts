/** Status-bar colour of a screen (SPEC §2: red or white). */
export type StatusBarColor = 'red' | 'white';

/**
 * A screen a feature package offers to the shell. Features export an array of these from their
 * `routes` subpath; the shell mounts them lazily, so a feature costs nothing until its screen opens.
 *
 * @example
 * export const routes: FeatureRoute[] = [
 *   { path: '/index', load: () => import('./screens/home/HomeScreen.tsx'), title: '上海汽车报', statusBar: 'red', keepAlive: true, tabBar: 'index' },
 * ];
 */
/** The address a route is opened with: its path parameters and the query of the hash route. */
export interface RouteTarget {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export interface FeatureRoute {
  /** Route pattern of SPEC §2, e.g. '/text-detail/:id'. */
  path: string;
  /** Lazily loads the screen module; its default export is the React component. */
  load: () => Promise<{ default: unknown }>;
  /** Page title set on every navigation to the screen. */
  title: string;
  statusBar: StatusBarColor;
  /** Keep the screen mounted (state and scroll) while the reader is elsewhere. */
  keepAlive?: boolean;
  /** A visitor without a token is sent to login and brought back afterwards. */
  requiresAuth?: boolean;
  /**
   * Starts the screen's first requests before it renders: when the app opens on it (in parallel with
   * downloading the screen's code) and when the reader touches a link to it. Keep it tiny: it ships
   * in the entry chunk.
   */
  preload?: (target: RouteTarget) => void;
  /**
   * The server renders this screen's first view into the page when the address names it (a share
   * link's `?path=`, or the root for /index), with the answers of its `preload`, or of a `preload`
   * the screen's module exports when the route has none (which keeps it out of the entry chunk;
   * decision 0051). Its first render must then read nothing of the browser (storage, location,
   * window) except through hooks with a server snapshot, or hydration would not match. `'visitor'`:
   * only for a visitor (no reader cookie, readerHintOf), for a screen that shows a signed-in reader
   * their own data, which the server never has; the reader's phone renders theirs.
   */
  serverRender?: boolean | 'visitor';
  /** Name of the bottom-tab item this screen belongs to; absent hides the tab bar. */
  tabBar?: 'index' | 'video' | 'already-order' | 'podcast' | 'my';
}
