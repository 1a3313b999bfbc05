// postSmsCode with a real SMS gateway, as production runs it: the Aliyun and Tencent senders the
// configuration picks, each talking to a local fake that checks the provider's request signature.
// What matters here beyond sms.test.ts: the plain code goes to the gateway and nowhere else, and a
// gateway that does not take the text leaves no usable code behind.
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import { productionPayEnv } from '../../testing/payTestEnv.ts';
import type { Db } from '../../db/Db.ts';
import { openTestDb } from '../../testing/pgliteTemplates.ts';
import { smsCodes, smsOutbox } from '../../db/schema.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { createProviders } from '../../providers/createProviders.ts';
import { AliyunSmsSender } from '../../providers/sms/AliyunSmsSender.ts';
import { TencentSmsSender } from '../../providers/sms/TencentSmsSender.ts';
import { FakeAliyunSms, type AliyunAnswer } from '../../testing/FakeAliyunSms.ts';
import { FakeClock } from '../../testing/FakeClock.ts';
import { FakeTencentSms, type TencentAnswer } from '../../testing/FakeTencentSms.ts';
import { recordingLogger } from '../../testing/fakeWechat.ts';
import { apiPost, requestSmsCode, send } from '../../testing/requestHelpers.ts';

const BASE_ENV = {
  SMS_CODE_SECRET: '3f9c1a7e5b2d4c8a9e0f1b2c3d4e5f60718293a4b5c6d7e8',
  WECHAT_APP_ID: 'wx1234567890abcdef',
  WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef',
  PUBLIC_ORIGIN: 'https://reader.example.com',
  DATA_DIR: 'memory://',
  STATIC_DIR: 'none',
  CAPTCHA_PER_MINUTE: '100000',
  ...productionPayEnv(),
};

/** One provider under test: its fake, its variables, and how to read what the fake received. */
interface Gateway<Answer> {
  name: 'aliyun' | 'tencent';
  start(): Promise<{ endpoint: string; close(): Promise<void>; answer(...answers: Answer[]): unknown }>;
  env(endpoint: string, secret: string): Record<string, string>;
  secret: string;
  wrongSecret: string;
  /** The last SendSms received (accepted or refused): phone, code, minutes. */
  last(): { phone: string; code: string; minutes: string; accepted: boolean } | undefined;
  /** Answers meaning: this number's daily limit; its short-term limit (and the wait); throttling. */
  dailyLimit: Answer;
  tooSoon: [Answer, number];
  throttled: Answer;
}

let aliyunFake: FakeAliyunSms;
let tencentFake: FakeTencentSms;
const ALIYUN_KEY_ID = 'LTAI5tFakeKeyForTests01';
const TENCENT_SECRET_ID = 'AKIDFakeSecretIdForTests0000000000000';

const aliyun: Gateway<AliyunAnswer> = {
  name: 'aliyun',
  secret: 'FakeSecretForTests0123456789ab',
  wrongSecret: 'WrongSecretForTests0123456789a',
  start: async () => (aliyunFake = await new FakeAliyunSms({ [ALIYUN_KEY_ID]: aliyun.secret }).start()),
  env: (endpoint, secret) => ({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN_KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
    ALIYUN_SMS_SIGN_NAME: '上海汽车报',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465000001',
    ALIYUN_SMS_ENDPOINT: endpoint,
  }),
  last: () => {
    const sent = aliyunFake.sends.at(-1);
    return sent && { phone: sent.phoneNumbers, code: sent.templateParam.code ?? '', minutes: sent.templateParam.minutes ?? '', accepted: sent.accepted };
  },
  dailyLimit: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发天级流控Permits:10' },
  tooSoon: [{ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' }, 60],
  throttled: { Code: 'Throttling.User', Message: 'Request was denied due to user flow control.' },
};

const tencent: Gateway<TencentAnswer> = {
  name: 'tencent',
  secret: 'FakeSecretKeyForTests00000000000',
  wrongSecret: 'WrongSecretKeyForTests0000000000',
  start: async () => (tencentFake = await new FakeTencentSms({ [TENCENT_SECRET_ID]: tencent.secret }).start()),
  env: (endpoint, secret) => ({
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: TENCENT_SECRET_ID,
    TENCENT_SMS_SECRET_KEY: secret,
    TENCENT_SMS_SDK_APP_ID: '1400987654',
    TENCENT_SMS_SIGN_NAME: '上海汽车报',
    TENCENT_SMS_TEMPLATE_ID: '2233445',
    TENCENT_SMS_ENDPOINT: endpoint,
  }),
  last: () => {
    const sent = tencentFake.sends.at(-1);
    return sent && { phone: sent.phoneNumberSet[0] ?? '', code: sent.templateParamSet[0] ?? '', minutes: sent.templateParamSet[1] ?? '', accepted: sent.accepted };
  },
  dailyLimit: { status: { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: '单个手机号日下发短信条数超过设定的上限' } },
  tooSoon: [{ status: { Code: 'LimitExceeded.PhoneNumberThirtySecondLimit', Message: '单个手机号30秒内下发短信条数超过设定的上限' } }, 30],
  throttled: { error: { Code: 'RequestLimitExceeded', Message: 'Your current request times exceeds the frequency limit.' } },
};

let db: Db;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb('migrated'));
});
afterAll(() => closeDb());

let nextPhone = 13_700_000_000;
const newPhone = () => String(nextPhone++);

