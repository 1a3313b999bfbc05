import { afterEach, describe, expect, it } from 'vitest';
import { detectRuntime } from '../runtime.ts';
import { LocalKey, setLocal, setLocalJson } from '../storage.ts';
import { RENDERED_VIEW_META, STALE_VIEW_CLASS, prepaint } from './prepaint.ts';
import { readerHintOf, syncReaderHint } from './readerHint.ts';
import { firstRouteOf, requestTargetOf, routeTargetOf, serverViewOf } from './routeTarget.ts';
import { clearAllStorage } from '../storage.ts';
import { setToken } from '../token.ts';

const BASE = 'https://m.example.cn/shqcb/';
const BROWSER = detectRuntime({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36' } });
const WECHAT = detectRuntime({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36 MicroMessenger/8.0.55' } });

describe('routeTargetOf and requestTargetOf', () => {
  it('should read the hash route with its query as written, the root as /index', () => {
    expect(routeTargetOf(`${BASE}#/text-detail/5?type=share&x=a%20b`)).toBe('/text-detail/5?type=share&x=a%20b');
    expect(routeTargetOf(BASE)).toBe('/index');
    expect(routeTargetOf(`${BASE}#/`)).toBe('/index');
    expect(routeTargetOf(`${BASE}#?id=308`)).toBe('/index?id=308');
  });

  it('should give the server the view of a ?path= link, else /index (a request has no hash)', () => {
    expect(requestTargetOf(`${BASE}?path=/text-detail/5&type=share`)).toBe('/text-detail/5?type=share');
    expect(requestTargetOf(`${BASE}?path=text-detail/5`)).toBe('/text-detail/5');
    expect(requestTargetOf(`${BASE}?from=singlemessage`)).toBe('/index');
    expect(requestTargetOf(BASE)).toBe('/index');
  });
});

describe('firstRouteOf', () => {
  afterEach(() => localStorage.clear());

  it('should be the hash route outside WeChat, with or without a token', () => {
    expect(firstRouteOf(`${BASE}#/my`, BROWSER)).toBe('/my');
    expect(firstRouteOf(BASE, BROWSER)).toBe('/index');
  });

  it('should be login for a WeChat visitor without a token, and the route for a share link or a reader', () => {
    expect(firstRouteOf(`${BASE}#/index`, WECHAT)).toBe('/login');
    expect(firstRouteOf(`${BASE}#/text-detail/5?type=share`, WECHAT)).toBe('/text-detail/5?type=share');
    setLocal(LocalKey.token, 'a-token');
    expect(firstRouteOf(`${BASE}#/index`, WECHAT)).toBe('/index');
  });

  it('should wait (null) while WeChat exchanges an authorisation code', () => {
    setLocal(LocalKey.isAuth, '1');
    expect(firstRouteOf(`${BASE}?code=abc&state=s#/index`, WECHAT)).toBeNull();
  });
});

describe('prepaint', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.querySelector(`meta[name="${RENDERED_VIEW_META}"]`)?.remove();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.style.fontSize = '';
    window.history.replaceState(null, '', '/');
  });

  const rendered = (target: string) => {
    const meta = document.createElement('meta');
    meta.name = RENDERED_VIEW_META;
    meta.content = target;
    document.head.append(meta);
  };

  it('should take a ?path= link to its hash route in place, keeping the landing address', () => {
    window.history.replaceState(null, '', '/shqcb/?path=/text-detail/5&type=share');
    const outcome = prepaint(window, document);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/shqcb/#/text-detail/5?type=share');
    expect(outcome.landingUrl).toBe(`${window.location.origin}/shqcb/?path=/text-detail/5&type=share`);
  });

  it('should hydrate the server’s view when the page opens on it', () => {
    window.history.replaceState(null, '', '/shqcb/?path=/text-detail/5&type=share');
    rendered('/text-detail/5?type=share');
    expect(prepaint(window, document).hydrate).toBe(true);
    expect(document.documentElement.classList.contains(STALE_VIEW_CLASS)).toBe(false);
  });

  it('should hide the server’s view when the page opens elsewhere', () => {
    window.history.replaceState(null, '', '/shqcb/#/video');
    rendered('/index');
    expect(prepaint(window, document).hydrate).toBe(false);
    expect(document.documentElement.classList.contains(STALE_VIEW_CLASS)).toBe(true);
  });

  it('should neither hydrate nor hide anything on a page without a server view', () => {
    window.history.replaceState(null, '', '/shqcb/#/index');
    expect(prepaint(window, document).hydrate).toBe(false);
    expect(document.documentElement.classList.contains(STALE_VIEW_CLASS)).toBe(false);
  });

  it('should put the display choices on <html> before the first paint', () => {
    setLocalJson(LocalKey.displayPrefs, { textScale: 1.25, theme: 'dark', elder: false });
    prepaint(window, document);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.style.fontSize).toBe('125%');
  });
});

describe('serverViewOf and the reader cookie', () => {
  afterEach(() => {
    syncReaderHint(false);
    localStorage.clear();
  });

  it('should give a view for every address outside WeChat, the ?path= link’s or /index', () => {
    expect(serverViewOf(BASE, BROWSER, false)).toBe('/index');
    expect(serverViewOf(`${BASE}?path=/text-detail/5&type=share`, BROWSER, false)).toBe('/text-detail/5?type=share');
  });

  it('should give WeChat a view for a share link or a reader, none for a visitor sent to login or a code coming back', () => {
    expect(serverViewOf(BASE, WECHAT, false)).toBeNull();
    expect(serverViewOf(BASE, WECHAT, true)).toBe('/index');
    expect(serverViewOf(`${BASE}?path=/text-detail/5&type=share`, WECHAT, false)).toBe('/text-detail/5?type=share');
    expect(serverViewOf(`${BASE}?path=/text-detail/5`, WECHAT, false)).toBeNull();
    expect(serverViewOf(`${BASE}?code=abc&state=s`, WECHAT, true)).toBeNull();
  });

  it('should keep the cookie in step with the token, and clear it with all storage', () => {
    expect(readerHintOf(document.cookie)).toBe(false);
    setToken('a-token');
    expect(readerHintOf(document.cookie)).toBe(true);
    setToken(null);
    expect(readerHintOf(document.cookie)).toBe(false);
    setToken('a-token');
    clearAllStorage();
    expect(readerHintOf(document.cookie)).toBe(false);
  });

  it('should read only the exact cookie, never something that merely contains its name', () => {
    expect(readerHintOf('a=1; shqcb_reader=1; b=2')).toBe(true);
    expect(readerHintOf('shqcb_reader=0')).toBe(false);
    expect(readerHintOf('x_shqcb_reader=1')).toBe(false);
    expect(readerHintOf(undefined)).toBe(false);
  });
});
