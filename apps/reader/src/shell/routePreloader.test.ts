import { describe, expect, it, vi } from 'vitest';
import type { FeatureRoute } from '@shqcb/bridge';
import { routePreloader } from './routePreloader.ts';

function route(path: string) {
  const load = vi.fn(() => Promise.resolve({ default: () => null }));
  const preload = vi.fn();
  const value: FeatureRoute = { path, load, preload, title: path, statusBar: 'white' };
  return { value, load, preload };
}

describe('routePreloader', () => {
  it('should download the screen of a link in view, without asking for its data', () => {
    const detail = route('/text-detail/:id');
    routePreloader([detail.value])('/text-detail/12', 'view');
    expect(detail.load).toHaveBeenCalledOnce();
    expect(detail.preload).not.toHaveBeenCalled();
  });

  it('should start the first request of a touched link with its params and query', () => {
    const detail = route('/text-detail/:id');
    routePreloader([detail.value])('/text-detail/12?from=share', 'touch');
    expect(detail.preload).toHaveBeenCalledWith({ params: { id: '12' }, search: new URLSearchParams('from=share') });
  });

  it('should wait for the reader to engage before preloading links that are merely in view', () => {
    const detail = route('/text-detail/:id');
    let engaged = false;
    const preload = routePreloader([detail.value], () => engaged);
    preload('/text-detail/12', 'view');
    expect(detail.load).not.toHaveBeenCalled();
    preload('/text-detail/12', 'touch');
    expect(detail.load).toHaveBeenCalledOnce();
    engaged = true;
    const other = route('/text-detail/:id');
    routePreloader([other.value], () => engaged)('/text-detail/13', 'view');
    expect(other.load).toHaveBeenCalledOnce();
  });

  it('should ignore a link to no known route', () => {
    const home = route('/index');
    routePreloader([home.value])('/nowhere', 'touch');
    expect(home.load).not.toHaveBeenCalled();
    expect(home.preload).not.toHaveBeenCalled();
  });
});
