import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { LOCAL_WECHAT_APP_ID } from '../../config.ts';
import { shares } from '../../db/schema.ts';
import { silentLogger } from '../../Logger.ts';
import { LOCAL_JSAPI_TICKET } from '../../providers/wechat/LocalJsapiTicket.ts';
import { RealJsapiTicket } from '../../providers/wechat/RealJsapiTicket.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { FakeWechat } from '../../testing/fakeWechat.ts';
import { apiGet, apiPost, requestSmsCode } from '../../testing/requestHelpers.ts';
import { scanQrPng } from '../../testing/scanQrPng.ts';
import { jsSdkSignature } from './jsSdkSignature.ts';
import { generateQRCode, shareConfig, shareController } from '@shqcb/api/contract/login';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sharesPerMinute: 3 } });
});
afterAll(() => t.close());

const PAGE = 'http://localhost/shqcb/?type=share';
const FOREIGN = ['https://evil.example/shqcb/', 'http://localhost.evil.example/', 'https://localhost/shqcb/', 'http://localhost:8080/', 'http://user:pw@localhost/'];

async function signedLogin(): Promise<string> {
  const phone = '13900000077';
  await requestSmsCode(t.app, { phone });
  const code = t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0];
  return (await apiPost(t.app, 'login', { phone, code })).body.data.token;
}

describe('shareConfig', () => {
  it('should sign the address without its hash with the ticket, a fresh nonce and the current time', async () => {
    const url = `${PAGE}#/text-detail/3?type=share`;
    const answer = await apiGet(t.app, 'shareConfig', { url });
    expect(answer.status).toBe(200);
    expectContractOutput(shareConfig, answer.body.data);
    const { appID, timestamp, nonceStr, signature } = answer.body.data;
    expect(appID).toBe(LOCAL_WECHAT_APP_ID);
    expect(timestamp).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(signature).toBe(jsSdkSignature({ jsapiTicket: LOCAL_JSAPI_TICKET, nonceStr, timestamp, url: PAGE }));
    expect((await apiGet(t.app, 'shareConfig', { url })).body.data.nonceStr).not.toBe(nonceStr);
  });

  it('should sign only addresses of the site', async () => {
    for (const url of FOREIGN) {
      expect(await apiGet(t.app, 'shareConfig', { url }), url).toMatchObject({ status: 400, body: { code: 400, msg: '只能为本站页面生成分享配置', data: null } });
    }
    expect(await apiGet(t.app, 'shareConfig', {})).toMatchObject({ status: 400, body: { msg: 'url 不能为空' } });
    expect(await apiGet(t.app, 'shareConfig', { url: '/shqcb/' })).toMatchObject({ status: 400, body: { msg: 'url 格式不正确' } });
  });

  it('should take the site from the Host header, or only from PUBLIC_ORIGIN when it is set', async () => {
    const url = 'https://reader.example.test/shqcb/';
    const viaHost = { headers: { Host: 'reader.example.test', 'X-Forwarded-Proto': 'https' } };
    // X-Forwarded-Proto counts only behind a trusted proxy.
    expect((await apiGet(t.app, 'shareConfig', { url }, viaHost)).status).toBe(400);
    expect((await apiGet(t.app, 'shareConfig', { url: 'http://reader.example.test/shqcb/' }, viaHost)).status).toBe(200);
    const proxied = createApp({ db: t.db, config: { ...t.config, trustProxy: true }, clock: t.clock, providers: t.providers, logger: silentLogger });
    expect((await apiGet(proxied, 'shareConfig', { url }, viaHost)).status).toBe(200);

    const pinned = createApp({ db: t.db, config: { ...t.config, publicOrigins: ['https://reader.example.test'] }, clock: t.clock, providers: t.providers, logger: silentLogger });
    expect((await apiGet(pinned, 'shareConfig', { url })).status).toBe(200);
    expect((await apiGet(pinned, 'shareConfig', { url: PAGE })).status).toBe(400);
    expect((await apiGet(pinned, 'shareConfig', { url: 'https://evil.example/' }, { headers: { Host: 'evil.example' } })).status).toBe(400);
  });

  it('should sign with the real ticket, fetched once and cached', async () => {
    const wechat = new FakeWechat()
      .answer('/cgi-bin/token', { access_token: 'AT', expires_in: 7200 })
      .answer('/cgi-bin/ticket/getticket', { errcode: 0, errmsg: 'ok', ticket: 'REAL-TICKET', expires_in: 7200 });
    const jsapiTicket = new RealJsapiTicket({ appId: 'wx1234567890abcdef', appSecret: '0123456789abcdef0123456789abcdef', fetch: wechat.fetch, clock: t.clock, logger: silentLogger });
    const config = { ...t.config, wechat: { ...t.config.wechat, appId: 'wx1234567890abcdef' } };
    const app = createApp({ db: t.db, config, clock: t.clock, providers: { ...t.providers, jsapiTicket }, logger: silentLogger });
    const answers = await Promise.all([apiGet(app, 'shareConfig', { url: PAGE }), apiGet(app, 'shareConfig', { url: PAGE })]);
    for (const { body } of answers) {
      const { appID, timestamp, nonceStr, signature } = body.data;
      expect(appID).toBe('wx1234567890abcdef');
      expect(signature).toBe(jsSdkSignature({ jsapiTicket: 'REAL-TICKET', nonceStr, timestamp, url: PAGE }));
    }
    expect(wechat.calls).toHaveLength(2);
  });

  it('should answer 503 when WeChat gives no ticket', async () => {
    const wechat = new FakeWechat().answer('/cgi-bin/token', { errcode: 40125, errmsg: 'invalid appsecret' });
    const jsapiTicket = new RealJsapiTicket({ appId: 'wx1234567890abcdef', appSecret: '0123456789abcdef0123456789abcdef', fetch: wechat.fetch, clock: t.clock, logger: silentLogger });
    const app = createApp({ db: t.db, config: t.config, clock: t.clock, providers: { ...t.providers, jsapiTicket }, logger: silentLogger });
    expect(await apiGet(app, 'shareConfig', { url: PAGE })).toMatchObject({ status: 503, body: { code: 503, msg: '微信分享配置暂不可用，请稍后重试' } });
  });
});

