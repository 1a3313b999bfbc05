import { describe, expect, it } from 'vitest';
import type { FeatureRoute } from '@shqcb/bridge';
import { matchRoute, routeOfHash } from './matchRoute.ts';

const route = (path: string): FeatureRoute => ({ path, load: async () => ({ default: () => null }), title: path, statusBar: 'white' });
const routes = [route('/index'), route('/text-detail/:id'), route('/login')];

describe('matchRoute', () => {
  it('should match a pattern and give its params', () => {
    expect(matchRoute(routes, '/text-detail/12')).toEqual({ route: routes[1], params: { id: '12' } });
  });

  it('should not match a longer path', () => {
    expect(matchRoute(routes, '/index/extra')).toBeNull();
  });
});

describe('routeOfHash', () => {
  it('should find the route of a hash address with a query', () => {
    expect(routeOfHash(routes, '#/text-detail/3?type=share')).toBe(routes[1]);
  });

  it('should treat an empty hash as the home route', () => {
    expect(routeOfHash(routes, '')).toBe(routes[0]);
    expect(routeOfHash(routes, '#/')).toBe(routes[0]);
  });
});
