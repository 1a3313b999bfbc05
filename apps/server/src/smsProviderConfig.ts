/**
 * The SMS gateway part of the configuration (`SMS_PROVIDER` and its variables), read by
 * `loadConfig`. Kept beside config.ts because it is long: two providers, each with keys, a sign
 * name, a template and an optional endpoint.
 */

/** The values an approved template takes, in this order: Tencent's `{1}`, `{2}`; Aliyun's `${code}`, `${minutes}`. */
export type SmsTemplateParam = 'code' | 'minutes';

/** Alibaba Cloud SMS (Dysmsapi SendSms). */
export interface AliyunSmsConfig {
  kind: 'aliyun';
  accessKeyId: string;
  /** Never logged or echoed. */
  accessKeySecret: string;
  /** The approved sign name, without 【】. */
  signName: string;
  /** `SMS_…` */
  templateCode: string;
  regionId: string;
  /** `https://host[:port]` (or `http://` on loopback); `null`: the SDK's endpoint for the region. */
  endpoint: string | null;
  templateParams: SmsTemplateParam[];
}

/** Tencent Cloud SMS (SendSms, API 2021-01-11). */
export interface TencentSmsConfig {
  kind: 'tencent';
  secretId: string;
  /** Never logged or echoed. */
  secretKey: string;
  /** The SMS application's SdkAppId (14…). */
  sdkAppId: string;
  /** The approved sign name, without 【】. */
  signName: string;
  templateId: string;
  region: string;
  /** `https://host[:port]` (or `http://` on loopback); `null`: sms.tencentcloudapi.com. */
  endpoint: string | null;
  templateParams: SmsTemplateParam[];
}

/** Which gateway texts login codes. `local` (the outbox) exists in demo and test modes only. */
export type SmsProviderConfig = { kind: 'local' } | AliyunSmsConfig | TencentSmsConfig;

export const SMS_PROVIDERS = ['local', 'aliyun', 'tencent'] as const;
export const TENCENT_SMS_REGIONS = ['ap-guangzhou', 'ap-beijing', 'ap-nanjing'] as const;
const TEMPLATE_PARAM_CHOICES = ['code,minutes', 'code'] as const;

/** Reads one variable: trimmed, `undefined` when unset or empty. */
export type Read = (name: string) => string | undefined;

/**
 * Reads `SMS_PROVIDER` and the variables of the provider it names, pushing one line per problem.
 * Production has no default: forgetting the variable must stop the start, not fall back to an
 * outbox that keeps codes in plain text. Secrets are never echoed, not even wrong ones.
 */
