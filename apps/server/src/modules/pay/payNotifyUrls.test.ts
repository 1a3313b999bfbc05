import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import type { RealPayConfig } from '../../payConfig.ts';
import { PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH, notifyUrl } from './payNotifyUrls.ts';

const local = loadConfig({ APP_MODE: 'demo' });
const real = (notifyOrigin: string | null, publicOrigins: string[] = []): Config => ({
  ...local,
  publicOrigins,
  pay: { mode: 'real', notifyOrigin } as RealPayConfig,
});

/** What `notifyUrl` answers inside a request to `url` (the site's own origin comes from it). */
async function inRequest(config: Config, url: string, path = PAY_NOTIFY_PATH): Promise<string> {
  const app = new Hono().get('*', (c) => c.text(notifyUrl(config, c, path)));
  return (await app.request(url)).text();
}

describe('notifyUrl (where WeChat Pay posts its notifications)', () => {
  it('should name the two notification paths under the API', () => {
    expect(PAY_NOTIFY_PATH).toBe('wechat/pay/notify');
    expect(REFUND_NOTIFY_PATH).toBe('wechat/pay/refundNotify');
  });

  it('should use the configured notify origin with real WeChat Pay, before the site’s own', async () => {
    expect(notifyUrl(real('https://pay.example.cn', ['https://m.example.cn']), null, PAY_NOTIFY_PATH)).toBe('https://pay.example.cn/api/front/wechat/pay/notify');
    expect(await inRequest(real('https://pay.example.cn'), 'http://reader.test/x', REFUND_NOTIFY_PATH)).toBe('https://pay.example.cn/api/front/wechat/pay/refundNotify');
  });

  it('should use the site’s public origin when real WeChat Pay has no notify origin, and always with the local cashier', () => {
    expect(notifyUrl(real(null, ['https://m.example.cn', 'https://www.example.cn']), null, PAY_NOTIFY_PATH)).toBe('https://m.example.cn/api/front/wechat/pay/notify');
    // The local cashier never posts to a notify origin, even one left in the configuration.
    const localWithOrigin = { ...local, publicOrigins: ['https://m.example.cn'] };
    expect(notifyUrl(localWithOrigin, null, PAY_NOTIFY_PATH)).toBe('https://m.example.cn/api/front/wechat/pay/notify');
  });

  it('should fall back to the request’s own origin, and to localhost outside a request', async () => {
    expect(await inRequest(local, 'http://reader.test:8080/anything')).toBe('http://reader.test:8080/api/front/wechat/pay/notify');
    expect(notifyUrl(local, null, PAY_NOTIFY_PATH)).toBe('http://localhost/api/front/wechat/pay/notify');
  });
});
