import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startLoopbackServer, type LoopbackServer, type ReceivedRequest } from './startLoopbackServer.ts';

/** One SendSms the fake received, signed correctly or not. */
export interface AliyunSendSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  /** TemplateParam parsed from its JSON. */
  templateParam: Record<string, string>;
  /** Whether the signature checked out (and the call was answered). */
  accepted: boolean;
  /** The raw request, to replay it in tests of the fake itself. */
  raw: ReceivedRequest;
}

/** What the fake answers to the next correctly signed SendSms: a business answer, or silence. */
export type AliyunAnswer = { Code: string; Message: string } | 'hang';

/** A gateway refusal as Alibaba Cloud words it. */
interface Refusal {
  status: number;
  code: string;
  message: string;
}

const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

/**
 * A stand-in for Alibaba Cloud's Dysmsapi endpoint on a loopback port. It checks each request's
 * ACS3-HMAC-SHA256 signature as Alibaba Cloud documents it (V3 request signature: canonical
 * request of method, URI, RFC 3986 query, the signed `host`/`content-type`/`x-acs-*` headers and
 * the body's SHA-256), computed here from the bytes received, independently of the SDK. It refuses
 * what the real service refuses (unknown AccessKey, bad signature, stale date, reused nonce) with
 * the real error body, answers OK or a queued business error, and records every SendSms.
 */
export class FakeAliyunSms {
  readonly sends: AliyunSendSms[] = [];
  readonly #keys: ReadonlyMap<string, string>;
  readonly #nonces = new Set<string>();
  readonly #answers: AliyunAnswer[] = [];
  #server: LoopbackServer | undefined;

  /** `keys`: AccessKey ID → secret the fake accepts. */
  constructor(keys: Record<string, string>) {
    this.#keys = new Map(Object.entries(keys));
  }

  /** Starts listening; `endpoint` is valid afterwards. */
  async start(): Promise<this> {
    this.#server = await startLoopbackServer((request, response) => this.#handle(request, response));
    return this;
  }

  /** `http://127.0.0.1:<port>`, for ALIYUN_SMS_ENDPOINT. */
  get endpoint(): string {
    if (!this.#server) throw new Error('FakeAliyunSms is not started');
    return this.#server.origin;
  }

  /** Queues answers for the next correctly signed sends, in order; then OK again. */
  answer(...answers: AliyunAnswer[]): this {
    this.#answers.push(...answers);
    return this;
  }

  /** Sends the gateway accepted. */
  get accepted(): AliyunSendSms[] {
    return this.sends.filter((send) => send.accepted);
  }

  async close(): Promise<void> {
    await this.#server?.close();
  }

  #handle(request: ReceivedRequest, response: ServerResponse): void {
    const requestId = randomUUID().toUpperCase();
    const host = request.headers.host ?? '';
    const params = requestParams(request);
    const record: AliyunSendSms = {
      phoneNumbers: params.get('PhoneNumbers') ?? '',
      signName: params.get('SignName') ?? '',
      templateCode: params.get('TemplateCode') ?? '',
      templateParam: parseTemplateParam(params.get('TemplateParam')),
      accepted: false,
      raw: request,
    };
    this.sends.push(record);

    const refusal = this.#check(request);
    if (refusal) {
      sendJson(response, refusal.status, {
        RequestId: requestId,
        HostId: host,
        Code: refusal.code,
        Message: refusal.message,
        Recommend: `https://api.aliyun.com/troubleshoot?q=${refusal.code}&product=Dysmsapi`,
      });
      return;
    }
    record.accepted = true;
    const answer = this.#answers.shift() ?? { Code: 'OK', Message: 'OK' };
    if (answer === 'hang') return;
    sendJson(response, 200, answer.Code === 'OK' ? { ...answer, BizId: `${Date.now()}^0`, RequestId: requestId } : { ...answer, RequestId: requestId });
  }

