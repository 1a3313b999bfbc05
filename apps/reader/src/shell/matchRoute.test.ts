import { describe, expect, it } from 'vitest';
import type { FeatureRoute } from '@shqcb/bridge';
import { hashTarget, matchRoute } from './matchRoute.ts';

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

describe('hashTarget', () => {
  it('should give the in-app address of a hash, /index for the root', () => {
    expect(hashTarget('#/text-detail/3?type=share')).toBe('/text-detail/3?type=share');
    expect(hashTarget('')).toBe('/index');
    expect(hashTarget('#/')).toBe('/index');
    expect(hashTarget('#/?id=311')).toBe('/index?id=311');
  });
});
