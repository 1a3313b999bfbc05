import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AliyunSmsConfig } from '../../smsProviderConfig.ts';
import { FakeAliyunSms } from '../../testing/FakeAliyunSms.ts';
import { replayRequest } from '../../testing/startLoopbackServer.ts';
import { AliyunSmsSender } from './AliyunSmsSender.ts';
import { SmsSendError } from './SmsSendError.ts';

const KEY_ID = 'LTAI5tFakeKeyForTests01';
const SECRET = 'FakeSecretForTests0123456789ab';
const PHONE = '13800138000';

let fake: FakeAliyunSms;
beforeAll(async () => {
  fake = await new FakeAliyunSms({ [KEY_ID]: SECRET }).start();
});
afterAll(() => fake.close());

function sender(overrides: Partial<AliyunSmsConfig> = {}, timeoutMs?: number): AliyunSmsSender {
  const config: AliyunSmsConfig = {
    kind: 'aliyun',
    accessKeyId: KEY_ID,
    accessKeySecret: SECRET,
    signName: '上海汽车报',
    templateCode: 'SMS_465000001',
    regionId: 'cn-hangzhou',
    endpoint: fake.endpoint,
    templateParams: ['code', 'minutes'],
    ...overrides,
  };
  return new AliyunSmsSender({ config, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

/** The SmsSendError a send rejects with. */
async function failureOf(promise: Promise<void>): Promise<SmsSendError> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SmsSendError)) throw new Error(`expected an SmsSendError, got ${String(error)}`);
  return error;
}

describe('AliyunSmsSender', () => {
  it('should send one signed SendSms with the number, sign name, template code and the code and minutes as parameters', async () => {
    const before = fake.accepted.length;
    await sender().send(PHONE, { code: '042917', minutes: 5 });
    expect(fake.accepted).toHaveLength(before + 1);
    const sent = fake.accepted.at(-1);
    expect(sent).toMatchObject({ phoneNumbers: PHONE, signName: '上海汽车报', templateCode: 'SMS_465000001', templateParam: { code: '042917', minutes: '5' } });
    expect(sent?.raw.headers).toMatchObject({ 'x-acs-action': 'SendSms', 'x-acs-version': '2017-05-25' });
    expect(sent?.raw.headers.authorization).toMatch(/^ACS3-HMAC-SHA256 Credential=LTAI5tFakeKeyForTests01,/);
  });

  it('should send only the code to a template that takes only the code', async () => {
    await sender({ templateParams: ['code'] }).send(PHONE, { code: '555123', minutes: 5 });
    expect(fake.accepted.at(-1)?.templateParam).toEqual({ code: '555123' });
  });

  it('should reject with the gateway refusal when the secret is wrong, and nothing is sent', async () => {
    const before = fake.accepted.length;
    const error = await failureOf(sender({ accessKeySecret: 'WrongSecretForTests0123456789a' }).send(PHONE, { code: '777001', minutes: 5 }));
    expect(error).toMatchObject({ provider: 'aliyun', failure: 'failed', providerCode: 'SignatureDoesNotMatch' });
    expect(error.message).toContain('SignatureDoesNotMatch');
    expect(error.message).toContain('Specified signature does not match our calculation.');
    expect(fake.accepted).toHaveLength(before);
  });

  it('should reject an unknown AccessKey ID as the gateway does', async () => {
    const error = await failureOf(sender({ accessKeyId: 'LTAI5tSomebodyElse0000' }).send(PHONE, { code: '777002', minutes: 5 }));
    expect(error).toMatchObject({ failure: 'failed', providerCode: 'InvalidAccessKeyId.NotFound' });
  });

  it('should map the gateway limits of a number and of the account to the reader refusals they mean', async () => {
    const cases: [string, string, Partial<SmsSendError>][] = [
      ['isv.BUSINESS_LIMIT_CONTROL', '触发天级流控Permits:10', { failure: 'phoneDailyLimit' }],
      ['isv.BUSINESS_LIMIT_CONTROL', '触发小时级流控Permits:5', { failure: 'phoneTooSoon', retryAfterSeconds: 3600 }],
      ['isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1', { failure: 'phoneTooSoon', retryAfterSeconds: 60 }],
      ['Throttling.User', 'Request was denied due to user flow control.', { failure: 'busy' }],
      ['isv.AMOUNT_NOT_ENOUGH', '账户余额不足', { failure: 'failed' }],
      ['isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板', { failure: 'failed' }],
    ];
    for (const [code, message, expected] of cases) {
      fake.answer({ Code: code, Message: message });
      const error = await failureOf(sender().send(PHONE, { code: '123987', minutes: 5 }));
      expect(error, `${code} ${message}`).toMatchObject({ provider: 'aliyun', providerCode: code, ...expected });
      expect(error.message).toContain(message);
    }
  });

  it('should give up after its time-out when the gateway does not answer, naming neither the number nor the code', async () => {
    fake.answer('hang');
    const started = Date.now();
    const error = await failureOf(sender({}, 300).send(PHONE, { code: '918273', minutes: 5 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toMatchObject({ failure: 'failed', providerCode: 'timeout' });
    expect(error.message).not.toContain(PHONE);
    expect(error.message).not.toContain('918273');
  });

  it('should fail cleanly when nothing listens at the endpoint', async () => {
    const closed = await new FakeAliyunSms({}).start();
    const endpoint = closed.endpoint;
    await closed.close();
    const error = await failureOf(sender({ endpoint }).send(PHONE, { code: '100200', minutes: 5 }));
    expect(error).toMatchObject({ provider: 'aliyun', failure: 'failed' });
  });
});

describe('FakeAliyunSms', () => {
  it('should refuse a signed request whose parameters were changed, and a replayed nonce', async () => {
    await sender().send(PHONE, { code: '246810', minutes: 5 });
    const { raw } = fake.accepted.at(-1)!;
    const replay = (url: string) => replayRequest(fake.endpoint, { ...raw, url });
    expect(await replay(raw.url.replace('246810', '000000'))).toMatchObject({ Code: 'SignatureDoesNotMatch' });
    expect(await replay(raw.url)).toMatchObject({ Code: 'SignatureNonceUsed' });
  });
});
