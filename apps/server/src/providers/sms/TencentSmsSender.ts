import { Agent, type ClientRequestArgs } from 'node:http';
import type TencentcloudSmsModule from 'tencentcloud-sdk-nodejs-sms';
import { createRequire } from 'node:module';
import { createConnection, type Socket } from 'node:net';
import type { TencentSmsConfig } from '../../smsProviderConfig.ts';
import { isLoopbackHost } from '../../smsProviderConfig.ts';
import { redactSecrets } from './redactSecrets.ts';
import { SmsSendError, type SmsSendFailure } from './SmsSendError.ts';
import type { SmsCodeMessage, SmsSender } from './SmsSender.ts';

// A CommonJS package marked __esModule: Node's ESM loader and Vitest disagree on what its default
// import is, while require gives both the same module.exports.
const tencentcloud = createRequire(import.meta.url)('tencentcloud-sdk-nodejs-sms') as typeof TencentcloudSmsModule;
const SmsClient = tencentcloud.sms.v20210111.Client;
const DEFAULT_HOST = 'sms.tencentcloudapi.com';

export interface TencentSmsSenderOptions {
  config: TencentSmsConfig;
  /** Per send (default 5000 ms). */
  timeoutMs?: number;
}

/**
 * Tencent Cloud SMS through its official SDK (`tencentcloud-sdk-nodejs-sms`), which signs each
 * call with TC3-HMAC-SHA256. One SendSms (API 2021-01-11) per code: the number in E.164
 * (`+86…`), the SdkAppId, sign name, template id and the template parameters `[code, minutes]`.
 */
export class TencentSmsSender implements SmsSender {
  readonly #client: InstanceType<typeof SmsClient>;
  readonly #config: TencentSmsConfig;

  constructor(options: TencentSmsSenderOptions) {
    const { config } = options;
    const timeoutMs = options.timeoutMs ?? 5000;
    const endpoint = config.endpoint === null ? null : new URL(config.endpoint);
    // The SDK signs for the service named by the endpoint's first label ("sms"). A loopback
    // endpoint (a test double, a local forwarder) cannot carry that name, so the request stays
    // addressed to sms.tencentcloudapi.com and only the connection goes to the loopback address.
    const loopback = endpoint !== null && isLoopbackHost(endpoint.hostname);
    this.#config = config;
    this.#client = new SmsClient({
      credential: { secretId: config.secretId, secretKey: config.secretKey },
      region: config.region,
      profile: {
        httpProfile: {
          endpoint: endpoint === null || loopback ? DEFAULT_HOST : endpoint.host,
          protocol: endpoint?.protocol === 'http:' ? 'http://' : 'https://',
          // In seconds.
          reqTimeout: timeoutMs / 1000,
          ...(loopback ? { agent: new ConnectToAgent(endpoint.hostname.replace(/^\[|\]$/g, ''), Number(endpoint.port || 80)) } : {}),
        },
      },
    });
  }

  async send(phone: string, message: SmsCodeMessage): Promise<void> {
    const { code, minutes } = message;
    const redact = (text: string) => redactSecrets(text, [phone, code]);
    let reply: Awaited<ReturnType<InstanceType<typeof SmsClient>['SendSms']>>;
    try {
      reply = await this.#client.SendSms({
        PhoneNumberSet: [`+86${phone}`],
        SmsSdkAppId: this.#config.sdkAppId,
        SignName: this.#config.signName,
        TemplateId: this.#config.templateId,
        TemplateParamSet: this.#config.templateParams.map((name) => (name === 'code' ? code : String(minutes))),
      });
    } catch (error) {
      throw fromThrown(error, redact);
    }
    // A call can succeed while the number's own send fails: that is in its status.
    const status = reply.SendStatusSet?.[0];
    if (status?.Code === 'Ok') return;
    const providerCode = status?.Code ?? 'unknown';
    const { failure, retryAfterSeconds } = tencentFailure(providerCode);
    throw new SmsSendError(`tencent SendSms refused: ${providerCode} ${redact(status?.Message ?? '')}`.trim(), {
      provider: 'tencent',
      failure,
      providerCode,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
}

/** What a Tencent error code (of the call or of the number's status) means for the reader. */
export function tencentFailure(code: string): { failure: SmsSendFailure; retryAfterSeconds?: number } {
  switch (code) {
    case 'LimitExceeded.PhoneNumberDailyLimit':
    case 'LimitExceeded.PhoneNumberSameContentDailyLimit':
      return { failure: 'phoneDailyLimit' };
    case 'LimitExceeded.PhoneNumberThirtySecondLimit':
      return { failure: 'phoneTooSoon', retryAfterSeconds: 30 };
    case 'LimitExceeded.PhoneNumberOneHourLimit':
      return { failure: 'phoneTooSoon', retryAfterSeconds: 3600 };
    case 'LimitExceeded.DeliveryFrequencyLimit':
      return { failure: 'phoneTooSoon', retryAfterSeconds: 60 };
    case 'RequestLimitExceeded':
    case 'InternalError.Timeout':
    case 'InternalError.RequestTimeException':
      return { failure: 'busy' };
    default:
      return { failure: 'failed' };
  }
}

/** The SDK wraps everything in TencentCloudSDKHttpException: `code` for API errors, none for transport ones. */
function fromThrown(error: unknown, redact: (text: string) => string): SmsSendError {
  const { code, httpCode, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: string; httpCode?: number; message?: string };
  const text = redact(message ?? String(error));
  if (code) {
    return new SmsSendError(`tencent SendSms failed: ${code}: ${text}`, { provider: 'tencent', failure: tencentFailure(code).failure, providerCode: code });
  }
  const providerCode = typeof httpCode === 'number' ? `HTTP ${httpCode}` : /timeout/i.test(text) ? 'timeout' : 'network';
  return new SmsSendError(`tencent SendSms unreachable: ${providerCode}: ${text}`, { provider: 'tencent', failure: 'failed', providerCode });
}

/**
 * An agent that opens every connection to one loopback host and port, whatever the URL names
 * (like curl's --connect-to). Used only for a loopback endpoint, never for Tencent's own hosts.
 */
class ConnectToAgent extends Agent {
  readonly #host: string;
  readonly #port: number;

  constructor(host: string, port: number) {
    super({ keepAlive: false });
    this.#host = host;
    this.#port = port;
  }

  // Synchronous, as the default: the agent takes the returned socket and reports its errors.
  override createConnection(_options: ClientRequestArgs): Socket {
    return createConnection({ host: this.#host, port: this.#port });
  }
}
