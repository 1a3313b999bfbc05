import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPaymentPage, requestWechatPayment } from './wechatPay.ts';

const params = { appId: 'wx0000000000000000', timeStamp: '1773626400', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' };

function fakeBridge(errMsg: string) {
  const calls: [string, Record<string, unknown>][] = [];
  return {
    calls,
    bridge: {
      invoke(name: string, args: Record<string, unknown>, callback: (result: { err_msg?: string }) => void) {
        calls.push([name, args]);
        setTimeout(() => callback({ err_msg: errMsg }), 0);
      },
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('requestWechatPayment', () => {
  it('should hand the signed arguments to getBrandWCPayRequest and read WeChat’s answer', async () => {
    for (const [errMsg, outcome] of [
      ['get_brand_wcpay_request:ok', 'ok'],
      ['get_brand_wcpay_request:cancel', 'cancel'],
      ['get_brand_wcpay_request:fail', 'fail'],
      ['system:access_denied', 'fail'],
    ] as const) {
      const { bridge, calls } = fakeBridge(errMsg);
      expect(await requestWechatPayment(params, { WeixinJSBridge: bridge })).toBe(outcome);
      expect(calls).toEqual([['getBrandWCPayRequest', params]]);
    }
  });

  it('should wait for WeixinJSBridgeReady, and fail when WeChat’s bridge never comes', async () => {
    const win: { WeixinJSBridge?: ReturnType<typeof fakeBridge>['bridge']; document: Document } = { document };
    const pending = requestWechatPayment(params, win);
    win.WeixinJSBridge = fakeBridge('get_brand_wcpay_request:ok').bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await pending).toBe('ok');
    vi.useFakeTimers();
    const never = requestWechatPayment(params, { document });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await never).toBe('fail');
  });
});

describe('openPaymentPage', () => {
  it('should follow a link that sends the origin as Referer, and leave nothing behind', () => {
    const clicked: HTMLAnchorElement[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    openPaymentPage('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&redirect_url=x');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.referrerPolicy).toBe('origin');
    expect(clicked[0]?.href).toContain('https://wx.tenpay.com/');
    expect(document.querySelectorAll('a')).toHaveLength(0);
    spy.mockRestore();
  });
});
