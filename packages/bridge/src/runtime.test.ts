import { describe, expect, it } from 'vitest';
import { detectRuntime } from './runtime.ts';

const WECHAT_ANDROID = 'Mozilla/5.0 (Linux; Android 14; V2307A) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 NetType/WIFI';
const WECHAT_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

describe('detectRuntime', () => {
  it('should detect WeChat on Android', () => {
    expect(detectRuntime({ navigator: { userAgent: WECHAT_ANDROID } })).toEqual({ host: 'wechat', os: 'android', inWeChat: true, inApp: false });
  });

  it('should detect WeChat on iOS', () => {
    expect(detectRuntime({ navigator: { userAgent: WECHAT_IOS } })).toMatchObject({ host: 'wechat', os: 'ios' });
  });

  it('should detect a mini-program web view', () => {
    expect(detectRuntime({ navigator: { userAgent: `${WECHAT_ANDROID} miniProgram` } }).host).toBe('miniprogram');
    expect(detectRuntime({ navigator: { userAgent: WECHAT_IOS }, __wxjs_environment: 'miniprogram' }).host).toBe('miniprogram');
  });

  it('should detect the app web view by its bridge objects', () => {
    expect(detectRuntime({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14)' }, android: {} })).toMatchObject({ host: 'app', os: 'android', inApp: true });
    expect(detectRuntime({ navigator: { userAgent: SAFARI }, webkit: { messageHandlers: { getToken: {} } } })).toMatchObject({ host: 'app', os: 'ios' });
  });

  it('should treat anything else as a plain browser on Android by default', () => {
    expect(detectRuntime({ navigator: { userAgent: 'curl/8' } })).toEqual({ host: 'browser', os: 'android', inWeChat: false, inApp: false });
    expect(detectRuntime({ navigator: { userAgent: SAFARI } }).os).toBe('ios');
  });
});