export function readSmsProviderConfig(read: Read, production: boolean, problems: string[]): SmsProviderConfig {
  const raw = read('SMS_PROVIDER');
  if (raw === undefined && production) {
    problems.push('SMS_PROVIDER must be set in production to aliyun or tencent (the gateway that texts login codes)');
    return { kind: 'local' };
  }
  const given = raw ?? 'local';
  if (!(SMS_PROVIDERS as readonly string[]).includes(given)) {
    problems.push(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${given}"`);
    return { kind: 'local' };
  }
  const kind = given as (typeof SMS_PROVIDERS)[number];
  if (kind === 'local') {
    if (production) problems.push('SMS_PROVIDER=local is for APP_MODE=demo or test only; production needs SMS_PROVIDER=aliyun or tencent');
    return { kind: 'local' };
  }

  const when = `when SMS_PROVIDER=${kind}`;
  /** A variable the provider needs, checked against `shape`; the value is echoed unless `secret`. */
  const required = (name: string, shape: RegExp, what: string, secret = false): string => {
    const value = read(name);
    if (value === undefined) problems.push(`${name} must be set ${when} (${what})`);
    else if (!shape.test(value)) problems.push(secret ? `${name} must be ${what} ${when}` : `${name} must be ${what}, got "${value}"`);
    return value ?? '';
  };
  const templateParamsRaw = read('SMS_TEMPLATE_PARAMS')?.replace(/\s+/g, '') ?? 'code,minutes';
  if (!(TEMPLATE_PARAM_CHOICES as readonly string[]).includes(templateParamsRaw)) {
    problems.push(`SMS_TEMPLATE_PARAMS must be one of ${TEMPLATE_PARAM_CHOICES.map((c) => `"${c}"`).join(', ')}, got "${templateParamsRaw}"`);
  }
  const templateParams: SmsTemplateParam[] = templateParamsRaw === 'code' ? ['code'] : ['code', 'minutes'];
  const signName = (name: string) => required(name, SIGN_NAME, 'the approved sign name without 【】, 2-30 characters');

  if (kind === 'aliyun') {
    const regionId = read('ALIYUN_SMS_REGION') ?? 'cn-hangzhou';
    if (!/^[a-z]{2,}(-[a-z0-9]+)+$/.test(regionId)) problems.push(`ALIYUN_SMS_REGION must be a region id like cn-hangzhou, got "${regionId}"`);
    return {
      kind,
      accessKeyId: required('ALIYUN_SMS_ACCESS_KEY_ID', /^[A-Za-z0-9]{16,64}$/, 'the AccessKey ID, 16-64 letters and digits'),
      accessKeySecret: required('ALIYUN_SMS_ACCESS_KEY_SECRET', /^[A-Za-z0-9]{20,64}$/, 'the AccessKey secret, 20-64 letters and digits', true),
      signName: signName('ALIYUN_SMS_SIGN_NAME'),
      templateCode: required('ALIYUN_SMS_TEMPLATE_CODE', /^SMS_\d{1,20}$/, 'the template code, SMS_ and digits'),
      regionId,
      endpoint: readEndpoint(read, 'ALIYUN_SMS_ENDPOINT', problems),
      templateParams,
    };
  }
  const region = read('TENCENT_SMS_REGION') ?? 'ap-guangzhou';
  if (!(TENCENT_SMS_REGIONS as readonly string[]).includes(region)) {
    problems.push(`TENCENT_SMS_REGION must be one of ${TENCENT_SMS_REGIONS.join(', ')}, got "${region}"`);
  }
  return {
    kind,
    secretId: required('TENCENT_SMS_SECRET_ID', /^AKID[A-Za-z0-9]{16,64}$/, 'the API SecretId, AKID and letters or digits'),
    secretKey: required('TENCENT_SMS_SECRET_KEY', /^[A-Za-z0-9]{20,64}$/, 'the API SecretKey, 20-64 letters and digits', true),
    sdkAppId: required('TENCENT_SMS_SDK_APP_ID', /^\d{10}$/, 'the SMS application SdkAppId, 10 digits'),
    signName: signName('TENCENT_SMS_SIGN_NAME'),
    templateId: required('TENCENT_SMS_TEMPLATE_ID', /^\d{1,12}$/, 'the approved template id, digits'),
    region,
    endpoint: readEndpoint(read, 'TENCENT_SMS_ENDPOINT', problems),
    templateParams,
  };
}

/** 2-30 characters, no spaces or brackets: the gateways add 【】 themselves. */
const SIGN_NAME = /^[^\s【】[\]]{2,30}$/u;

/**
 * An optional endpoint override: a host name (https implied) or an origin without a path. Plain
 * http only for a loopback host, so a production setting can never send keys' signatures and
 * readers' numbers unencrypted over a network; loopback covers tests and a local forwarder.
 */
export function readEndpoint(read: Read, name: string, problems: string[]): string | null {
  const raw = read(name);
  if (raw === undefined) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL | undefined;
  try {
    url = new URL(withScheme);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:\/\/[^/?#@\s]+\/?$/i.test(withScheme) || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    problems.push(`${name} must be a host name or an https:// origin without a path, like https://dysmsapi.aliyuncs.com, got "${raw}"`);
    return null;
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    problems.push(`${name} must use https; plain http is only for a loopback address such as http://127.0.0.1:9000, got "${raw}"`);
    return null;
  }
  return url.origin;
}

/** `localhost`, 127.0.0.0/8 and ::1: addresses that never leave the machine. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
