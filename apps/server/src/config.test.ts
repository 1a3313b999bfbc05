import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, LOCAL_WECHAT_APP_ID } from './config.ts';
import { productionPayEnv } from './testing/payTestEnv.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const STRONG_SECRET = '3f9c1a7e5b2d4c8a9e0f1b2c3d4e5f60718293a4b5c6d7e8';
/** What SMS_PROVIDER=aliyun needs. */
const ALIYUN: Record<string, string> = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tAbCdEfGhIjKlMnOpQr',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123',
  ALIYUN_SMS_SIGN_NAME: '上海汽车报',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465000001',
};
/** What SMS_PROVIDER=tencent needs. */
const TENCENT: Record<string, string> = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDAbCdEfGhIjKlMnOpQrStUvWxYz012345',
  TENCENT_SMS_SECRET_KEY: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  TENCENT_SMS_SDK_APP_ID: '1400123456',
  TENCENT_SMS_SIGN_NAME: '上海汽车报',
  TENCENT_SMS_TEMPLATE_ID: '2233445',
};
/** What WECHAT_PAY_MODE=real needs (the default in production), with its key files. */
const PAY = productionPayEnv();
const keyDir = dirname(PAY.WECHAT_PAY_PRIVATE_KEY_FILE ?? '');
const PRIVATE_KEY_FILE = PAY.WECHAT_PAY_PRIVATE_KEY_FILE ?? '';
const PUBLIC_KEY_FILE = PAY.WECHAT_PAY_PUBLIC_KEY_FILE ?? '';
/** Everything production needs. */
const PRODUCTION: Record<string, string> = {
  ...ALIYUN,
  ...PAY,
  SMS_CODE_SECRET: STRONG_SECRET,
  WECHAT_APP_ID: 'wx1234567890abcdef',
  WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef',
  PUBLIC_ORIGIN: 'https://reader.example.com',
};

