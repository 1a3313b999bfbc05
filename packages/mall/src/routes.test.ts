import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';
import { screens } from './screens/loadScreen.ts';

describe('routes', () => {
  it('should give every screen one route with a title, and ask visitors to log in except for the open pages', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(screens).sort());
    expect(routes.every((route) => route.title.length >= 2 && route.statusBar === 'white')).toBe(true);
    expect(routes.filter((route) => !route.requiresAuth).map((route) => route.path)).toEqual(['/reward-rule', '/mall', '/activity']);
  });

  it('should load each route’s own screen', async () => {
    const mall = routes.find((route) => route.path === '/mall');
    const loaded = (await mall?.load()) as { default: { name: string } };
    expect(loaded.default.name).toBe('MallScreen');
  });
});
