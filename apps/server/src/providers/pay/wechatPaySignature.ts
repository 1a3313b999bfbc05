/**
 * The cryptography of WeChat Pay API v3, on node:crypto (decision 0027): request signatures
 * (WECHATPAY2-SHA256-RSA2048), the JSAPI paySign, verification of WeChat Pay's signature on answers
 * and notifications, and AEAD_AES_256_GCM for notification resources. Every message is the exact
 * text WeChat Pay's documents give: lines joined and ended by '\n', bodies byte for byte as sent or
 * received (never re-serialised). `wechatPaySignature.test.ts` reproduces the documents' examples.
 */
import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/** The scheme of the Authorization header. */
export const WECHATPAY_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat Pay's advice: refuse answers and notifications signed more than 5 minutes away from now. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

/** Lines each ended by '\n', the last one too (the documents' "签名串"). */
export function signatureMessage(...lines: readonly (string | number)[]): string {
  return lines.map((line) => `${line}\n`).join('');
}

/** SHA256 with RSA (PKCS#1 v1.5), base64. */
export function rsaSign(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** Checks a SHA256-with-RSA signature; a malformed signature is simply false. */
export function rsaVerify(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** What signs a request: the merchant, its API certificate's serial and private key. */
export interface MerchantKey {
  mchid: string;
  serialNo: string;
  privateKey: KeyObject;
}

/**
 * The Authorization header of a request. `target` is the path with its query string, exactly as
 * sent (`/v3/pay/transactions/out-trade-no/SQ…?mchid=1900007291`); `body` the exact JSON sent, or ''.
 *
 * @example
 * const authorization = requestAuthorization(merchant, { method: 'POST', target: '/v3/pay/transactions/jsapi', body, timestamp, nonce });
 */
export function requestAuthorization(
  merchant: MerchantKey,
  request: { method: string; target: string; body: string; timestamp: number; nonce: string },
): string {
  const signature = rsaSign(signatureMessage(request.method, request.target, request.timestamp, request.nonce, request.body), merchant.privateKey);
  return `${WECHATPAY_SCHEME} mchid="${merchant.mchid}",nonce_str="${request.nonce}",signature="${signature}",timestamp="${request.timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The paySign of WeixinJSBridge getBrandWCPayRequest: appId, timeStamp, nonceStr and package, signed. */
export function jsapiPaySign(fields: { appId: string; timeStamp: string; nonceStr: string; package: string }, privateKey: KeyObject): string {
  return rsaSign(signatureMessage(fields.appId, fields.timeStamp, fields.nonceStr, fields.package), privateKey);
}

/** The Wechatpay-* headers of an answer or a notification. */
export interface WechatpaySignedHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

/** Why a signed message was refused (for the log; the sender gets a generic refusal). */
export type SignatureProblem = 'missing-headers' | 'unknown-serial' | 'stale-timestamp' | 'bad-signature';

/**
 * Verifies WeChat Pay's signature of a body it sent (an answer or a notification) over the raw
 * bytes: the key is the one whose id (WeChat Pay public key ID, or platform certificate serial)
 * the Wechatpay-Serial header names, the timestamp must be within 5 minutes of `now`, and the
 * signature must cover "timestamp\nnonce\nbody\n". Returns `null` when it holds.
 */
export function verifyWechatpaySignature(
  headers: WechatpaySignedHeaders,
  rawBody: string,
  publicKeys: ReadonlyMap<string, KeyObject>,
  now: Date,
): SignatureProblem | null {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial) return 'missing-headers';
  const key = publicKeys.get(serial);
  if (!key) return 'unknown-serial';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_MAX_SKEW_SECONDS) return 'stale-timestamp';
  return rsaVerify(signatureMessage(timestamp, nonce, rawBody), signature, key) ? null : 'bad-signature';
}

/** The encrypted `resource` of a notification. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

const TAG_BYTES = 16;

/**
 * Decrypts a notification's resource with the APIv3 key (AEAD_AES_256_GCM: the base64 ciphertext
 * ends with the 16-byte tag; nonce and associated data are used as text). Throws when the key, the
 * nonce, the associated data or a single byte of the ciphertext is wrong.
 */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** Encrypts a resource as WeChat Pay does (the local cashier's notifications, and tests). */
export function encryptResource(plaintext: string, apiV3Key: string, associatedData: string, nonce = randomNonce(12)): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), associated_data: associatedData, nonce };
}

const NONCE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random string of letters and digits (nonce_str, nonceStr, resource nonces). */
export function randomNonce(length = 32): string {
  return Array.from(randomBytes(length), (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('');
}
