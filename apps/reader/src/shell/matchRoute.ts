import { matchPath } from 'react-router';
import type { FeatureRoute } from '@shqcb/bridge';

export interface RouteMatch {
  route: FeatureRoute;
  params: Record<string, string | undefined>;
}

/** Finds the feature route of a pathname; the first declared route wins. */
export function matchRoute(routes: readonly FeatureRoute[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    const m = matchPath({ path: route.path, end: true }, pathname);
    if (m) return { route, params: m.params };
  }
  return null;
}

/** The route a hash address ("#/text-detail/3?x=1") opens, for preloading before React starts. */
export function routeOfHash(routes: readonly FeatureRoute[], hash: string): FeatureRoute | null {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return matchRoute(routes, path === '/' ? '/index' : path)?.route ?? null;
}
