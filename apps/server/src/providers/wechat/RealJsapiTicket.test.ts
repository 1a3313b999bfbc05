import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/ApiError.ts';
import { FakeClock } from '../../testing/FakeClock.ts';
import { FakeWechat, recordingLogger } from '../../testing/fakeWechat.ts';
import { RealJsapiTicket } from './RealJsapiTicket.ts';

const APP_ID = 'wx1234567890abcdef';
const SECRET = '0123456789abcdef0123456789abcdef';
const TOKEN_PATH = '/cgi-bin/token';
const TICKET_PATH = '/cgi-bin/ticket/getticket';
const ticketReply = (ticket: string, expiresIn = 7200) => ({ errcode: 0, errmsg: 'ok', ticket, expires_in: expiresIn });

function setup() {
  const wechat = new FakeWechat();
  const clock = new FakeClock();
  const logger = recordingLogger();
  return { wechat, clock, logger, source: new RealJsapiTicket({ appId: APP_ID, appSecret: SECRET, fetch: wechat.fetch, clock, logger }) };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    throw error;
  }
  return 'no refusal';
}

describe('RealJsapiTicket', () => {
  it('should get an access token by client_credential, then the jsapi ticket', async () => {
    const { wechat, source } = setup();
    wechat.answer(TOKEN_PATH, { access_token: 'AT1', expires_in: 7200 }).answer(TICKET_PATH, ticketReply('T1'));
    expect(await source.ticket()).toBe('T1');
    expect(Object.fromEntries(wechat.callsTo(TOKEN_PATH)[0]!.searchParams)).toEqual({ grant_type: 'client_credential', appid: APP_ID, secret: SECRET });
    expect(Object.fromEntries(wechat.callsTo(TICKET_PATH)[0]!.searchParams)).toEqual({ access_token: 'AT1', type: 'jsapi' });
  });

  it('should keep both for 7200 s less a 300 s margin, then renew', async () => {
    const { wechat, clock, source } = setup();
    wechat.answer(TOKEN_PATH, { access_token: 'AT1', expires_in: 7200 }, { access_token: 'AT2', expires_in: 7200 }).answer(TICKET_PATH, ticketReply('T1'), ticketReply('T2'));
    expect(await source.ticket()).toBe('T1');
    clock.advance(6899);
    expect(await source.ticket()).toBe('T1');
    expect(wechat.calls).toHaveLength(2);
    clock.advance(1);
    expect(await source.ticket()).toBe('T2');
    expect(wechat.callsTo(TOKEN_PATH)).toHaveLength(2);
    expect(wechat.callsTo(TICKET_PATH)[1]!.searchParams.get('access_token')).toBe('AT2');
  });

  it('should honour a shorter lifetime WeChat announces', async () => {
    const { wechat, clock, source } = setup();
    wechat.answer(TOKEN_PATH, { access_token: 'AT1', expires_in: 7200 }).answer(TICKET_PATH, ticketReply('T1', 600), ticketReply('T2'));
    await source.ticket();
    clock.advance(300);
    expect(await source.ticket()).toBe('T2');
    // The access token was still good, so only the ticket was fetched again.
    expect(wechat.callsTo(TOKEN_PATH)).toHaveLength(1);
  });

  it('should fetch once for many concurrent requests', async () => {
    const { wechat, source } = setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    wechat
      .answer(TOKEN_PATH, async () => {
        await gate;
        return Response.json({ access_token: 'AT1', expires_in: 7200 });
      })
      .answer(TICKET_PATH, ticketReply('T1'));
    const pending = Array.from({ length: 20 }, () => source.ticket());
    release();
    expect(new Set(await Promise.all(pending))).toEqual(new Set(['T1']));
    expect(wechat.calls).toHaveLength(2);
  });

  it('should fetch a new access token once when WeChat says ours went stale', async () => {
    const { wechat, source, logger } = setup();
    wechat
      .answer(TOKEN_PATH, { access_token: 'AT1', expires_in: 7200 }, { access_token: 'AT2', expires_in: 7200 })
      .answer(TICKET_PATH, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }, ticketReply('T1'));
    expect(await source.ticket()).toBe('T1');
    expect(wechat.callsTo(TICKET_PATH).map((url) => url.searchParams.get('access_token'))).toEqual(['AT1', 'AT2']);
    expect(logger.lines.join('\n')).toContain('stale');
  });

  it('should not cache a failure: the next request tries again', async () => {
    const { wechat, source, logger } = setup();
    wechat
      .answer(TOKEN_PATH, { errcode: 40164, errmsg: 'invalid ip 1.2.3.4, not in whitelist' }, { errcode: -1, errmsg: 'system error' }, { access_token: 'AT1', expires_in: 7200 })
      .answer(TICKET_PATH, ticketReply('T1'));
    expect(await refusal(source.ticket())).toBe('503 微信分享配置暂不可用，请稍后重试');
    expect(await refusal(source.ticket())).toBe('503 微信服务繁忙，请稍后重试');
    expect(await source.ticket()).toBe('T1');
    expect(logger.lines.join('\n')).toContain('not in whitelist');
    expect(logger.lines.join('\n')).not.toContain(SECRET);
  });

  it('should answer 503 for an unreachable WeChat and a reply without a ticket', async () => {
    const { wechat, source } = setup();
    wechat
      .answer(TOKEN_PATH, () => Promise.reject(new TypeError('fetch failed')), { access_token: 'AT1', expires_in: 7200 })
      .answer(TICKET_PATH, { errcode: 0, errmsg: 'ok' });
    expect(await refusal(source.ticket())).toBe('503 微信服务暂时无法访问，请稍后重试');
    expect(await refusal(source.ticket())).toBe('503 微信分享配置暂不可用，请稍后重试');
  });
});