  /** The checks of the real gateway, in its order; `undefined` when the request is good. */
  #check(request: ReceivedRequest): Refusal | undefined {
    const { headers } = request;
    const authorization = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '');
    if (!authorization) return { status: 400, code: 'IncompleteSignature', message: 'The request signature does not conform to Aliyun standards.' };
    const [, accessKeyId = '', signedHeaderList = '', signature = ''] = authorization;
    const secret = this.#keys.get(accessKeyId);
    if (secret === undefined) return { status: 404, code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' };
    if (headers['x-acs-action'] !== 'SendSms') return { status: 404, code: 'InvalidAction.NotFound', message: 'Specified api is not found, please check your url and method.' };
    if (headers['x-acs-version'] !== '2017-05-25') return { status: 400, code: 'InvalidVersion', message: 'Specified parameter Version is not valid.' };

    const date = Date.parse(headers['x-acs-date'] ?? '');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(headers['x-acs-date'] ?? '') || Number.isNaN(date)) {
      return { status: 400, code: 'MissingTimestamp', message: 'x-acs-date is mandatory for this action.' };
    }
    if (Math.abs(Date.now() - date) > MAX_CLOCK_SKEW_MS) return { status: 400, code: 'InvalidTimeStamp.Expired', message: 'Specified time stamp or date value is expired.' };

    const signedHeaders = signedHeaderList.split(';');
    // host, content-type and every x-acs-* header must be signed.
    const mustSign = Object.keys(headers).filter((name) => name === 'host' || name === 'content-type' || name.startsWith('x-acs-'));
    if (mustSign.some((name) => !signedHeaders.includes(name)) || signedHeaders.some((name) => !(name in headers))) {
      return { status: 400, code: 'IncompleteSignature', message: 'The request signature does not conform to Aliyun standards.' };
    }
    const payloadHash = createHash('sha256').update(request.body).digest('hex');
    if (headers['x-acs-content-sha256'] !== payloadHash) return { status: 400, code: 'SignatureDoesNotMatch', message: 'Specified signature does not match our calculation.' };

    const expected = acs3Signature(request, signedHeaders, payloadHash, secret);
    if (expected !== signature) return { status: 400, code: 'SignatureDoesNotMatch', message: 'Specified signature does not match our calculation.' };

    // Checked after the signature, as the gateway does: only a signed nonce counts as used.
    const nonce = headers['x-acs-signature-nonce'] ?? '';
    if (!nonce) return { status: 400, code: 'MissingSignatureNonce', message: 'SignatureNonce is mandatory for this action.' };
    if (this.#nonces.has(nonce)) return { status: 400, code: 'SignatureNonceUsed', message: 'Specified signature nonce was used already.' };
    this.#nonces.add(nonce);
    return undefined;
  }
}

/**
 * The ACS3-HMAC-SHA256 signature of a received request, as Alibaba Cloud's V3 signature document
 * defines it:
 *
 *     CanonicalRequest = Method \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n SignedHeaders \n HashedRequestPayload
 *     StringToSign     = "ACS3-HMAC-SHA256" \n hex(SHA256(CanonicalRequest))
 *     Signature        = hex(HMAC-SHA256(AccessKeySecret, StringToSign))
 */
export function acs3Signature(request: ReceivedRequest, signedHeaders: string[], payloadHash: string, secret: string): string {
  const [path = '/', query = ''] = request.url.split('?', 2) as [string, string?];
  const canonicalUri = path.split('/').map((segment) => rfc3986(decodeURIComponent(segment))).join('/') || '/';
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2) as [string, string?];
      return [rfc3986(decodeURIComponent(name)), rfc3986(decodeURIComponent(value))] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const sorted = [...signedHeaders].sort();
  const canonicalHeaders = sorted.map((name) => `${name}:${(request.headers[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [request.method, canonicalUri, canonicalQuery, canonicalHeaders, sorted.join(';'), payloadHash].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
  return createHmac('sha256', secret).update(stringToSign).digest('hex');
}

/** Percent-encoding of RFC 3986: everything but A-Z a-z 0-9 - _ . ~ (so a space is %20, * is %2A). */
function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RPC parameters travel in the query or in a form body; both count. */
function requestParams(request: ReceivedRequest): Map<string, string> {
  const params = new Map<string, string>();
  const add = (encoded: string) => {
    for (const pair of encoded.split('&').filter(Boolean)) {
      const [name = '', value = ''] = pair.split('=', 2) as [string, string?];
      params.set(decodeURIComponent(name), decodeURIComponent(value.replace(/\+/g, '%20')));
    }
  };
  add(request.url.split('?', 2)[1] ?? '');
  if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) add(request.body.toString('utf8'));
  return params;
}

function parseTemplateParam(text: string | undefined): Record<string, string> {
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return {};
  }
}
