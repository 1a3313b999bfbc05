import type { FeatureRoute } from '@shqcb/bridge';
import type { PreloadRoute } from '@shqcb/ui-kit';
import { preloadScreen } from './lazyScreen.ts';
import { matchRoute } from './matchRoute.ts';

/**
 * What the shell does when a feature reports a link (ui-kit `useRouteIntent`): a link in view costs
 * the screen's code only (cached, and shared by every link to that screen); a touched link also
 * starts the screen's first request, which is the reader's next screen ~100 ms before the tap ends.
 *
 * @example
 * servePreloadRoute(routePreloader(appRoutes));
 */
export function routePreloader(routes: readonly FeatureRoute[]): PreloadRoute {
  return (to, intent) => {
    const [path = '', query = ''] = to.split('?');
    const match = matchRoute(routes, path);
    if (!match) return;
    preloadScreen(match.route);
    if (intent === 'touch') match.route.preload?.({ params: match.params, search: new URLSearchParams(query) });
  };
}
