/**
 * Paying with WeChat Pay from a page: JSAPI inside WeChat (WeixinJSBridge getBrandWCPayRequest with
 * the arguments and paySign the server made) and the payment pages of H5 payment and the demo's
 * local cashier elsewhere. The server decides the amount; these only hand its signed arguments on.
 */

/** The arguments of getBrandWCPayRequest, as the server signed them. */
export interface WechatPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** How a JSAPI payment ended on the phone: paid, given up by the reader, or failed. */
export type WechatPayOutcome = 'ok' | 'cancel' | 'fail';

interface JsBridge {
  invoke(name: string, args: Record<string, unknown>, callback: (result: { err_msg?: string }) => void): void;
}

interface PayWindow {
  WeixinJSBridge?: JsBridge;
  document?: Document;
}

/** How long to wait for WeChat's WeixinJSBridge to appear after the page loads. */
const BRIDGE_READY_TIMEOUT_MS = 5000;

function waitForBridge(win: PayWindow): Promise<JsBridge | null> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  const doc = win.document;
  if (!doc) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      doc.removeEventListener('WeixinJSBridgeReady', done);
      resolve(win.WeixinJSBridge ?? null);
    };
    const timer = setTimeout(done, BRIDGE_READY_TIMEOUT_MS);
    doc.addEventListener('WeixinJSBridgeReady', done);
  });
}

/**
 * Opens WeChat's payment sheet (JSAPI). Resolves with `ok` when WeChat says paid (the server still
 * confirms it: the reader's page asks queryPayOrder), `cancel` when the reader closed the sheet,
 * `fail` otherwise, also outside WeChat where there is no WeixinJSBridge.
 *
 * @example
 * const outcome = await requestWechatPayment(start.params);
 * if (outcome === 'ok') navigate(`/order-pay-success?orderNo=${orderNo}`);
 */
export async function requestWechatPayment(params: WechatPayParams, win: PayWindow = globalThis as PayWindow): Promise<WechatPayOutcome> {
  const bridge = await waitForBridge(win);
  if (!bridge) return 'fail';
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', { ...params }, (result) => {
      const message = result?.err_msg ?? '';
      resolve(message === 'get_brand_wcpay_request:ok' ? 'ok' : message === 'get_brand_wcpay_request:cancel' ? 'cancel' : 'fail');
    });
  });
}

/**
 * Leaves for a payment page (WeChat Pay's H5 page, or the local cashier). WeChat Pay refuses an H5
 * payment that arrives without a Referer of the merchant's domain, and this site's policy sends
 * none across origins (Referrer-Policy: same-origin), so the navigation goes through a link that
 * asks for the origin to be sent.
 *
 * @example
 * openPaymentPage(start.url);
 */
export function openPaymentPage(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.referrerPolicy = 'origin';
  link.rel = 'opener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
}