describe('generateQRCode', () => {
  it('should answer a PNG whose QR code scans as the address', async () => {
    for (const url of [`${PAGE}#/text-detail/12?type=share`, 'http://localhost/shqcb/#/search-news?keyword=新能源&type=share', `http://localhost/shqcb/?x=${'a'.repeat(900)}`]) {
      const answer = await apiGet(t.app, 'generateQRCode', { url });
      expect(answer.status).toBe(200);
      expectContractOutput(generateQRCode, answer.body.data);
      const png = Buffer.from(answer.body.data.QR, 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(scanQrPng(png)).toBe(url);
    }
  });

  it('should draw only addresses of the site, and only those that fit', async () => {
    for (const url of FOREIGN) {
      expect(await apiGet(t.app, 'generateQRCode', { url }), url).toMatchObject({ status: 400, body: { msg: '只能为本站页面生成二维码' } });
    }
    const tooLong = `http://localhost/shqcb/?q=${'汽'.repeat(900)}`;
    expect(await apiGet(t.app, 'generateQRCode', { url: tooLong })).toMatchObject({ status: 400, body: { msg: '网址过长，无法生成二维码' } });
    expect(await apiGet(t.app, 'generateQRCode', { url: `http://localhost/${'a'.repeat(1000)}` })).toMatchObject({ status: 400, body: { msg: 'url 过长' } });
  });
});

describe('shareController', () => {
  it('should record a share with its channel, news item, reader and IP', async () => {
    const token = await signedLogin();
    const url = `${PAGE}#/text-detail/5`;
    const answer = await apiPost(t.app, 'shareController', { url, channel: 'wechat-timeline', newsId: 5 }, { token, ip: '10.4.0.1' });
    expect(answer).toMatchObject({ status: 200, body: { code: 200, msg: 'success', data: { recorded: true } } });
    expectContractOutput(shareController, answer.body.data);
    const rows = await t.db.select().from(shares).where(eq(shares.ip, '10.4.0.1'));
    expect(rows).toMatchObject([{ url, channel: 'wechat-timeline', newsId: 5, userId: expect.any(Number) }]);
    await apiPost(t.app, 'shareController', { url: PAGE, channel: 'link' }, { ip: '10.4.0.2' });
    expect(await t.db.select().from(shares).where(eq(shares.ip, '10.4.0.2'))).toMatchObject([{ newsId: null, userId: null, channel: 'link' }]);
  });

  it('should acknowledge but not store shares over the per-minute limit', async () => {
    const ip = '10.4.0.3';
    for (let i = 0; i < 3; i++) expect((await apiPost(t.app, 'shareController', { url: PAGE, channel: 'poster' }, { ip })).body.data.recorded).toBe(true);
    expect((await apiPost(t.app, 'shareController', { url: PAGE, channel: 'poster' }, { ip })).body).toMatchObject({ code: 200, data: { recorded: false } });
    expect(await t.db.select().from(shares).where(eq(shares.ip, ip))).toHaveLength(3);
    t.clock.advance(60);
    expect((await apiPost(t.app, 'shareController', { url: PAGE, channel: 'poster' }, { ip })).body.data.recorded).toBe(true);
  });

  it('should refuse foreign addresses, unknown news and unknown channels in Chinese', async () => {
    const post = (body: Record<string, unknown>) => apiPost(t.app, 'shareController', body, { ip: '10.4.0.9' });
    expect(await post({ url: FOREIGN[0], channel: 'app' })).toMatchObject({ status: 400, body: { msg: '只能记录本站页面的分享' } });
    expect(await post({ url: PAGE, channel: 'weibo' })).toMatchObject({ status: 400, body: { msg: '分享渠道不正确' } });
    expect(await post({ url: PAGE, channel: 'app', newsId: 999_999 })).toMatchObject({ status: 404, body: { msg: '新闻不存在' } });
    expect(await post({ url: PAGE, channel: 'app', newsId: 2 ** 53 + 2 })).toMatchObject({ status: 400, body: { msg: 'newsId 格式不正确' } });
    expect(await post({ url: PAGE, channel: 'app', newsId: '5' })).toMatchObject({ status: 400, body: { msg: 'newsId 格式不正确' } });
  });
});
