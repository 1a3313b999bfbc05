import { describe, expect, it } from 'vitest';
import { detectRuntime } from '../runtime.ts';
import { pathRedirectUrl } from '../wechat/planWechatStartup.ts';
import { routeTargetOf } from './routeTarget.ts';
import { serverLinkOf } from './serverLink.ts';
import type { ServerLinkInput } from './serverLink.ts';

const BASE = 'https://m.example.cn/shqcb/';
const BROWSER = detectRuntime({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36' } });
const APP = detectRuntime({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; wv) Chrome/130 Mobile Safari/537.36 SHQCB/2.2.7' }, android: {} });
const WECHAT = detectRuntime({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36 MicroMessenger/8.0.55' } });

/** The shell's patterns in its order, and the views the server renders, as the reader's build says. */
const PATTERNS = ['/index', '/text-detail/:id', '/video/:id?', '/my', '/my-setting', '/mall', '/podcast'];
const SERVER_VIEWS = { '/index': 'all', '/text-detail/:id': 'all', '/video/:id?': 'all', '/my': 'visitor', '/mall': 'all' } as const;

/** A hash address opened in a browser on the root's page (which holds the home view). */
const opened = (hash: string, more: Partial<ServerLinkInput> = {}): string | null =>
  serverLinkOf({
    href: `${BASE}${hash}`,
    route: routeTargetOf(`${BASE}${hash}`),
    rendered: null,
    patterns: PATTERNS,
    serverViews: SERVER_VIEWS,
    host: BROWSER,
    signedIn: false,
    holdsToken: false,
    navigation: 'navigate',
    ...more,
  });

describe('serverLinkOf', () => {
  it('should send a hash address of a screen the server renders to its ?path= link, which comes back to the same address', () => {
    for (const hash of ['#/text-detail/5', '#/text-detail/5?type=share', '#/video', '#/video/12', '#/mall', '#/my', '#/index?id=308']) {
      const link = opened(hash);
      expect(link, hash).not.toBeNull();
      expect(routeTargetOf(pathRedirectUrl(link ?? '') ?? ''), hash).toBe(routeTargetOf(`${BASE}${hash}`));
    }
    expect(opened('#/text-detail/5')).toBe(`${BASE}?path=%2Ftext-detail%2F5`);
    expect(opened('#/text-detail/5?type=share')).toBe(`${BASE}?path=%2Ftext-detail%2F5&type=share`);
  });

  it('should stay on a screen the server does not render, or on an address no route matches', () => {
    expect(opened('#/podcast')).toBeNull();
    expect(opened('#/my-setting')).toBeNull();
    expect(opened('#/text-detail')).toBeNull();
    expect(opened('#/no-such-screen')).toBeNull();
  });

  it('should stay when the page already holds the view', () => {
    expect(opened('#/text-detail/5', { rendered: '/text-detail/5' })).toBeNull();
    expect(opened('', { rendered: '/index' })).toBeNull();
  });

  it('should keep an address with a query of its own (an authorisation code, a share’s from=)', () => {
    expect(opened('?from=singlemessage#/text-detail/5', { route: '/text-detail/5' })).toBeNull();
    expect(opened('?code=abc&state=s#/text-detail/5', { route: '/text-detail/5' })).toBeNull();
  });

  it('should not lose a query the link could not carry back', () => {
    // A route query with its own `path` would come back as another address.
    expect(opened('#/text-detail/5?path=x')).toBeNull();
  });

  it('should keep a reloaded page, and one reached by back or forward, where the reader left it', () => {
    expect(opened('#/text-detail/5', { navigation: 'reload' })).toBeNull();
    expect(opened('#/text-detail/5', { navigation: 'back_forward' })).toBeNull();
    expect(opened('#/text-detail/5', { navigation: undefined })).not.toBeNull();
  });

  it('should send a visitor’s screen there for a visitor only', () => {
    expect(opened('#/my', { signedIn: true })).toBeNull();
    expect(opened('#/my', { holdsToken: true })).toBeNull();
    // In the apps the reader may be on the bridge's way: no visitor's view, but an article still goes.
    expect(APP.inApp).toBe(true);
    expect(opened('#/my', { host: APP })).toBeNull();
    expect(opened('#/text-detail/5', { host: APP })).not.toBeNull();
    expect(opened('#/text-detail/5', { signedIn: true, holdsToken: true })).not.toBeNull();
  });

  it('should follow WeChat’s rule: a visitor goes to login, a share link and a reader get the view', () => {
    expect(opened('#/text-detail/5', { host: WECHAT })).toBeNull();
    expect(opened('#/text-detail/5?type=share', { host: WECHAT })).toBe(`${BASE}?path=%2Ftext-detail%2F5&type=share`);
    expect(opened('#/text-detail/5', { host: WECHAT, signedIn: true, holdsToken: true })).toBe(`${BASE}?path=%2Ftext-detail%2F5`);
    // An authorisation code in the hash's query is exchanged first.
    expect(opened('#/text-detail/5?code=abc', { host: WECHAT, signedIn: true, holdsToken: true })).toBeNull();
  });

  it('should read the patterns in the shell’s order', () => {
    expect(opened('#/text-detail/5', { patterns: ['/text-detail/:id?', ...PATTERNS] })).toBeNull();
  });
});
