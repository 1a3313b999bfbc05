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

/** The in-app address of a hash ("#/text-detail/3?x=1" → "/text-detail/3?x=1"); the root is /index. */
export function hashTarget(hash: string): string {
  const [path = '', query] = hash.replace(/^#/, '').split('?');
  const route = path === '' || path === '/' ? '/index' : path;
  return query === undefined ? route : `${route}?${query}`;
}
