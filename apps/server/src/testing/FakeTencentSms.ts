import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startLoopbackServer, type LoopbackServer, type ReceivedRequest } from './startLoopbackServer.ts';

/** One SendSms the fake received, signed correctly or not. */
export interface TencentSendSms {
  phoneNumberSet: string[];
  smsSdkAppId: string;
  signName: string;
  templateId: string;
  templateParamSet: string[];
  /** Whether the signature checked out (and the call was answered). */
  accepted: boolean;
  /** The raw request, to replay it in tests of the fake itself. */
  raw: ReceivedRequest;
}

/**
 * What the fake answers to the next correctly signed SendSms: a call error (`Response.Error`), a
 * failed status of the number (`SendStatusSet[0]`), or silence.
 */
export type TencentAnswer = { error: { Code: string; Message: string } } | { status: { Code: string; Message: string } } | 'hang';

const MAX_CLOCK_SKEW_S = 300;

/**
 * A stand-in for Tencent Cloud's SMS API (sms.tencentcloudapi.com, 2021-01-11) on a loopback port.
 * It checks each request's TC3-HMAC-SHA256 signature as Tencent Cloud's "签名方法 v3" document
 * defines it, computed here from the bytes received, independently of the SDK: the service in the
 * credential scope must be `sms`, its date the UTC day of X-TC-Timestamp, which must be within five
 * minutes. Refusals use the real `{ Response: { Error: { Code, Message }, RequestId } }` shape
 * (HTTP 200, as Tencent answers); every SendSms is recorded.
 */
export class FakeTencentSms {
  readonly sends: TencentSendSms[] = [];
  readonly #keys: ReadonlyMap<string, string>;
  readonly #answers: TencentAnswer[] = [];
  #server: LoopbackServer | undefined;

  /** `keys`: SecretId → SecretKey the fake accepts. */
  constructor(keys: Record<string, string>) {
    this.#keys = new Map(Object.entries(keys));
  }

  /** Starts listening; `endpoint` is valid afterwards. */
  async start(): Promise<this> {
    this.#server = await startLoopbackServer((request, response) => this.#handle(request, response));
    return this;
  }

  /** `http://127.0.0.1:<port>`, for TENCENT_SMS_ENDPOINT. */
  get endpoint(): string {
    if (!this.#server) throw new Error('FakeTencentSms is not started');
    return this.#server.origin;
  }

  /** Queues answers for the next correctly signed sends, in order; then success again. */
  answer(...answers: TencentAnswer[]): this {
    this.#answers.push(...answers);
    return this;
  }

  /** Sends the gateway accepted. */
  get accepted(): TencentSendSms[] {
    return this.sends.filter((send) => send.accepted);
  }

  async close(): Promise<void> {
    await this.#server?.close();
  }

  #handle(request: ReceivedRequest, response: ServerResponse): void {
    const requestId = randomUUID();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      body = {};
    }
    const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
    const record: TencentSendSms = {
      phoneNumberSet: strings(body.PhoneNumberSet),
      smsSdkAppId: String(body.SmsSdkAppId ?? ''),
      signName: String(body.SignName ?? ''),
      templateId: String(body.TemplateId ?? ''),
      templateParamSet: strings(body.TemplateParamSet),
      accepted: false,
      raw: request,
    };
    this.sends.push(record);

    const refusal = this.#check(request);
    if (refusal) {
      sendJson(response, 200, { Response: { Error: refusal, RequestId: requestId } });
      return;
    }
    record.accepted = true;
    const answer = this.#answers.shift();
    if (answer === 'hang') return;
    if (answer && 'error' in answer) {
      sendJson(response, 200, { Response: { Error: answer.error, RequestId: requestId } });
      return;
    }
    const status = answer?.status ?? { Code: 'Ok', Message: 'send success' };
    const SendStatusSet = record.phoneNumberSet.map((PhoneNumber) => ({
      SerialNo: `${Date.now()}:${randomUUID()}`,
      PhoneNumber,
      Fee: status.Code === 'Ok' ? 1 : 0,
      SessionContext: '',
      ...status,
      IsoCode: 'CN',
    }));
    sendJson(response, 200, { Response: { SendStatusSet, RequestId: requestId } });
  }

  /** The checks of the real API, in its order; `undefined` when the request is good. */
  #check(request: ReceivedRequest): { Code: string; Message: string } | undefined {
    const { headers } = request;
    const authorization = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      headers.authorization ?? '',
    );
    if (!authorization) return { Code: 'AuthFailure.InvalidAuthorization', Message: 'Check `Authorization` header format.' };
    const [, secretId = '', date = '', service = '', signedHeaderList = '', signature = ''] = authorization;
    const secretKey = this.#keys.get(secretId);
    if (secretKey === undefined) return { Code: 'AuthFailure.SecretIdNotFound', Message: 'The SecretId is not found, please ensure that your SecretId is correct.' };

    const timestamp = Number(headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp)) return { Code: 'MissingParameter', Message: 'The request is missing a required parameter `X-TC-Timestamp`.' };
    if (Math.abs(Date.now() / 1000 - timestamp) > MAX_CLOCK_SKEW_S) {
      return { Code: 'AuthFailure.SignatureExpire', Message: 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.' };
    }
    const signedHeaders = signedHeaderList.split(';');
    const scopeIsRight = service === 'sms' && date === new Date(timestamp * 1000).toISOString().slice(0, 10);
    const signsWhatMustBeSigned = signedHeaders.includes('content-type') && signedHeaders.includes('host');
    if (!scopeIsRight || !signsWhatMustBeSigned || tc3Signature(request, signedHeaders, secretKey, timestamp, date, service) !== signature) {
      return { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated. Please check your signature is correct.' };
    }
    if (headers['x-tc-action'] !== 'SendSms') return { Code: 'InvalidAction', Message: 'The action requested was invalid.' };
    if (headers['x-tc-version'] !== '2021-01-11') return { Code: 'NoSuchVersion', Message: 'The requested version does not exist.' };
    return undefined;
  }
}

/**
 * The TC3-HMAC-SHA256 signature of a received request, as Tencent Cloud's 签名方法 v3 defines it:
 *
 *     CanonicalRequest = Method \n URI \n QueryString \n CanonicalHeaders \n SignedHeaders \n hex(SHA256(body))
 *     StringToSign     = "TC3-HMAC-SHA256" \n Timestamp \n Date/Service/tc3_request \n hex(SHA256(CanonicalRequest))
 *     SecretSigning    = HMAC(HMAC(HMAC("TC3" + SecretKey, Date), Service), "tc3_request")
 *     Signature        = hex(HMAC(SecretSigning, StringToSign))
 *
 * with canonical headers as `name:value\n`, both lower-cased and trimmed.
 */
export function tc3Signature(request: ReceivedRequest, signedHeaders: string[], secretKey: string, timestamp: number, date: string, service: string): string {
  const [path = '/', query = ''] = request.url.split('?', 2) as [string, string?];
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${(request.headers[name] ?? '').trim().toLowerCase()}\n`).join('');
  const payloadHash = createHash('sha256').update(request.body).digest('hex');
  const canonicalRequest = [request.method, path, query, canonicalHeaders, signedHeaders.join(';'), payloadHash].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  return createHmac('sha256', signing).update(stringToSign).digest('hex');
}
