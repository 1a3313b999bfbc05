import { describe, expect, it } from 'vitest';
import { isDownloadLink, isShareLink, planWechatStartup } from './planWechatStartup.ts';

const BASE = 'https://m.example.cn/shqcb/';
const plan = (href: string, hasToken = false, isAuth = false) => planWechatStartup({ href, hasToken, isAuth });

describe('planWechatStartup', () => {
  it('should redirect a path parameter to that hash route with the other parameters', () => {
    expect(plan(`${BASE}?path=text-detail/12&id=3&from=menu`)).toEqual({ kind: 'redirect', url: `${BASE}#/text-detail/12?id=3&from=menu` });
    expect(plan(`${BASE}?path=/my`)).toEqual({ kind: 'redirect', url: `${BASE}#/my` });
    expect(plan(`${BASE}?path=index#/login`, true)).toEqual({ kind: 'redirect', url: `${BASE}#/index` });
  });

  it('should send a visitor without code or token to login and keep the route', () => {
    expect(plan(`${BASE}#/text-detail/3?x=1`)).toEqual({ kind: 'login', backUrl: '/text-detail/3?x=1' });
    expect(plan(BASE)).toEqual({ kind: 'login', backUrl: '/index' });
  });

  it('should not store the login routes themselves as the way back', () => {
    expect(plan(`${BASE}#/login`)).toEqual({ kind: 'login', backUrl: null });
    expect(plan(`${BASE}#/authIndex`)).toEqual({ kind: 'login', backUrl: null });
  });

  it('should let share links and download links in without login', () => {
    expect(plan(`${BASE}#/text-detail/3?type=share`)).toEqual({ kind: 'continue', initShare: false });
    expect(plan(`${BASE}?type=share#/index`)).toEqual({ kind: 'continue', initShare: false });
    expect(plan(`${BASE}#/downloadPDF`)).toEqual({ kind: 'continue', initShare: false });
    expect(plan(`${BASE}#/index?download=1`)).toEqual({ kind: 'continue', initShare: false });
  });

  it('should go on and initialise sharing with a token', () => {
    expect(plan(`${BASE}#/index`, true)).toEqual({ kind: 'continue', initShare: true });
    expect(plan(`${BASE}#/index?type=share`, true)).toEqual({ kind: 'continue', initShare: true });
  });

  it('should exchange a returned code when isAuth is set', () => {
    expect(plan(`${BASE}?code=C1&state=S1#/text-detail/3`, false, true)).toEqual({ kind: 'exchange', code: 'C1', state: 'S1' });
    expect(plan(`${BASE}#/index?code=C2&state=S2`, true, true)).toEqual({ kind: 'exchange', code: 'C2', state: 'S2' });
  });

  it('should not exchange without isAuth, nor on a share link, but initialise sharing', () => {
    expect(plan(`${BASE}?code=C1#/index`)).toEqual({ kind: 'continue', initShare: true });
    expect(plan(`${BASE}?code=C1&state=S#/index?type=share`, false, true)).toEqual({ kind: 'continue', initShare: true });
  });
});

describe('link kinds', () => {
  it('should recognise share and download links', () => {
    expect(isShareLink(`${BASE}#/a?type=share`)).toBe(true);
    expect(isShareLink(`${BASE}#/a?type=shared`)).toBe(false);
    expect(isDownloadLink(`${BASE}#/downloadPDF?id=2`)).toBe(true);
    expect(isDownloadLink(`${BASE}?download=1#/index`)).toBe(true);
    expect(isDownloadLink(`${BASE}#/index?download=0`)).toBe(false);
  });
});
