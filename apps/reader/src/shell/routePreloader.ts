import type { FeatureRoute } from '@shqcb/bridge';
import type { PreloadRoute } from '@shqcb/ui-kit';
import { preloadScreen } from './lazyScreen.ts';
import { matchRoute } from './matchRoute.ts';

/**
 * What the shell does when a feature reports a link (ui-kit `useRouteIntent`). A touched link
 * downloads its screen's code and starts the screen's first request, ~100 ms before the tap ends. A
 * link in view downloads only the code, and only once the reader has `engaged` with the page (has
 * scrolled): the links of the first paint would otherwise add their screens' code to every visit of
 * the home route (27.5 kB for the detail screen, decision 10).
 *
 * @example
 * servePreloadRoute(routePreloader(appRoutes, () => scrolled));
 */
export function routePreloader(routes: readonly FeatureRoute[], engaged: () => boolean = () => true): PreloadRoute {
  return (to, intent) => {
    if (intent === 'view' && !engaged()) return;
    const [path = '', query = ''] = to.split('?');
    const match = matchRoute(routes, path);
    if (!match) return;
    preloadScreen(match.route);
    if (intent === 'touch') match.route.preload?.({ params: match.params, search: new URLSearchParams(query) });
  };
}
