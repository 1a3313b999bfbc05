import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RealPayConfig } from '../../payConfig.ts';
import { FakeClock } from '../../testing/FakeClock.ts';
import { DOC_MCHID, DOC_PRIVATE_KEY, DOC_SERIAL_NO } from '../../testing/wechatPayDocExamples.ts';
import { RealWechatPay } from './RealWechatPay.ts';
import { rsaSign, rsaVerify, signatureMessage } from './wechatPaySignature.ts';
import { WechatPayError } from './WechatPay.ts';

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PLATFORM_ID = 'PUB_KEY_ID_0114232134912410000000000000000001';
const merchantPublic = createPublicKey(createPrivateKey(DOC_PRIVATE_KEY));

const config: RealPayConfig = {
  mode: 'real',
  mchid: DOC_MCHID,
  appId: 'wx0123456789abcdef',
  serialNo: DOC_SERIAL_NO,
  privateKeyPem: DOC_PRIVATE_KEY,
  apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
  publicKeyPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  publicKeyId: PLATFORM_ID,
  notifyOrigin: 'https://reader.example.com',
  endpoint: 'https://api.mch.weixin.qq.com',
};

interface Seen {
  method: string;
  url: string;
  body: string;
  authorization: string;
  headers: Headers;
}

/**
 * WeChat Pay's side: checks each request's signature with the merchant's public key as WeChat Pay
 * does (401 SIGN_ERROR otherwise) and answers signed with the platform key; `tamper` spoils the
 * answer after signing.
 */
