import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_VECTORS } from '@shqcb/api/testing/corpora';
import { getBackUrl, safeBackUrl, setBackUrl } from './backUrl.ts';

describe('safeBackUrl', () => {
  it('should keep in-app route paths with their query', () => {
    expect(safeBackUrl('/text-detail/12')).toBe('/text-detail/12');
    expect(safeBackUrl('/index?id=307')).toBe('/index?id=307');
    expect(safeBackUrl('#/text-detail/3')).toBe('/text-detail/3');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'text-detail/1',
    '',
    '/login?backUrl=/index',
    '/a\nb',
  ])('should refuse %j and fall back to the home route', (url) => {
    expect(safeBackUrl(url)).toBe('/index');
  });

  // The shared corpus: the server's redirect_uri test and the login e2e use it too.
  it.each(OPEN_REDIRECT_VECTORS)('should refuse the open-redirect vector %j', (url) => {
    expect(safeBackUrl(url)).toBe('/index');
  });

  it.each([
    ['/.//evil.example', 'a dot segment'],
    ['/a/..//evil.example', 'a dot-dot segment'],
    ['/a\\..\\/evil.example', 'backslashes around a dot segment'],
    ['/%2e%2E//evil.example', 'an encoded dot segment'],
    ['//a b/x', 'a host no parser takes'],
    ['/./login', 'login behind a dot segment'],
    ['/login?backUrl=/index', 'login itself'],
    ['/login/bind', 'a page under login'],
  ])('should refuse %j (%s): it resolves to another host or back to login', (url) => {
    expect(safeBackUrl(url)).toBe('/index');
  });

  it('should resolve harmless dot segments to the route they name', () => {
    expect(safeBackUrl('/a/../text-detail/3?x=1')).toBe('/text-detail/3?x=1');
    expect(safeBackUrl('/%2e/my')).toBe('/my');
  });

  it('should keep routes whose query carries slashes, dots or encoded characters', () => {
    expect(safeBackUrl('/search-news?keyword=..%2F%5C//x')).toBe('/search-news?keyword=..%2F%5C//x');
    expect(safeBackUrl('/text-detail/3.5')).toBe('/text-detail/3.5');
    // Only the path is held to the path rules, also when the query has spaces.
    expect(safeBackUrl('/search-news?keyword=a b%2Fc')).toBe('/search-news?keyword=a%20b%2Fc');
  });

  it('should ignore the spaces around a route and keep a colon inside one', () => {
    expect(safeBackUrl('  /text-detail/3 ')).toBe('/text-detail/3');
    expect(safeBackUrl('/search-news?keyword=/BYD:新车')).toBe('/search-news?keyword=/BYD:%E6%96%B0%E8%BD%A6');
  });

  it('should use the given fallback', () => {
    expect(safeBackUrl(null, '/my')).toBe('/my');
    expect(safeBackUrl('//evil.example', '')).toBe('');
  });
});

describe('back url storage', () => {
  it('should store a safe route and read it back', () => {
    setBackUrl('/text-detail/9');
    expect(localStorage.getItem('backUrl')).toBe('/text-detail/9');
    expect(getBackUrl()).toBe('/text-detail/9');
  });

  it('should drop an unsafe route instead of storing it, and forget the stored one', () => {
    setBackUrl('/my');
    setBackUrl('https://evil.example');
    expect(localStorage.getItem('backUrl')).toBeNull();
    expect(getBackUrl()).toBe('/index');
  });

  it('should forget the stored route when given null', () => {
    setBackUrl('/my');
    setBackUrl(null);
    expect(localStorage.getItem('backUrl')).toBeNull();
  });

  it('should never return a tampered stored value', () => {
    localStorage.setItem('backUrl', '//evil.example');
    expect(getBackUrl()).toBe('/index');
    for (const url of OPEN_REDIRECT_VECTORS) {
      localStorage.setItem('backUrl', url);
      expect(getBackUrl(), url).toBe('/index');
    }
  });
});
