import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TencentSmsConfig } from '../../smsProviderConfig.ts';
import { FakeTencentSms } from '../../testing/FakeTencentSms.ts';
import { replayRequest } from '../../testing/startLoopbackServer.ts';
import { SmsSendError } from './SmsSendError.ts';
import { TencentSmsSender } from './TencentSmsSender.ts';

const SECRET_ID = 'AKIDFakeSecretIdForTests0000000000000';
const SECRET_KEY = 'FakeSecretKeyForTests00000000000';
const PHONE = '13800138000';

let fake: FakeTencentSms;
beforeAll(async () => {
  fake = await new FakeTencentSms({ [SECRET_ID]: SECRET_KEY }).start();
});
afterAll(() => fake.close());

function sender(overrides: Partial<TencentSmsConfig> = {}, timeoutMs?: number): TencentSmsSender {
  const config: TencentSmsConfig = {
    kind: 'tencent',
    secretId: SECRET_ID,
    secretKey: SECRET_KEY,
    sdkAppId: '1400987654',
    signName: '上海汽车报',
    templateId: '2233445',
    region: 'ap-guangzhou',
    endpoint: fake.endpoint,
    templateParams: ['code', 'minutes'],
    ...overrides,
  };
  return new TencentSmsSender({ config, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
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

describe('TencentSmsSender', () => {
  it('should send one signed SendSms to the +86 number with the app, sign name, template and [code, minutes]', async () => {
    const before = fake.accepted.length;
    await sender().send(PHONE, { code: '042917', minutes: 5 });
    expect(fake.accepted).toHaveLength(before + 1);
    const sent = fake.accepted.at(-1);
    expect(sent).toMatchObject({
      phoneNumberSet: ['+8613800138000'],
      smsSdkAppId: '1400987654',
      signName: '上海汽车报',
      templateId: '2233445',
      templateParamSet: ['042917', '5'],
    });
    // Signed for the sms service at Tencent's host, though delivered to the loopback endpoint.
    expect(sent?.raw.headers).toMatchObject({ host: 'sms.tencentcloudapi.com', 'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11', 'x-tc-region': 'ap-guangzhou' });
    expect(sent?.raw.headers.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDFakeSecretIdForTests0000000000000\/\d{4}-\d\d-\d\d\/sms\/tc3_request, /);
  });

  it('should send only the code to a template that takes only the code', async () => {
    await sender({ templateParams: ['code'] }).send(PHONE, { code: '555123', minutes: 5 });
    expect(fake.accepted.at(-1)?.templateParamSet).toEqual(['555123']);
  });

  it('should reject with the gateway refusal when the secret key is wrong, and nothing is sent', async () => {
    const before = fake.accepted.length;
    const error = await failureOf(sender({ secretKey: 'WrongSecretKeyForTests0000000000' }).send(PHONE, { code: '777001', minutes: 5 }));
    expect(error).toMatchObject({ provider: 'tencent', failure: 'failed', providerCode: 'AuthFailure.SignatureFailure' });
    expect(error.message).toContain('The provided credentials could not be validated');
    expect(fake.accepted).toHaveLength(before);
  });

  it('should reject an unknown SecretId as the gateway does', async () => {
    const error = await failureOf(sender({ secretId: 'AKIDSomebodyElse00000000000000000000' }).send(PHONE, { code: '777002', minutes: 5 }));
    expect(error).toMatchObject({ failure: 'failed', providerCode: 'AuthFailure.SecretIdNotFound' });
  });

  it('should map the limits of a number, in its send status, to the reader refusals they mean', async () => {
    const cases: [string, Partial<SmsSendError>][] = [
      ['LimitExceeded.PhoneNumberDailyLimit', { failure: 'phoneDailyLimit' }],
      ['LimitExceeded.PhoneNumberSameContentDailyLimit', { failure: 'phoneDailyLimit' }],
      ['LimitExceeded.PhoneNumberThirtySecondLimit', { failure: 'phoneTooSoon', retryAfterSeconds: 30 }],
      ['LimitExceeded.PhoneNumberOneHourLimit', { failure: 'phoneTooSoon', retryAfterSeconds: 3600 }],
      ['FailedOperation.PhoneNumberInBlacklist', { failure: 'failed' }],
    ];
    for (const [code, expected] of cases) {
      fake.answer({ status: { Code: code, Message: '单个手机号日下发短信条数超过设定的上限' } });
      const error = await failureOf(sender().send(PHONE, { code: '123987', minutes: 5 }));
      expect(error, code).toMatchObject({ provider: 'tencent', providerCode: code, ...expected });
    }
  });

  it('should map call errors: throttling is busy, a bad template a failure', async () => {
    fake.answer(
      { error: { Code: 'RequestLimitExceeded', Message: 'Your current request times equals to `20` in a second, which exceeds the frequency limit `20` for a second.' } },
      { error: { Code: 'FailedOperation.TemplateIncorrectOrUnapproved', Message: '模板未审批或请求的内容与审核通过的模板内容不匹配。' } },
    );
    expect(await failureOf(sender().send(PHONE, { code: '111222', minutes: 5 }))).toMatchObject({ failure: 'busy', providerCode: 'RequestLimitExceeded' });
    const error = await failureOf(sender().send(PHONE, { code: '111223', minutes: 5 }));
    expect(error).toMatchObject({ failure: 'failed', providerCode: 'FailedOperation.TemplateIncorrectOrUnapproved' });
    expect(error.message).toContain('模板未审批');
  });

  it('should give up after its time-out when the gateway does not answer, naming neither the number nor the code', async () => {
    fake.answer('hang');
    const started = Date.now();
    const error = await failureOf(sender({}, 300).send(PHONE, { code: '918273', minutes: 5 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toMatchObject({ provider: 'tencent', failure: 'failed', providerCode: 'timeout' });
    expect(error.message).not.toContain(PHONE);
    expect(error.message).not.toContain('918273');
  });

  it('should fail cleanly when nothing listens at the endpoint', async () => {
    const closed = await new FakeTencentSms({}).start();
    const endpoint = closed.endpoint;
    await closed.close();
    const error = await failureOf(sender({ endpoint }).send(PHONE, { code: '100200', minutes: 5 }));
    expect(error).toMatchObject({ provider: 'tencent', failure: 'failed', providerCode: 'network' });
  });
});

describe('FakeTencentSms', () => {
  it('should refuse a signed request whose body was changed', async () => {
    await sender().send(PHONE, { code: '246810', minutes: 5 });
    const { raw } = fake.accepted.at(-1)!;
    const replay = async (body: string) => ((await replayRequest(fake.endpoint, { ...raw, body: Buffer.from(body) })) as { Response: { Error?: { Code: string } } }).Response;
    expect((await replay(raw.body.toString('utf8').replace('246810', '000000'))).Error?.Code).toBe('AuthFailure.SignatureFailure');
    expect((await replay(raw.body.toString('utf8'))).Error).toBeUndefined();
  });
});