function fakeWechatPay(answer: (seen: Seen) => { status: number; body: unknown }, options: { tamper?: boolean; signWith?: typeof platform.privateKey } = {}) {
  const seen: Seen[] = [];
  const clock = new FakeClock('2026-03-16T02:00:00Z');
  const fetch = async (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const request = { method: init?.method ?? 'GET', url, body: String(init?.body ?? ''), authorization: headers.get('authorization') ?? '', headers };
    seen.push(request);
    const fields = Object.fromEntries([...request.authorization.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const target = url.replace(config.endpoint, '');
    // WeChat Pay also refuses a request signed more than 5 minutes away from its own time.
    const timely = Math.abs(Number(fields.timestamp) - clock.now().getTime() / 1000) <= 300;
    const valid = request.authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ') && fields.mchid === DOC_MCHID && fields.serial_no === DOC_SERIAL_NO && timely && rsaVerify(signatureMessage(request.method, target, fields.timestamp ?? '', fields.nonce_str ?? '', request.body), fields.signature ?? '', merchantPublic);
    const { status, body } = valid ? answer(request) : { status: 401, body: { code: 'SIGN_ERROR', message: '签名错误' } };
    const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    const nonce = 'fake-nonce-0000000000000000000000';
    const signature = rsaSign(signatureMessage(timestamp, nonce, text), options.signWith ?? platform.privateKey);
    return new Response(options.tamper ? text.replace('"', ' "') : text || null, {
      status,
      headers: { 'Wechatpay-Timestamp': timestamp, 'Wechatpay-Nonce': nonce, 'Wechatpay-Signature': signature, 'Wechatpay-Serial': PLATFORM_ID, 'Content-Type': 'application/json' },
    });
  };
  const logged: string[] = [];
  const details: unknown[] = [];
  const logger = { info() {}, warn() {}, error: (message: string, detail?: unknown) => void (logged.push(message), details.push(detail)) };
  return { pay: new RealWechatPay({ config, fetch, clock, logger }), seen, logged, details };
}

const order = {
  outTradeNo: 'SQ20260316100000ABC123',
  description: '订阅电子报年卡（12个月）',
  amountFen: 9800,
  expiresAt: new Date('2026-03-16T02:30:00Z'),
  notifyUrl: 'https://reader.example.com/api/front/wechat/pay/notify',
  openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  clientIp: '203.0.113.7',
  returnUrl: 'https://reader.example.com/shqcb/#/order-pay-success?orderNo=SQ20260316100000ABC123',
};

describe('RealWechatPay', () => {
  it('should place a JSAPI order signed with the merchant key and sign the payment arguments it returns', async () => {
    const { pay, seen } = fakeWechatPay(() => ({ status: 200, body: { prepay_id: 'wx201410272009395522657a690389285100' } }));
    const prepaid = await pay.prepay({ ...order, scene: 'jsapi' });
    expect(seen[0]?.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi');
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ mchid: DOC_MCHID, out_trade_no: order.outTradeNo, time_expire: '2026-03-16T10:30:00+08:00', amount: { total: 9800, currency: 'CNY' }, payer: { openid: order.openid } });
    if (prepaid.kind !== 'jsapi') throw new Error('expected jsapi');
    const { appId, timeStamp, nonceStr, paySign, signType } = prepaid.params;
    expect([prepaid.params.package, signType, timeStamp]).toEqual(['prepay_id=wx201410272009395522657a690389285100', 'RSA', '1773626400']);
    expect(rsaVerify(signatureMessage(appId, timeStamp, nonceStr, prepaid.params.package), paySign, merchantPublic)).toBe(true);
  });

  it('should place an H5 order with the reader’s IP and append only the encoded redirect_url', async () => {
    const { pay, seen } = fakeWechatPay(() => ({ status: 200, body: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1' } }));
    const prepaid = await pay.prepay({ ...order, scene: 'h5' });
    expect(JSON.parse(seen[0]?.body ?? '').scene_info).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap', app_name: '上海汽车报' } });
    expect(prepaid).toEqual({ kind: 'h5', url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1&redirect_url=${encodeURIComponent(order.returnUrl)}` });
  });

  it('should query with the mchid in the signed target, and read "no such order" as null', async () => {
    const { pay, seen } = fakeWechatPay((request) =>
      request.url.includes('MISSIN') ? { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } } : { status: 200, body: { appid: config.appId, mchid: DOC_MCHID, out_trade_no: order.outTradeNo, trade_state: 'NOTPAY', amount: { total: 9800 } } },
    );
    expect(await pay.queryOrder(order.outTradeNo)).toMatchObject({ trade_state: 'NOTPAY' });
    expect(seen[0]?.url).toBe(`https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/${order.outTradeNo}?mchid=${DOC_MCHID}`);
    expect(await pay.queryOrder('SQ20260316100000MISSIN')).toBeNull();
  });

  it('should close an order (204 without a body) and say paid when WeChat Pay answers ORDERPAID', async () => {
    const closing = fakeWechatPay(() => ({ status: 204, body: null }));
    expect(await closing.pay.closeOrder(order.outTradeNo)).toBe('closed');
    expect(JSON.parse(closing.seen[0]?.body ?? '')).toEqual({ mchid: DOC_MCHID });
    const paid = fakeWechatPay(() => ({ status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } }));
    expect(await paid.pay.closeOrder(order.outTradeNo)).toBe('paid');
  });

  it('should ask for a refund of the whole amount', async () => {
    const { pay, seen } = fakeWechatPay(() => ({ status: 200, body: { out_refund_no: 'RF20260316100000ABC123', out_trade_no: order.outTradeNo, refund_id: '50000000382019052709732678859', status: 'PROCESSING' } }));
    const result = await pay.refund({ outTradeNo: order.outTradeNo, outRefundNo: 'RF20260316100000ABC123', reason: '不需要了', totalFen: 9800, refundFen: 9800, notifyUrl: 'https://reader.example.com/api/front/wechat/pay/refundNotify' });
    expect(result.status).toBe('PROCESSING');
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ out_refund_no: 'RF20260316100000ABC123', amount: { refund: 9800, total: 9800, currency: 'CNY' } });
  });

  it('should refuse an answer whose body was changed, or that another key signed, and a refusal', async () => {
    const body = { appid: config.appId, mchid: DOC_MCHID, out_trade_no: order.outTradeNo, trade_state: 'SUCCESS', transaction_id: '1', amount: { total: 9800 } };
    const tampered = fakeWechatPay(() => ({ status: 200, body }), { tamper: true });
    await expect(tampered.pay.queryOrder(order.outTradeNo)).rejects.toThrow(WechatPayError);
    expect(tampered.logged).toEqual(['wechat pay answer refused']);
    const forged = fakeWechatPay(() => ({ status: 200, body }), { signWith: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
    await expect(forged.pay.queryOrder(order.outTradeNo)).rejects.toThrow('answer signature: bad-signature');
    const refused = fakeWechatPay(() => ({ status: 400, body: { code: 'PARAM_ERROR', message: '参数错误' } }));
    await expect(refused.pay.refund({ outTradeNo: 'x', outRefundNo: 'y', reason: '', totalFen: 1, refundFen: 1, notifyUrl: '' })).rejects.toMatchObject({ code: 'PARAM_ERROR' });
  });

  it('should take a network failure as an error, not an answer', async () => {
    const logged: string[] = [];
    const pay = new RealWechatPay({ config, fetch: () => Promise.reject(new TypeError('fetch failed')), clock: new FakeClock(), logger: { info() {}, warn() {}, error: (m: string) => void logged.push(m) } });
    await expect(pay.queryOrder(order.outTradeNo)).rejects.toThrow('unreachable');
    expect(logged).toEqual(['wechat pay unreachable']);
  });

  it('should call each API with its method and path', async () => {
    const { pay, seen } = fakeWechatPay((request) =>
      request.url.endsWith('/jsapi') ? { status: 200, body: { prepay_id: 'wx1' } } : request.url.endsWith('/h5') ? { status: 200, body: { h5_url: 'https://wx.tenpay.com/x?prepay_id=wx1' } } : { status: 200, body: {} },
    );
    await pay.prepay({ ...order, scene: 'jsapi' });
    await pay.prepay({ ...order, scene: 'h5' });
    await pay.queryOrder(order.outTradeNo);
    await pay.closeOrder(order.outTradeNo);
    await pay.refund({ outTradeNo: order.outTradeNo, outRefundNo: 'RF20260316100000ABC123', reason: '', totalFen: 9800, refundFen: 9800, notifyUrl: '' });
    await pay.queryRefund('RF20260316100000ABC123');
    expect(seen.map((request) => `${request.method} ${request.url.replace(config.endpoint, '')}`)).toEqual([
      'POST /v3/pay/transactions/jsapi',
      'POST /v3/pay/transactions/h5',
      `GET /v3/pay/transactions/out-trade-no/${order.outTradeNo}?mchid=${DOC_MCHID}`,
      `POST /v3/pay/transactions/out-trade-no/${order.outTradeNo}/close`,
      'POST /v3/refund/domestic/refunds',
      'GET /v3/refund/domestic/refunds/RF20260316100000ABC123',
    ]);
  });

  it('should cut the description to WeChat Pay’s 127 characters and name the notification address', async () => {
    const { pay, seen } = fakeWechatPay(() => ({ status: 200, body: { prepay_id: 'wx1' } }));
    await pay.prepay({ ...order, description: '订'.repeat(200), scene: 'jsapi' });
    const sent = JSON.parse(seen[0]?.body ?? '');
    expect([sent.description, sent.appid, sent.notify_url]).toEqual(['订'.repeat(127), config.appId, order.notifyUrl]);
  });

  it('should not place a JSAPI order without the payer’s openid', async () => {
    const { pay, seen } = fakeWechatPay(() => ({ status: 200, body: { prepay_id: 'wx1' } }));
    await expect(pay.prepay({ ...order, openid: null, scene: 'jsapi' })).rejects.toThrow(new WechatPayError('jsapi without openid'));
    expect(seen).toEqual([]);
  });

  it('should sign the payment arguments with a fresh 32-character nonce each time', async () => {
    const { pay } = fakeWechatPay(() => ({ status: 200, body: { prepay_id: 'wx1' } }));
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const prepaid = await pay.prepay({ ...order, scene: 'jsapi' });
      nonces.push(prepaid.kind === 'jsapi' ? prepaid.params.nonceStr : '');
    }
    expect(nonces).toEqual([expect.stringMatching(/^[0-9A-Za-z]{32}$/), expect.stringMatching(/^[0-9A-Za-z]{32}$/)]);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('should refuse an answer without the prepay id or the https payment page it asked for', async () => {
    const jsapi = fakeWechatPay(() => ({ status: 200, body: { prepay_id: 42 } }));
    await expect(jsapi.pay.prepay({ ...order, scene: 'jsapi' })).rejects.toThrow(new WechatPayError('jsapi answer without prepay_id'));
    for (const body of [{}, { h5_url: 'http://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1' }, { h5_url: ['https://wx.tenpay.com/'] }]) {
      const h5 = fakeWechatPay(() => ({ status: 200, body }));
      await expect(h5.pay.prepay({ ...order, scene: 'h5' })).rejects.toThrow(new WechatPayError('h5 answer without h5_url'));
    }
  });

  it('should ask for JSON with a User-Agent, and declare a JSON body only when it sends one', async () => {
    const { pay, seen } = fakeWechatPay((request) => (request.method === 'GET' ? { status: 200, body: { trade_state: 'NOTPAY' } } : { status: 204, body: null }));
    await pay.queryOrder(order.outTradeNo);
    await pay.closeOrder(order.outTradeNo);
    expect(seen.map((request) => [request.method, request.headers.get('accept'), request.headers.get('content-type'), (request.headers.get('user-agent') ?? '').length > 0])).toEqual([
      ['GET', 'application/json', null, true],
      ['POST', 'application/json', 'application/json', true],
    ]);
    expect(seen[1]?.url).toBe(`https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/${order.outTradeNo}/close`);
  });

  it('should read both spellings of "no such order" as absent when querying and closing, and nothing else', async () => {
    for (const code of ['ORDER_NOT_EXIST', 'ORDERNOTEXIST']) {
      const { pay } = fakeWechatPay(() => ({ status: 404, body: { code, message: '订单不存在' } }));
      expect(await pay.queryOrder(order.outTradeNo)).toBeNull();
      expect(await pay.closeOrder(order.outTradeNo)).toBe('closed');
    }
    const { pay } = fakeWechatPay(() => ({ status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } }));
    await expect(pay.queryOrder(order.outTradeNo)).rejects.toMatchObject({ code: 'RESOURCE_NOT_EXISTS' });
    await expect(pay.closeOrder(order.outTradeNo)).rejects.toMatchObject({ code: 'RESOURCE_NOT_EXISTS' });
    const paid = fakeWechatPay(() => ({ status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } }));
    await expect(paid.pay.queryOrder(order.outTradeNo)).rejects.toMatchObject({ code: 'ORDERPAID' });
    await expect(paid.pay.refund({ outTradeNo: order.outTradeNo, outRefundNo: 'RF1', reason: '', totalFen: 1, refundFen: 1, notifyUrl: '' })).rejects.toMatchObject({ code: 'ORDERPAID' });
  });

  it('should send the refund’s order, reason cut to 80 characters and notification address', async () => {
    const { pay, seen } = fakeWechatPay(() => ({ status: 200, body: { out_refund_no: 'RF1', out_trade_no: order.outTradeNo, refund_id: '5', status: 'SUCCESS' } }));
    await pay.refund({ outTradeNo: order.outTradeNo, outRefundNo: 'RF1', reason: '退'.repeat(100), totalFen: 9800, refundFen: 4900, notifyUrl: 'https://reader.example.com/api/front/wechat/pay/refundNotify' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      out_trade_no: order.outTradeNo,
      out_refund_no: 'RF1',
      reason: '退'.repeat(80),
      notify_url: 'https://reader.example.com/api/front/wechat/pay/refundNotify',
      amount: { refund: 4900, total: 9800, currency: 'CNY' },
    });
  });

  it('should query a refund by its number, and read RESOURCE_NOT_EXISTS as null', async () => {
    const { pay, seen } = fakeWechatPay((request) =>
      request.url.endsWith('RF20260316100000ABC123') ? { status: 200, body: { out_refund_no: 'RF20260316100000ABC123', status: 'SUCCESS' } } : { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } },
    );
    expect(await pay.queryRefund('RF20260316100000ABC123')).toMatchObject({ status: 'SUCCESS' });
    expect(seen[0]?.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds/RF20260316100000ABC123');
    expect(await pay.queryRefund('RF20260316100000MISSIN')).toBeNull();
    const refused = fakeWechatPay(() => ({ status: 400, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }));
    await expect(refused.pay.queryRefund('RF20260316100000ABC123')).rejects.toMatchObject({ code: 'ORDER_NOT_EXIST' });
  });

  it('should refuse a signed answer that is not JSON', async () => {
    const { pay } = fakeWechatPay(() => ({ status: 200, body: '<html>gateway</html>' }));
    await expect(pay.queryOrder(order.outTradeNo)).rejects.toThrow(new WechatPayError('answer is not JSON'));
  });

  it('should tell the operators which API failed and how, without order numbers', async () => {
    const tampered = fakeWechatPay(() => ({ status: 200, body: { trade_state: 'SUCCESS' } }), { tamper: true });
    await expect(tampered.pay.queryOrder(order.outTradeNo)).rejects.toThrow();
    expect(tampered.details).toEqual([{ api: '/v3/pay/transactions/out-trade-no/{no}', status: 200, problem: 'bad-signature' }]);
    const refused = fakeWechatPay(() => ({ status: 403, body: { code: 'NO_AUTH', message: '商户无权限' } }));
    await expect(refused.pay.queryRefund('RF20260316100000ABC123')).rejects.toMatchObject({ message: 'refused: NO_AUTH', code: 'NO_AUTH' });
    await expect(refused.pay.closeOrder(order.outTradeNo)).rejects.toThrow();
    expect(refused.logged).toEqual(['wechat pay refused', 'wechat pay refused']);
    expect(refused.details).toEqual([
      { api: '/v3/refund/domestic/refunds/{no}', status: 403, code: 'NO_AUTH', message: '商户无权限' },
      { api: '/v3/pay/transactions/out-trade-no/{no}/close', status: 403, code: 'NO_AUTH', message: '商户无权限' },
    ]);
    const failed = fakeWechatPay(() => ({ status: 500, body: { message: 42 } }));
    await expect(failed.pay.queryOrder(order.outTradeNo)).rejects.toMatchObject({ message: 'refused: 500', code: null });
    expect(failed.details).toEqual([{ api: '/v3/pay/transactions/out-trade-no/{no}', status: 500, code: null, message: '' }]);
  });

  it('should log why WeChat Pay could not be reached, whatever the failure was', async () => {
    const details: unknown[] = [];
    const logger = { info() {}, warn() {}, error: (_message: string, detail?: unknown) => void details.push(detail) };
    const failing = (failure: unknown) => new RealWechatPay({ config, fetch: () => Promise.reject(failure), clock: new FakeClock(), logger });
    await expect(failing(new TypeError('fetch failed')).refund({ outTradeNo: 'SQ1', outRefundNo: 'RF1', reason: '', totalFen: 1, refundFen: 1, notifyUrl: '' })).rejects.toThrow('unreachable');
    await expect(failing('socket hang up').queryOrder(order.outTradeNo)).rejects.toThrow('unreachable');
    expect(details).toEqual([
      { api: '/v3/refund/domestic/refunds', error: 'fetch failed' },
      { api: '/v3/pay/transactions/out-trade-no/{no}', error: 'socket hang up' },
    ]);
  });

  it('should give up on an answer that does not come within its time-out', { timeout: 3000 }, async () => {
    const logged: string[] = [];
    const hanging = (_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const pay = new RealWechatPay({ config, fetch: hanging, clock: new FakeClock(), logger: { info() {}, warn() {}, error: (m: string) => void logged.push(m) }, timeoutMs: 5 });
    await expect(pay.queryOrder(order.outTradeNo)).rejects.toThrow('unreachable');
    expect(logged).toEqual(['wechat pay unreachable']);
  });
});