describe.each([aliyun, tencent] as Gateway<unknown>[])('postSmsCode through $name', (gateway) => {
  let fake: Awaited<ReturnType<Gateway<unknown>['start']>>;
  const clock = new FakeClock();
  let config: Config;
  /** A production app whose adapters come from the configuration, with its log. */
  const productionApp = (secret = gateway.secret) => {
    const logger = recordingLogger();
    config = loadConfig({ ...BASE_ENV, ...gateway.env(fake.endpoint, secret) });
    return { app: createApp({ db, config, clock, logger }), logger };
  };
  const loginWith = (app: Hono<AppEnv>, phone: string, code: string) => apiPost(app, 'login', { phone, code });

  beforeAll(async () => {
    fake = await gateway.start();
  });
  afterAll(() => fake.close());

  it('should text the code through the gateway and keep it nowhere in plain text: no outbox, no log line, no row', async () => {
    const { app, logger } = productionApp();
    expect(config.mode).toBe('production');
    const phone = newPhone();
    expect(await requestSmsCode(app, { phone })).toMatchObject({ status: 200, body: { code: 200, data: { expiresIn: 300, resendIn: 60 } } });

    const sent = gateway.last();
    expect(sent).toMatchObject({ phone: gateway.name === 'tencent' ? `+86${phone}` : phone, minutes: '5', accepted: true });
    const code = sent?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    expect((await db.select({ n: count() }).from(smsOutbox))[0]?.n).toBe(0);
    const rows = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    // The access log runs in production; neither it nor anything else logged the code.
    expect(logger.lines.some((line) => line.includes('POST /api/front/postSmsCode 200'))).toBe(true);
    expect(logger.lines.join('\n')).not.toContain(code);
    expect((await send(app, `/dev/sms-outbox?phone=${phone}`, { method: 'GET' }, { ip: '127.0.0.1' })).status).toBe(404);

    expect((await loginWith(app, phone, code)).body).toMatchObject({ code: 200, data: { type: 'login' } });
    expect(logger.lines.join('\n')).not.toContain(code);
  });

  it('should answer the send-failed refusal when the gateway refuses the signature, leaving no usable code and no code in the log', async () => {
    const { app: wrong, logger } = productionApp(gateway.wrongSecret);
    const phone = newPhone();
    expect(await requestSmsCode(wrong, { phone })).toMatchObject({ status: 503, body: { code: 503, msg: '短信发送失败，请稍后重试', data: null } });

    const refused = gateway.last();
    expect(refused?.accepted).toBe(false);
    expect(await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
    const { app } = productionApp();
    expect((await loginWith(app, phone, refused?.code ?? '')).body).toMatchObject({ code: 400, msg: '请先获取验证码' });

    const line = logger.lines.find((l) => l.startsWith('error sms send failed')) ?? '';
    expect(line).toContain(`"provider":"${gateway.name}"`);
    expect(line).toMatch(/SignatureDoesNotMatch|AuthFailure\.SignatureFailure/);
    expect(line).not.toContain(phone);
    expect(logger.lines.join('\n')).not.toContain(refused?.code ?? 'no code');

    // The quota was given back: once the keys are right, the same reader gets a code at once.
    expect((await requestSmsCode(app, { phone })).status).toBe(200);
  });

  it("should turn the gateway's limits for a number into the reader's refusals, keeping no code", async () => {
    const { app, logger } = productionApp();
    const [tooSoon, wait] = gateway.tooSoon;
    fake.answer(gateway.dailyLimit, tooSoon, gateway.throttled);

    const daily = newPhone();
    expect(await requestSmsCode(app, { phone: daily })).toMatchObject({ status: 429, body: { msg: '该手机号今日获取验证码次数已达上限，请明天再试' } });
    const soon = newPhone();
    const soonAnswer = await requestSmsCode(app, { phone: soon });
    expect(soonAnswer).toMatchObject({ status: 429, body: { msg: `发送过于频繁，请 ${wait} 秒后再试` } });
    expect(soonAnswer.headers.get('retry-after')).toBe(String(wait));
    const busy = newPhone();
    expect(await requestSmsCode(app, { phone: busy })).toMatchObject({ status: 429, body: { msg: '当前获取验证码的人较多，请稍后再试' } });

    for (const phone of [daily, soon, busy]) expect(await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
    expect(logger.lines.filter((l) => l.startsWith('warn sms send refused by the gateway'))).toHaveLength(3);
  });

  it('should answer the send-failed refusal when the gateway does not answer in time, and give the quota back', async () => {
    const logger = recordingLogger();
    const { app: normal } = productionApp();
    const provider = config.sms.provider;
    if (provider.kind === 'local') throw new Error('a real provider was expected');
    const sms = provider.kind === 'aliyun' ? new AliyunSmsSender({ config: provider, timeoutMs: 300 }) : new TencentSmsSender({ config: provider, timeoutMs: 300 });
    const providers = { ...createProviders({ db, clock, config, logger }), sms };
    const impatient = createApp({ db, config, clock, logger, providers });
    fake.answer('hang');
    const phone = newPhone();
    expect(await requestSmsCode(impatient, { phone })).toMatchObject({ status: 503, body: { msg: '短信发送失败，请稍后重试' } });
    expect(logger.lines.find((l) => l.startsWith('error sms send failed'))).toContain('"providerCode":"timeout"');
    expect(await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
    expect((await requestSmsCode(normal, { phone })).status).toBe(200);
  });
});
