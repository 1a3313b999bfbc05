import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectRuntime } from '../runtime.ts';
import { LocalKey, setLocal, setLocalJson } from '../storage.ts';
import { FIRST_PAINT_PATIENCE_MS, PRELOADS_ID, RENDERED_FOR_ATTRIBUTE, RENDERED_VIEW_META, STALE_VIEW_CLASS, prepaint, routePatternRegExp } from './prepaint.ts';
import type { PagePreloads } from './prepaint.ts';
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
    document.getElementById(PRELOADS_ID)?.remove();
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"], script[type="module"]')) link.remove();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.style.fontSize = '';
    window.history.replaceState(null, '', '/');
  });

  const rendered = (target: string, forVisitor = false) => {
    const meta = document.createElement('meta');
    meta.name = RENDERED_VIEW_META;
    meta.content = target;
    if (forVisitor) meta.setAttribute(RENDERED_FOR_ATTRIBUTE, 'visitor');
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

  it('should hydrate a visitor’s view for a visitor only, and hide it from a page that holds a token', () => {
    window.history.replaceState(null, '', '/shqcb/?path=/my');
    rendered('/my', true);
    expect(prepaint(window, document).hydrate).toBe(true);
    expect(document.documentElement.classList.contains(STALE_VIEW_CLASS)).toBe(false);

    localStorage.setItem('token', 'reader-token');
    window.history.replaceState(null, '', '/shqcb/?path=/my');
    expect(prepaint(window, document).hydrate).toBe(false);
    expect(document.documentElement.classList.contains(STALE_VIEW_CLASS)).toBe(true);
  });

  it('should hydrate a view rendered for everyone whether or not the page holds a token', () => {
    localStorage.setItem('token', 'reader-token');
    window.history.replaceState(null, '', '/shqcb/?path=/video');
    rendered('/video');
    expect(prepaint(window, document).hydrate).toBe(true);
  });

  it('should neither hydrate nor hide anything on a page without a server view', () => {
    window.history.replaceState(null, '', '/shqcb/#/index');
    expect(prepaint(window, document).hydrate).toBe(false);
    expect(document.documentElement.classList.contains(STALE_VIEW_CLASS)).toBe(false);
  });

  const MAP: PagePreloads = {
    files: ['/shqcb/assets/Home.js', '/shqcb/assets/Video.js', '/shqcb/assets/list.js', '/shqcb/assets/ky.js', '/shqcb/assets/Detail.js'],
    view: { modules: [0, 2], image: { href: '/media/news/75.svg', srcset: '/media/news/75.w750 750w', sizes: '100vw' } },
    routes: [
      ['/index', [0, 2]],
      ['/text-detail/:id', [4]],
      ['/video/:id?', [1, 2]],
    ],
    requests: [3],
  };
  const withMap = (map: PagePreloads) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PRELOADS_ID;
    script.textContent = JSON.stringify(map);
    document.head.append(script);
  };
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map((l) => `${l.rel} ${new URL(l.href).pathname}`);

  it('should preload the server’s view and its largest image when the page opens on it', () => {
    window.history.replaceState(null, '', '/shqcb/#/index');
    rendered('/index');
    withMap(MAP);
    prepaint(window, document);
    expect(preloaded()).toEqual(['preload /media/news/75.svg', 'modulepreload /shqcb/assets/Home.js', 'modulepreload /shqcb/assets/list.js']);
    const image = document.head.querySelector('link[rel="preload"]');
    expect([image?.getAttribute('fetchpriority'), image?.getAttribute('imagesrcset'), image?.getAttribute('imagesizes')]).toEqual(['high', '/media/news/75.w750 750w', '100vw']);
  });

  it('should preload the screen the page opens on, and the first request’s transport, instead of a view it will not show', () => {
    window.history.replaceState(null, '', '/shqcb/#/video/12?x=1');
    rendered('/index');
    withMap(MAP);
    prepaint(window, document);
    expect(preloaded()).toEqual(['modulepreload /shqcb/assets/Video.js', 'modulepreload /shqcb/assets/list.js', 'modulepreload /shqcb/assets/ky.js']);
  });

  const entries = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => new URL(script.src).pathname);
  const ENTRY = '/shqcb/assets/index.js';
  /** Opens the server's home view with its map and entry, as the page the reader lands on. */
  const openHydratedHome = () => {
    window.history.replaceState(null, '', '/shqcb/#/index');
    rendered('/index');
    withMap({ ...MAP, entry: ENTRY });
    prepaint(window, document);
  };
  /** The view's largest image has arrived. */
  const pictureIn = () => document.head.querySelector('link[rel="preload"]')?.dispatchEvent(new Event('load'));

  it('should load the entry and the view’s chunks of a hydrated view a frame after its largest image is in, and only once', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    openHydratedHome();
    // Before the picture: only the picture is asked for.
    expect(preloaded()).toEqual(['preload /media/news/75.svg']);
    expect(entries()).toEqual([]);
    pictureIn();
    // The picture is in; the entry waits for the frame that paints it.
    expect(entries()).toEqual([]);
    for (const frame of frames.splice(0)) frame(0);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(entries()).toEqual([ENTRY]);
    expect(preloaded()).toEqual(['preload /media/news/75.svg', 'modulepreload /shqcb/assets/Home.js', 'modulepreload /shqcb/assets/list.js']);
    window.dispatchEvent(new Event('load'));
    for (const frame of frames.splice(0)) frame(0);
    expect(entries()).toEqual([ENTRY]);
  });

  /** A browser with Paint Timing whose first paint is not on the screen yet; `report` puts it there. */
  function slowFirstPaint() {
    let observer: { callback: PerformanceObserverCallback; disconnected: boolean } | null = null;
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: PerformanceObserverCallback) {
            observer = { callback, disconnected: false };
          }
          observe() {}
          disconnect() {
            if (observer) observer.disconnected = true;
          }
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      ),
    );
    const painted: PerformanceEntry[] = [];
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => painted.filter((entry) => entry.name === name));
    return {
      report(name: string) {
        const entry = { name, entryType: 'paint' } as PerformanceEntry;
        painted.push(entry);
        if (observer && !observer.disconnected) observer.callback({ getEntriesByName: (n: string) => (n === name ? [entry] : []) } as PerformanceObserverEntryList, {} as PerformanceObserver);
      },
    };
  }

  it('should wait for the first paint to be on the screen before loading the entry, however long the browser takes', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const paint = slowFirstPaint();
    openHydratedHome();
    pictureIn();
    // The picture is in, frames come and go, but the first paint is not on the screen yet.
    for (const frame of frames.splice(0)) frame(0);
    vi.advanceTimersByTime(FIRST_PAINT_PATIENCE_MS - 1);
    expect(entries()).toEqual([]);
    paint.report('first-paint');
    expect(frames).toHaveLength(0);
    paint.report('first-contentful-paint');
    for (const frame of frames.splice(0)) frame(0);
    vi.advanceTimersByTime(0);
    vi.useRealTimers();
    expect(entries()).toEqual([ENTRY]);
  });

  it('should load the entry after its patience runs out when the browser never reports the first paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    slowFirstPaint();
    openHydratedHome();
    pictureIn();
    vi.advanceTimersByTime(FIRST_PAINT_PATIENCE_MS - 1);
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    expect(entries()).toEqual([ENTRY]);
  });

  it('should not wait for a first paint the browser has already reported', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    slowFirstPaint().report('first-contentful-paint');
    openHydratedHome();
    pictureIn();
    for (const frame of frames.splice(0)) frame(0);
    vi.advanceTimersByTime(0);
    vi.useRealTimers();
    expect(entries()).toEqual([ENTRY]);
  });

  it('should load the entry of a hidden page as soon as its picture is in (a hidden page paints no frame)', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    openHydratedHome();
    expect(entries()).toEqual([]);
    pictureIn();
    expect(entries()).toEqual([ENTRY]);
  });

  it('should load the entry of a hydrated view without a picture after the first paint, or when the page has loaded', async () => {
    window.history.replaceState(null, '', '/shqcb/#/index');
    rendered('/index');
    withMap({ ...MAP, view: { modules: [0] }, entry: ENTRY });
    prepaint(window, document);
    expect(entries()).toEqual([]);
    await vi.waitFor(() => expect(entries()).toEqual([ENTRY]));
    window.dispatchEvent(new Event('load'));
    expect(entries()).toEqual([ENTRY]);
  });

  it('should load the entry at once when the page opens elsewhere than the server’s view', () => {
    window.history.replaceState(null, '', '/shqcb/#/video');
    rendered('/index');
    withMap({ ...MAP, entry: ENTRY });
    prepaint(window, document);
    expect(entries()).toEqual([ENTRY]);
    expect(preloaded()).toEqual(['modulepreload /shqcb/assets/Video.js', 'modulepreload /shqcb/assets/list.js', 'modulepreload /shqcb/assets/ky.js']);
  });

  it('should load the entry even when something before it fails', () => {
    window.history.replaceState(null, '', '/shqcb/?path=/text-detail/5');
    rendered('/index');
    withMap({ ...MAP, entry: ENTRY });
    vi.spyOn(window.history, 'replaceState').mockImplementationOnce(() => {
      throw new Error('refused');
    });
    expect(() => prepaint(window, document)).toThrow('refused');
    expect(entries()).toEqual([ENTRY]);
  });

  it('should preload nothing without a map, or for a route it does not know', () => {
    window.history.replaceState(null, '', '/shqcb/#/video');
    prepaint(window, document);
    expect(preloaded()).toEqual([]);
    window.history.replaceState(null, '', '/shqcb/#/no-such-screen');
    withMap({ ...MAP, view: undefined });
    prepaint(window, document);
    expect(preloaded()).toEqual(['modulepreload /shqcb/assets/ky.js']);
  });

  /** The page's window with a `location.replace` that records instead of navigating (jsdom cannot). */
  const recordingWindow = () => {
    const replace = vi.fn<(url: string) => void>();
    const location = { get href() { return window.location.href; }, replace };
    const win = new Proxy(window, {
      get: (target, key) => {
        if (key === 'location') return location;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { win, replace };
  };
  const SERVER_VIEWS = { '/index': 'all', '/text-detail/:id': 'all', '/video/:id?': 'all' } as const;

  it('should send a hash address of a screen the server renders to its ?path= link, and load nothing more', () => {
    window.history.replaceState(null, '', '/shqcb/#/text-detail/5');
    rendered('/index');
    withMap({ ...MAP, entry: ENTRY, serverViews: SERVER_VIEWS });
    const { win, replace } = recordingWindow();
    expect(prepaint(win, document).hydrate).toBe(false);
    expect(replace.mock.calls).toEqual([[`${window.location.origin}/shqcb/?path=%2Ftext-detail%2F5`]]);
    // The home view stays hidden while the page leaves; no script or chunk of this page is asked for.
    expect(document.documentElement.classList.contains(STALE_VIEW_CLASS)).toBe(true);
    expect(entries()).toEqual([]);
    expect(preloaded()).toEqual([]);
  });

  it('should not go round again from the ?path= link, nor leave a page without the server’s map of views', () => {
    // The server could not render the view (the page came back without it): the phone renders it.
    window.history.replaceState(null, '', '/shqcb/?path=/text-detail/5');
    withMap({ ...MAP, view: undefined, entry: ENTRY, serverViews: SERVER_VIEWS });
    const first = recordingWindow();
    prepaint(first.win, document);
    expect(first.replace).not.toHaveBeenCalled();
    expect(entries()).toEqual([ENTRY]);

    document.getElementById(PRELOADS_ID)?.remove();
    window.history.replaceState(null, '', '/shqcb/#/text-detail/5');
    withMap({ ...MAP, entry: ENTRY });
    const second = recordingWindow();
    prepaint(second.win, document);
    expect(second.replace).not.toHaveBeenCalled();
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

describe('routePatternRegExp', () => {
  it('should match the shell’s patterns as the router does', () => {
    expect(routePatternRegExp('/video/:id?').test('/video')).toBe(true);
    expect(routePatternRegExp('/video/:id?').test('/video/12')).toBe(true);
    expect(routePatternRegExp('/video/:id?').test('/video/12/x')).toBe(false);
    expect(routePatternRegExp('/text-detail/:id').test('/text-detail/5')).toBe(true);
    expect(routePatternRegExp('/text-detail/:id').test('/text-detail')).toBe(false);
    expect(routePatternRegExp('/index').test('/index/')).toBe(true);
    expect(routePatternRegExp('/my-integralLIst').test('/my-integrallist')).toBe(false);
  });
});