describe('loadConfig', () => {
  it('should default to port 8080 on loopback in demo mode, PGlite under the repo, demo seed', () => {
    const config = loadConfig({ APP_MODE: 'demo' });
    expect(config).toMatchObject({ mode: 'demo', port: 8080, host: '127.0.0.1', databaseUrl: null, seed: 'demo', trustProxy: false, sessionTtlDays: 30 });
    expect(config.dataDir).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(config.sms).toMatchObject({ codeTtlSeconds: 300, resendSeconds: 60, dailyPhoneLimit: 20, dailyPhoneNetworkLimit: 5, dailyIpLimit: 50, globalPerMinute: 300, maxAttempts: 5 });
    expect(config).toMatchObject({ sessionTtlDays: 30, sessionMaxDays: 180, captchaPerMinute: 30 });
  });

  it('should name the variable and the bad value', () => {
    expect(problemsOf({ APP_MODE: 'demo', PORT: 'abc' })).toEqual(['PORT must be an integer 1-65535, got "abc"']);
    expect(problemsOf({ APP_MODE: 'demo', PORT: '0' })).toEqual(['PORT must be an integer 1-65535, got "0"']);
    expect(problemsOf({ APP_MODE: 'demo', PORT: '65536' })).toEqual(['PORT must be an integer 1-65535, got "65536"']);
    expect(problemsOf({ APP_MODE: 'demo', SEED: 'all' })).toEqual(['SEED must be one of demo, none, got "all"']);
    expect(problemsOf({ ...PRODUCTION, APP_MODE: 'prod' })).toEqual(['APP_MODE must be one of production, demo, test, got "prod"']);
    expect(problemsOf({ APP_MODE: 'demo', TRUST_PROXY: 'yes' })).toEqual(['TRUST_PROXY must be one of 0, 1, false, true, got "yes"']);
    expect(problemsOf({ APP_MODE: 'demo', SMS_DAILY_IP_LIMIT: '-5' })).toEqual(['SMS_DAILY_IP_LIMIT must be an integer 1-10000000, got "-5"']);
  });

  it('should report every problem at once in the error message', () => {
    expect(() => loadConfig({ APP_MODE: 'demo', PORT: 'x', SEED: 'y' })).toThrow(/PORT must be .*\n.*SEED must be/s);
  });

  it('should accept a PostgreSQL URL and hide the password of a bad one', () => {
    expect(loadConfig({ APP_MODE: 'demo', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(problemsOf({ APP_MODE: 'demo', DATABASE_URL: 'mysql://root:hunter2@db/x' })).toEqual(['DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://root:***@db/x"']);
  });

  it('should keep memory:// and make a relative DATA_DIR absolute', () => {
    expect(loadConfig({ APP_MODE: 'demo', DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(isAbsolute(loadConfig({ APP_MODE: 'demo', DATA_DIR: 'tmp/pg' }).dataDir)).toBe(true);
  });

  it('should check STATIC_DIR and allow turning it off', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shqcb-config-'));
    expect(loadConfig({ APP_MODE: 'demo', STATIC_DIR: dir }).staticDir).toBe(dir);
    expect(loadConfig({ APP_MODE: 'demo', STATIC_DIR: 'none' }).staticDir).toBeNull();
    expect(problemsOf({ APP_MODE: 'demo', STATIC_DIR: '/no/such/folder' })).toEqual(['STATIC_DIR must be an existing folder (or "none"), got "/no/such/folder"']);
  });

  it('should run as production unless APP_MODE says demo or test, whatever NODE_ENV says', () => {
    expect(loadConfig(PRODUCTION).mode).toBe('production');
    expect(loadConfig({ ...PRODUCTION, APP_MODE: undefined as unknown as string }).mode).toBe('production');
    expect(loadConfig({ ...PRODUCTION, NODE_ENV: 'development' }).mode).toBe('production');
    expect(loadConfig({ APP_MODE: 'test' }).mode).toBe('test');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('should refuse to start production without a WeChat account and a strong SMS secret, naming each variable', () => {
    const problems = problemsOf({});
    expect(problems.slice(0, 5)).toEqual([
      'SMS_CODE_SECRET must be set in production to a random secret of at least 32 characters (e.g. openssl rand -hex 32)',
      'SMS_PROVIDER must be set in production to aliyun or tencent (the gateway that texts login codes)',
      'WECHAT_APP_ID must be set when WECHAT_MODE=real',
      'WECHAT_APP_SECRET must be set to the 32-character AppSecret when WECHAT_MODE=real',
      'PUBLIC_ORIGIN must be set when WECHAT_MODE=real (the site address registered with WeChat)',
    ]);
    // Then the WeChat Pay merchant's variables (see 'WeChat Pay configuration' below).
    expect(problems.slice(5).every((problem) => problem.startsWith('WECHAT_PAY_'))).toBe(true);
    for (const weak of ['short', 'a-long-production-secret', 'x'.repeat(64), 'abababababababababababababababab']) {
      const problems = problemsOf({ ...PRODUCTION, SMS_CODE_SECRET: weak });
      expect(problems, weak).toEqual(['SMS_CODE_SECRET must be set in production to a random secret of at least 32 characters (e.g. openssl rand -hex 32)']);
      expect(problems.join('\n')).not.toContain(weak);
    }
    expect(problemsOf({ ...PRODUCTION, WECHAT_MODE: 'local' })).toEqual(['WECHAT_MODE=local is for APP_MODE=demo or test only; production needs WECHAT_MODE=real']);
  });

  it('should read the trust-proxy flag and the limits', () => {
    const config = loadConfig({ APP_MODE: 'demo', TRUST_PROXY: '1', SMS_RESEND_SECONDS: '30', PAGE_VIEWS_PER_MINUTE: '10', HOST: '127.0.0.1', SEED: 'none' });
    expect(config).toMatchObject({ trustProxy: true, host: '127.0.0.1', seed: 'none', pageViewsPerMinute: 10 });
    expect(config.sms.resendSeconds).toBe(30);
  });

  it('should read PUBLIC_ORIGIN as a list of origins and SHARES_PER_MINUTE', () => {
    expect(loadConfig({ APP_MODE: 'demo' }).publicOrigins).toEqual([]);
    const config = loadConfig({ APP_MODE: 'demo', PUBLIC_ORIGIN: 'https://Reader.Example.com/, https://www.example.com:8443', SHARES_PER_MINUTE: '5' });
    expect(config).toMatchObject({ publicOrigins: ['https://reader.example.com', 'https://www.example.com:8443'], sharesPerMinute: 5 });
    for (const bad of ['reader.example.com', 'https://reader.example.com/shqcb/', 'ftp://example.com', 'https://user:pw@example.com', 'https://']) {
      expect(problemsOf({ APP_MODE: 'demo', PUBLIC_ORIGIN: bad }), bad).toEqual([`PUBLIC_ORIGIN must be http(s) origins separated by commas, like https://reader.example.com (no path), got "${bad}"`]);
    }
  });

  it('should default to the local WeChat simulator in demo and test modes, and to real WeChat in production', () => {
    expect(loadConfig({ APP_MODE: 'demo' }).wechat).toEqual({ mode: 'local', simulator: true, appId: LOCAL_WECHAT_APP_ID, appSecret: '' });
    expect(loadConfig({ APP_MODE: 'test' }).wechat).toMatchObject({ mode: 'local', simulator: true });
    expect(loadConfig(PRODUCTION).wechat).toMatchObject({ mode: 'real', simulator: false });
    expect(problemsOf({ APP_MODE: 'demo', WECHAT_MODE: 'mock' })).toEqual(['WECHAT_MODE must be one of local, real, got "mock"']);
  });

  it('should require the AppID, the AppSecret and PUBLIC_ORIGIN for real WeChat, never echoing the secret', () => {
    expect(problemsOf({ APP_MODE: 'demo', WECHAT_MODE: 'real' })).toEqual([
      'WECHAT_APP_ID must be set when WECHAT_MODE=real',
      'WECHAT_APP_SECRET must be set to the 32-character AppSecret when WECHAT_MODE=real',
      'PUBLIC_ORIGIN must be set when WECHAT_MODE=real (the site address registered with WeChat)',
    ]);
    const problems = problemsOf({ APP_MODE: 'demo', WECHAT_MODE: 'real', WECHAT_APP_ID: 'wx123', WECHAT_APP_SECRET: 'hunter2', PUBLIC_ORIGIN: 'https://reader.example.com' });
    expect(problems).toEqual([
      'WECHAT_APP_ID must be an official account AppID (wx and 16 hex digits), got "wx123"',
      'WECHAT_APP_SECRET must be set to the 32-character AppSecret when WECHAT_MODE=real',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
    const real = { WECHAT_MODE: 'real', WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef', PUBLIC_ORIGIN: 'https://reader.example.com' };
    expect(loadConfig({ ...real, ...ALIYUN, ...PAY, APP_MODE: 'production', SMS_CODE_SECRET: STRONG_SECRET }).wechat).toEqual({
      mode: 'real',
      simulator: false,
      appId: 'wx1234567890abcdef',
      appSecret: '0123456789abcdef0123456789abcdef',
    });
  });
});

describe('loadConfig: the SMS gateway', () => {
  const withoutSms = Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !name.startsWith('SMS_PROVIDER') && !name.startsWith('ALIYUN_')));

  it('should default to the local outbox in demo and test modes only', () => {
    expect(loadConfig({ APP_MODE: 'demo' }).sms.provider).toEqual({ kind: 'local' });
    expect(loadConfig({ APP_MODE: 'test', SMS_PROVIDER: 'local' }).sms.provider).toEqual({ kind: 'local' });
    expect(problemsOf(withoutSms)).toEqual(['SMS_PROVIDER must be set in production to aliyun or tencent (the gateway that texts login codes)']);
    expect(problemsOf({ ...withoutSms, SMS_PROVIDER: 'local' })).toEqual(['SMS_PROVIDER=local is for APP_MODE=demo or test only; production needs SMS_PROVIDER=aliyun or tencent']);
    expect(problemsOf({ ...withoutSms, SMS_PROVIDER: 'twilio' })).toEqual(['SMS_PROVIDER must be one of local, aliyun, tencent, got "twilio"']);
  });

  it('should read Aliyun with its defaults', () => {
    expect(loadConfig(PRODUCTION).sms.provider).toEqual({
      kind: 'aliyun',
      accessKeyId: 'LTAI5tAbCdEfGhIjKlMnOpQr',
      accessKeySecret: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123',
      signName: '上海汽车报',
      templateCode: 'SMS_465000001',
      regionId: 'cn-hangzhou',
      endpoint: null,
      templateParams: ['code', 'minutes'],
    });
    expect(loadConfig({ ...PRODUCTION, ALIYUN_SMS_REGION: 'cn-shanghai', SMS_TEMPLATE_PARAMS: 'code' }).sms.provider).toMatchObject({ regionId: 'cn-shanghai', templateParams: ['code'] });
  });

  it('should read Tencent with its defaults', () => {
    expect(loadConfig({ ...withoutSms, ...TENCENT }).sms.provider).toEqual({
      kind: 'tencent',
      secretId: 'AKIDAbCdEfGhIjKlMnOpQrStUvWxYz012345',
      secretKey: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      sdkAppId: '1400123456',
      signName: '上海汽车报',
      templateId: '2233445',
      region: 'ap-guangzhou',
      endpoint: null,
      templateParams: ['code', 'minutes'],
    });
  });

  it('should refuse production with SMS_PROVIDER=aliyun but no keys, naming each missing variable', () => {
    expect(problemsOf({ ...withoutSms, SMS_PROVIDER: 'aliyun' })).toEqual([
      'ALIYUN_SMS_ACCESS_KEY_ID must be set when SMS_PROVIDER=aliyun (the AccessKey ID, 16-64 letters and digits)',
      'ALIYUN_SMS_ACCESS_KEY_SECRET must be set when SMS_PROVIDER=aliyun (the AccessKey secret, 20-64 letters and digits)',
      'ALIYUN_SMS_SIGN_NAME must be set when SMS_PROVIDER=aliyun (the approved sign name without 【】, 2-30 characters)',
      'ALIYUN_SMS_TEMPLATE_CODE must be set when SMS_PROVIDER=aliyun (the template code, SMS_ and digits)',
    ]);
  });

  it('should refuse SMS_PROVIDER=tencent without its variables, naming each one, in any mode', () => {
    expect(problemsOf({ APP_MODE: 'demo', SMS_PROVIDER: 'tencent' })).toEqual([
      'TENCENT_SMS_SECRET_ID must be set when SMS_PROVIDER=tencent (the API SecretId, AKID and letters or digits)',
      'TENCENT_SMS_SECRET_KEY must be set when SMS_PROVIDER=tencent (the API SecretKey, 20-64 letters and digits)',
      'TENCENT_SMS_SDK_APP_ID must be set when SMS_PROVIDER=tencent (the SMS application SdkAppId, 10 digits)',
      'TENCENT_SMS_SIGN_NAME must be set when SMS_PROVIDER=tencent (the approved sign name without 【】, 2-30 characters)',
      'TENCENT_SMS_TEMPLATE_ID must be set when SMS_PROVIDER=tencent (the approved template id, digits)',
    ]);
  });

  it('should check the shapes, echoing ids and names but never a secret', () => {
    const aliyun = problemsOf({ ...PRODUCTION, ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI 5t', ALIYUN_SMS_ACCESS_KEY_SECRET: 'hunter2', ALIYUN_SMS_SIGN_NAME: '【上海汽车报】', ALIYUN_SMS_TEMPLATE_CODE: '465000001', ALIYUN_SMS_REGION: 'Hangzhou' });
    expect(aliyun).toEqual([
      'ALIYUN_SMS_REGION must be a region id like cn-hangzhou, got "Hangzhou"',
      'ALIYUN_SMS_ACCESS_KEY_ID must be the AccessKey ID, 16-64 letters and digits, got "LTAI 5t"',
      'ALIYUN_SMS_ACCESS_KEY_SECRET must be the AccessKey secret, 20-64 letters and digits when SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_SIGN_NAME must be the approved sign name without 【】, 2-30 characters, got "【上海汽车报】"',
      'ALIYUN_SMS_TEMPLATE_CODE must be the template code, SMS_ and digits, got "465000001"',
    ]);
    expect(aliyun.join('\n')).not.toContain('hunter2');
    const tencent = problemsOf({ ...withoutSms, ...TENCENT, TENCENT_SMS_SECRET_ID: 'AKID', TENCENT_SMS_SECRET_KEY: 'short-secret', TENCENT_SMS_SDK_APP_ID: '14001', TENCENT_SMS_TEMPLATE_ID: 'T1', TENCENT_SMS_REGION: 'ap-shanghai', SMS_TEMPLATE_PARAMS: 'minutes' });
    expect(tencent).toEqual([
      'SMS_TEMPLATE_PARAMS must be one of "code,minutes", "code", got "minutes"',
      'TENCENT_SMS_REGION must be one of ap-guangzhou, ap-beijing, ap-nanjing, got "ap-shanghai"',
      'TENCENT_SMS_SECRET_ID must be the API SecretId, AKID and letters or digits, got "AKID"',
      'TENCENT_SMS_SECRET_KEY must be the API SecretKey, 20-64 letters and digits when SMS_PROVIDER=tencent',
      'TENCENT_SMS_SDK_APP_ID must be the SMS application SdkAppId, 10 digits, got "14001"',
      'TENCENT_SMS_TEMPLATE_ID must be the approved template id, digits, got "T1"',
    ]);
    expect(tencent.join('\n')).not.toContain('short-secret');
  });

  it('should take an endpoint as a host or an https origin, and plain http only on loopback', () => {
    const endpoint = (value: string) => loadConfig({ ...PRODUCTION, ALIYUN_SMS_ENDPOINT: value }).sms.provider;
    expect(endpoint('dysmsapi.aliyuncs.com')).toMatchObject({ endpoint: 'https://dysmsapi.aliyuncs.com' });
    expect(endpoint('https://dysmsapi-vpc.cn-hangzhou.aliyuncs.com/')).toMatchObject({ endpoint: 'https://dysmsapi-vpc.cn-hangzhou.aliyuncs.com' });
    expect(endpoint('http://127.0.0.1:9000')).toMatchObject({ endpoint: 'http://127.0.0.1:9000' });
    expect(endpoint('http://localhost:9000')).toMatchObject({ endpoint: 'http://localhost:9000' });
    expect(endpoint('http://[::1]:9000')).toMatchObject({ endpoint: 'http://[::1]:9000' });
    for (const insecure of ['http://dysmsapi.aliyuncs.com', 'http://10.0.0.5:9000', 'http://127.0.0.1.example.com']) {
      expect(problemsOf({ ...PRODUCTION, ALIYUN_SMS_ENDPOINT: insecure }), insecure).toEqual([
        `ALIYUN_SMS_ENDPOINT must use https; plain http is only for a loopback address such as http://127.0.0.1:9000, got "${insecure}"`,
      ]);
    }
    for (const bad of ['https://dysmsapi.aliyuncs.com/path', 'ftp://dysmsapi.aliyuncs.com', 'https://user:pw@dysmsapi.aliyuncs.com']) {
      expect(problemsOf({ ...PRODUCTION, ALIYUN_SMS_ENDPOINT: bad }), bad).toEqual([
        `ALIYUN_SMS_ENDPOINT must be a host name or an https:// origin without a path, like https://dysmsapi.aliyuncs.com, got "${bad}"`,
      ]);
    }
    expect(problemsOf({ ...withoutSms, ...TENCENT, TENCENT_SMS_ENDPOINT: 'http://sms.tencentcloudapi.com' })).toEqual([
      'TENCENT_SMS_ENDPOINT must use https; plain http is only for a loopback address such as http://127.0.0.1:9000, got "http://sms.tencentcloudapi.com"',
    ]);
  });
});

describe('WeChat Pay configuration', () => {
  it('should use the local cashier in demo and test modes and real WeChat Pay in production', () => {
    expect(loadConfig({ APP_MODE: 'demo' }).pay).toEqual({ mode: 'local' });
    expect(loadConfig(PRODUCTION).pay).toMatchObject({ mode: 'real', mchid: '1900007291', appId: 'wx1234567890abcdef', notifyOrigin: 'https://reader.example.com', endpoint: 'https://api.mch.weixin.qq.com' });
  });

  it('should refuse the local cashier in production, whatever NODE_ENV says', () => {
    expect(problemsOf({ ...PRODUCTION, NODE_ENV: 'development', WECHAT_PAY_MODE: 'local' })).toEqual([
      'WECHAT_PAY_MODE=local (the local cashier) is for APP_MODE=demo or test only; production needs WECHAT_PAY_MODE=real',
    ]);
  });

  it('should name each missing merchant variable, never echoing the APIv3 key', () => {
    const env = { ...PRODUCTION };
    for (const name of Object.keys(PAY)) delete env[name];
    const problems = problemsOf({ ...env, WECHAT_PAY_APIV3_KEY: 'short-secret' });
    for (const name of Object.keys(PAY)) expect(problems.join('\n'), name).toContain(name);
    expect(problems.join('\n')).not.toContain('short-secret');
  });

  it('should refuse key files that are missing or are not keys, and an http notify origin', () => {
    expect(problemsOf({ ...PRODUCTION, WECHAT_PAY_PRIVATE_KEY_FILE: join(keyDir, 'nope.pem') })).toEqual([
      `WECHAT_PAY_PRIVATE_KEY_FILE must be the path of a readable PEM file with the merchant API private key (apiclient_key.pem), got "${join(keyDir, 'nope.pem')}"`,
    ]);
    expect(problemsOf({ ...PRODUCTION, WECHAT_PAY_PUBLIC_KEY_FILE: PRIVATE_KEY_FILE })).toHaveLength(0);
    expect(problemsOf({ ...PRODUCTION, WECHAT_PAY_PRIVATE_KEY_FILE: PUBLIC_KEY_FILE })).toHaveLength(1);
    expect(problemsOf({ ...PRODUCTION, WECHAT_PAY_NOTIFY_ORIGIN: 'http://reader.example.com' })).toEqual([
      'WECHAT_PAY_NOTIFY_ORIGIN must be an https:// origin reachable from the internet, got "http://reader.example.com"',
    ]);
    expect(problemsOf({ ...PRODUCTION, WECHAT_PAY_ENDPOINT: 'http://api.example.com' })).toHaveLength(1);
    expect(problemsOf({ ...PRODUCTION, WECHAT_PAY_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([]);
  });
});
