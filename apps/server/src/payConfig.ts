/**
 * The WeChat Pay part of the configuration (`WECHAT_PAY_*`), read by `loadConfig` beside the SMS
 * gateway's. `local` is the demo's cashier (providers/pay/LocalWechatPay.ts), for demo and test
 * modes only; production needs a real merchant and refuses to start without one.
 */
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readEndpoint, type Read } from './smsProviderConfig.ts';

/** A real WeChat Pay merchant (API v3). Keys are PEM text read from files; never logged or echoed. */
export interface RealPayConfig {
  mode: 'real';
  /** 商户号. */
  mchid: string;
  /** The AppID payments are made for (the official account's, by default). */
  appId: string;
  /** Serial number of the merchant API certificate (Authorization serial_no). */
  serialNo: string;
  /** apiclient_key.pem. */
  privateKeyPem: string;
  /** APIv3 key: decrypts notifications. */
  apiV3Key: string;
  /** WeChat Pay public key (or a platform certificate) that verifies answers and notifications. */
  publicKeyPem: string;
  /** Its id as the Wechatpay-Serial header names it (PUB_KEY_ID_…, or the certificate's serial). */
  publicKeyId: string;
  /** Origin WeChat Pay sends notifications to (https, reachable from the internet). */
  notifyOrigin: string | null;
  /** `https://api.mch.weixin.qq.com`, or an override (http on loopback only, for tests). */
  endpoint: string;
}

export type PayConfig = { mode: 'local' } | RealPayConfig;

export const WECHAT_PAY_ENDPOINT = 'https://api.mch.weixin.qq.com';

/**
 * Reads `WECHAT_PAY_MODE` and, for `real`, each variable the merchant needs, pushing one line per
 * problem. Key files are read and parsed here, so a wrong path or a broken key stops the start with
 * the variable's name rather than failing the first payment.
 */
export function readPayConfig(read: Read, production: boolean, wechatAppId: string, publicOrigins: string[], problems: string[]): PayConfig {
  const mode = read('WECHAT_PAY_MODE') ?? (production ? 'real' : 'local');
  if (mode !== 'local' && mode !== 'real') {
    problems.push(`WECHAT_PAY_MODE must be one of local, real, got "${mode}"`);
    return { mode: 'local' };
  }
  if (mode === 'local') {
    if (production) problems.push('WECHAT_PAY_MODE=local (the local cashier) is for APP_MODE=demo or test only; production needs WECHAT_PAY_MODE=real');
    return { mode: 'local' };
  }
  const when = 'when WECHAT_PAY_MODE=real';
  const required = (name: string, shape: RegExp, what: string, secret = false): string => {
    const value = read(name);
    if (value === undefined) problems.push(`${name} must be set ${when} (${what})`);
    else if (!shape.test(value)) problems.push(secret ? `${name} must be ${what} ${when}` : `${name} must be ${what}, got "${value}"`);
    return value ?? '';
  };
  const keyFile = (name: string, kind: 'private' | 'public', what: string): string => {
    const path = read(name);
    if (path === undefined) {
      problems.push(`${name} must be set ${when} (the path of ${what})`);
      return '';
    }
    try {
      const pem = readFileSync(path, 'utf8');
      if (kind === 'private') createPrivateKey(pem);
      else if (pem.includes('CERTIFICATE')) new X509Certificate(pem);
      else createPublicKey(pem);
      return pem;
    } catch {
      problems.push(`${name} must be the path of a readable PEM file with ${what}, got "${path}"`);
      return '';
    }
  };
  const rawNotify = read('WECHAT_PAY_NOTIFY_ORIGIN') ?? publicOrigins[0];
  let notifyOrigin: string | null = null;
  if (rawNotify === undefined) problems.push(`WECHAT_PAY_NOTIFY_ORIGIN (or PUBLIC_ORIGIN) must be set ${when}: WeChat Pay posts notifications there`);
  else if (!/^https:\/\/[^/?#@\s]+\/?$/i.test(rawNotify)) problems.push(`WECHAT_PAY_NOTIFY_ORIGIN must be an https:// origin reachable from the internet, got "${rawNotify}"`);
  else notifyOrigin = new URL(rawNotify).origin;
  const appId = read('WECHAT_PAY_APPID') ?? wechatAppId;
  if (!/^wx[0-9a-f]{16}$/i.test(appId)) problems.push(`WECHAT_PAY_APPID must be an AppID (wx and 16 hex digits), got "${appId}"`);
  return {
    mode: 'real',
    mchid: required('WECHAT_PAY_MCHID', /^\d{8,10}$/, 'the merchant id (商户号, 8-10 digits)'),
    appId,
    serialNo: required('WECHAT_PAY_CERT_SERIAL', /^[0-9A-Fa-f]{16,40}$/, 'the serial number of the merchant API certificate (hex)'),
    privateKeyPem: keyFile('WECHAT_PAY_PRIVATE_KEY_FILE', 'private', 'the merchant API private key (apiclient_key.pem)'),
    // The secret is never echoed, not even a wrong one.
    apiV3Key: required('WECHAT_PAY_APIV3_KEY', /^[0-9A-Za-z]{32}$/, 'the 32-character APIv3 key', true),
    publicKeyPem: keyFile('WECHAT_PAY_PUBLIC_KEY_FILE', 'public', 'the WeChat Pay public key (or platform certificate)'),
    publicKeyId: required('WECHAT_PAY_PUBLIC_KEY_ID', /^(PUB_KEY_ID_\w{8,64}|[0-9A-Fa-f]{16,40})$/, 'the WeChat Pay public key ID (PUB_KEY_ID_…) or the platform certificate serial'),
    notifyOrigin,
    endpoint: readEndpoint(read, 'WECHAT_PAY_ENDPOINT', problems) ?? WECHAT_PAY_ENDPOINT,
  };
}
