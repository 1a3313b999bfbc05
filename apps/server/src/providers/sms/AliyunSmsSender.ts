import type DysmsapiModule from '@alicloud/dysmsapi20170525';
import type OpenapiCoreModule from '@alicloud/openapi-core';
import { createRequire } from 'node:module';
import type { AliyunSmsConfig } from '../../smsProviderConfig.ts';
import { redactSecrets } from './redactSecrets.ts';
import { SmsSendError, type SmsSendFailure } from './SmsSendError.ts';
import type { SmsCodeMessage, SmsSender } from './SmsSender.ts';

// Both SDK packages are CommonJS marked __esModule: Node's ESM loader and Vitest disagree on what
// their default import is, while require gives both the same module.exports.
const require = createRequire(import.meta.url);
const dysmsapi = require('@alicloud/dysmsapi20170525') as typeof DysmsapiModule;
const openapiCore = require('@alicloud/openapi-core') as typeof OpenapiCoreModule;

export interface AliyunSmsSenderOptions {
  config: AliyunSmsConfig;
  /** Per send, connecting and reading together (default 5000 ms). */
  timeoutMs?: number;
}

/**
 * Alibaba Cloud SMS through its official SDK (`@alicloud/dysmsapi20170525` on
 * `@alicloud/openapi-core`), which signs each call with ACS3-HMAC-SHA256. One SendSms per code:
 * the number without country code, the sign name, the template code and the template parameters
 * `code` (and `minutes`) as JSON.
 */
export class AliyunSmsSender implements SmsSender {
  readonly #client: InstanceType<typeof dysmsapi.default>;
  readonly #config: AliyunSmsConfig;

  constructor(options: AliyunSmsSenderOptions) {
    const { config } = options;
    const timeoutMs = options.timeoutMs ?? 5000;
    const endpoint = config.endpoint === null ? null : new URL(config.endpoint);
    this.#config = config;
    this.#client = new dysmsapi.default(
      new openapiCore.$OpenApiUtil.Config({
        accessKeyId: config.accessKeyId,
        accessKeySecret: config.accessKeySecret,
        regionId: config.regionId,
        // Unset, the SDK picks the region's endpoint over https.
        ...(endpoint ? { endpoint: endpoint.host, protocol: endpoint.protocol.replace(':', '') } : {}),
        connectTimeout: timeoutMs,
        readTimeout: timeoutMs,
      }),
    );
  }

  async send(phone: string, message: SmsCodeMessage): Promise<void> {
    const { code, minutes } = message;
    const params: Record<string, string> = {};
    for (const name of this.#config.templateParams) params[name] = name === 'code' ? code : String(minutes);
    const request = new dysmsapi.SendSmsRequest({
      phoneNumbers: phone,
      signName: this.#config.signName,
      templateCode: this.#config.templateCode,
      templateParam: JSON.stringify(params),
    });
    const redact = (text: string) => redactSecrets(text, [phone, code]);

    let body: { code?: string; message?: string } | undefined;
    try {
      body = (await this.#client.sendSms(request)).body;
    } catch (error) {
      throw fromThrown(error, redact);
    }
    if (body?.code === 'OK') return;
    const providerCode = body?.code ?? 'unknown';
    const { failure, retryAfterSeconds } = aliyunFailure(providerCode, body?.message ?? '');
    throw new SmsSendError(`aliyun SendSms refused: ${providerCode} ${redact(body?.message ?? '')}`.trim(), {
      provider: 'aliyun',
      failure,
      providerCode,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
}

/**
 * What an Aliyun error code means for the reader. `isv.BUSINESS_LIMIT_CONTROL` is the per-number
 * flow control; its message says which window was hit (触发分钟级流控, 小时级, 天级).
 */
export function aliyunFailure(code: string, message: string): { failure: SmsSendFailure; retryAfterSeconds?: number } {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') {
    if (message.includes('天级')) return { failure: 'phoneDailyLimit' };
    return { failure: 'phoneTooSoon', retryAfterSeconds: message.includes('小时级') ? 3600 : 60 };
  }
  if (code.startsWith('Throttling') || code === 'isp.SYSTEM_ERROR' || code === 'ServiceUnavailable') return { failure: 'busy' };
  return { failure: 'failed' };
}

/** The SDK's exceptions: an API error (4xx/5xx with `code`), or the transport's (time-out, refused). */
function fromThrown(error: unknown, redact: (text: string) => string): SmsSendError {
  const { name, code, statusCode, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: string;
    code?: unknown;
    statusCode?: number;
    message?: string;
  };
  if (typeof statusCode === 'number' && typeof code === 'string') {
    const { failure } = aliyunFailure(code, '');
    // The SDK's message is "code: 400, <the gateway's message> request id: …".
    return new SmsSendError(`aliyun SendSms failed: HTTP ${statusCode} ${code}: ${redact(message ?? '')}`, { provider: 'aliyun', failure, providerCode: code });
  }
  const timedOut = name === 'RequestTimeoutError' || /timeout/i.test(message ?? '');
  const providerCode = timedOut ? 'timeout' : typeof code === 'string' && code ? code : (name ?? 'error');
  return new SmsSendError(`aliyun SendSms unreachable: ${providerCode}: ${redact(message ?? String(error))}`, { provider: 'aliyun', failure: 'failed', providerCode });
}
