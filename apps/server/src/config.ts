import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPayConfig, type PayConfig } from './payConfig.ts';
import { readSmsProviderConfig, type SmsProviderConfig } from './smsProviderConfig.ts';

/**
 * How the server runs. `production` (the default) serves readers: it needs a real SMS provider, a
 * WeChat account and strong secrets, and has no demo conveniences. `demo` adds the SMS outbox and
 * the WeChat simulator for a machine without those accounts; they answer loopback clients only.
 * `test` is demo without the access log, for automated tests.
 */
export type AppMode = 'demo' | 'production' | 'test';

/** The modes with the demo conveniences (outbox, simulator): never production. */
/**
 * Words that hold a comment for review unless COMMENT_SENSITIVE_WORDS (comma-separated) replaces
 * them: a small demo list of spam and abuse; the publisher configures the real one.
 */
export const DEFAULT_SENSITIVE_WORDS = '加微信,代开发票,博彩,赌博,色情,傻逼,刷单';

export function isDemoMode(mode: AppMode): boolean {
  return mode !== 'production';
}

/** The validated configuration of one server process. Build it with {@link loadConfig}. */
export interface Config {
  mode: AppMode;
  port: number;
  host: string;
  /** PostgreSQL connection string; `null` selects the embedded PGlite database. */
  databaseUrl: string | null;
  /** PGlite data folder, or `memory://` for a throw-away database. Unused with `databaseUrl`. */
  dataDir: string;
  /** Folder of the built reader served at /shqcb/, or `null` when there is none. */
  staticDir: string | null;
  /**
   * The reader's server build (`dist-ssr/entry-server.js` next to the reader's `dist`), which renders
   * the first view of the home and news pages into the page (decision 0051); `null` serves the
   * reader's page as built, to be rendered by the phone alone.
   */
  ssrEntry: string | null;
  /** Uploaded files (avatars, feedback pictures, exports): `files` next to the PGlite folder, or `null` (memory) with `DATA_DIR=memory://`. */
  filesDir: string | null;
  /** Bearer credential of the staff pages (/staff/, answering feedback); `null` leaves them unmounted. */
  staffToken: string | null;
  seed: 'demo' | 'none';
  /** Read the client IP from the last X-Forwarded-For entry (one trusted reverse proxy). */
  trustProxy: boolean;
  sms: {
    /** Pepper of the SMS code hashes. */
    secret: string;
    codeTtlSeconds: number;
    resendSeconds: number;
    /** Codes per phone per Shanghai day, from all networks together. */
    dailyPhoneLimit: number;
    /** Codes per phone per Shanghai day asked from one network (IPv4 address or IPv6 /64). */
    dailyPhoneNetworkLimit: number;
    /** Codes per network per Shanghai day, to any phones. */
    dailyIpLimit: number;
    /** Codes per minute the whole service sends. */
    globalPerMinute: number;
    maxAttempts: number;
    /** The gateway that texts the codes (`SMS_PROVIDER` and its variables). */
    provider: SmsProviderConfig;
  };
  /** Days a session may stay unused; every use slides it forward. */
  sessionTtlDays: number;
  /** Days a session lives at most after its login, however often it is used. */
  sessionMaxDays: number;
  /** Captcha challenges one network may ask for per minute. */
  captchaPerMinute: number;
  /** Page views one IP may record per minute; more are accepted but not stored. */
  pageViewsPerMinute: number;
  /** Shares one IP may record per minute; more are accepted but not stored. */
  sharesPerMinute: number;
  /** Comments (issue 12): per reader and minute, and the words that hold a comment for review. */
  comments: { perMinute: number; sensitiveWords: string[] };
  /**
   * Origins (`https://host[:port]`) of the site: the only addresses the server signs for the
   * JS-SDK, draws as QR codes and redirects to after authorisation. Empty: the request's own origin.
   */
  publicOrigins: string[];
  wechat: WechatConfig;
  // --- WeChat Pay (payConfig.ts) ---
  pay: PayConfig;
  // --- end WeChat Pay ---
  // --- Retention (jobs/purgeExpired.ts) ---
  retention: {
    /** Days page views and shares are kept before the scheduled purge deletes them. */
    statsDays: number;
  };
  // --- end Retention ---
}

/** WeChat official account settings (网页授权 and JS-SDK). */
export interface WechatConfig {
  /** `local`: the authorisation simulator and a fixed JS-SDK ticket; `real`: WeChat's servers. */
  mode: 'local' | 'real';
  /** Serve the simulator page at /dev/wechat/authorize (local WeChat in demo and test modes). */
  simulator: boolean;
  /** AppID given to the JS-SDK (a fixed placeholder in local mode unless set). */
  appId: string;
  /** AppSecret; empty in local mode. */
  appSecret: string;
}

/** Thrown by {@link loadConfig} with one line per bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
/** `src/` and `dist/` sit at the same depth, so these resolve the same from either. */
const REPO_ROOT = here('../../../');
const DEFAULT_STATIC_DIR = here('../../reader/dist');
const DEV_SMS_SECRET = 'shqcb-development-sms-pepper';
/** The AppID local mode shows the JS-SDK: clearly not a real account. */
export const LOCAL_WECHAT_APP_ID = 'wx0000000000000000';

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the configuration from environment variables. Every problem is collected,
 * so one start shows all mistakes at once.
 *
 * @example
 * const config = loadConfig({ PORT: '8080', DATA_DIR: 'memory://' });
 * @throws {ConfigError} naming each bad variable and the value it got.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer ${min}-${max}, got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
      return fallback;
    }
    return raw as T;
  };

  // Only an explicit APP_MODE leaves production: forgetting a variable must never expose a demo.
  const mode = choice<AppMode>('APP_MODE', ['production', 'demo', 'test'], 'production');
  const production = mode === 'production';

  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl)) {
    problems.push(`DATABASE_URL must be a postgres:// or postgresql:// URL, got "${redactUrl(databaseUrl)}"`);
  }

  const rawDataDir = value('DATA_DIR');
  const dataDir =
    rawDataDir === undefined ? resolve(REPO_ROOT, '.data/pglite') : rawDataDir.startsWith('memory://') ? rawDataDir : absolute(rawDataDir);

  const filesDir = dataDir.startsWith('memory://') ? null : resolve(dataDir, '..', 'files');
  // Demo and test servers have a known staff credential (their staff pages answer loopback only).
  const staffToken = value('STAFF_TOKEN') ?? (production ? null : 'staff-demo-token');
  if (production && staffToken !== null && !isStrongSecret(staffToken)) {
    problems.push(`STAFF_TOKEN must be a random secret of at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`);
  }

  const rawStatic = value('STATIC_DIR');
  let staticDir: string | null = null;
  if (rawStatic === undefined) {
    staticDir = existsSync(DEFAULT_STATIC_DIR) ? DEFAULT_STATIC_DIR : null;
  } else if (rawStatic !== 'none') {
    staticDir = absolute(rawStatic);
    if (!existsSync(staticDir)) problems.push(`STATIC_DIR must be an existing folder (or "none"), got "${rawStatic}"`);
  }

  // SSR_ENTRY: the reader's server build; "none" serves the page without a server-rendered view.
  const rawSsr = value('SSR_ENTRY');
  let ssrEntry: string | null = null;
  if (rawSsr === undefined) {
    const beside = staticDir === null ? null : resolve(staticDir, '..', 'dist-ssr', 'entry-server.js');
    ssrEntry = beside !== null && existsSync(beside) ? beside : null;
  } else if (rawSsr !== 'none') {
    ssrEntry = absolute(rawSsr);
    if (!existsSync(ssrEntry)) problems.push(`SSR_ENTRY must be the reader's built entry-server.js (or "none"), got "${rawSsr}"`);
    if (staticDir === null) problems.push('SSR_ENTRY needs the reader it renders for: STATIC_DIR is "none" or missing');
  }

  const trustProxy = choice('TRUST_PROXY', ['0', '1', 'false', 'true'], '0');

  let secret = value('SMS_CODE_SECRET') ?? DEV_SMS_SECRET;
  if (production && !isStrongSecret(secret)) {
    // The value is never echoed.
    problems.push(`SMS_CODE_SECRET must be set in production to a random secret of at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`);
    secret = DEV_SMS_SECRET;
  }
  const smsProvider = readSmsProviderConfig(value, production, problems);

  const publicOrigins = (value('PUBLIC_ORIGIN') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const origin of publicOrigins) {
    if (!isOrigin(origin)) {
      problems.push(`PUBLIC_ORIGIN must be http(s) origins separated by commas, like https://reader.example.com (no path), got "${origin}"`);
    }
  }

  // Production talks to WeChat; the local adapter and its simulator are for demo and test modes.
  const wechatMode = choice('WECHAT_MODE', ['local', 'real'], production ? 'real' : 'local');
  if (production && wechatMode === 'local') problems.push('WECHAT_MODE=local is for APP_MODE=demo or test only; production needs WECHAT_MODE=real');
  const rawAppId = value('WECHAT_APP_ID');
  const rawAppSecret = value('WECHAT_APP_SECRET');
  if (rawAppId !== undefined && !/^wx[0-9a-f]{16}$/i.test(rawAppId)) {
    problems.push(`WECHAT_APP_ID must be an official account AppID (wx and 16 hex digits), got "${rawAppId}"`);
  }
  if (wechatMode === 'real') {
    if (rawAppId === undefined) problems.push('WECHAT_APP_ID must be set when WECHAT_MODE=real');
    // The secret is never echoed, not even a wrong one.
    if (rawAppSecret === undefined || !/^[0-9A-Za-z]{32}$/.test(rawAppSecret)) problems.push('WECHAT_APP_SECRET must be set to the 32-character AppSecret when WECHAT_MODE=real');
    if (publicOrigins.length === 0) problems.push('PUBLIC_ORIGIN must be set when WECHAT_MODE=real (the site address registered with WeChat)');
  }

  const config: Config = {
    mode,
    port: int('PORT', 8080, 1, 65535),
    // Demo and test servers listen on loopback unless told otherwise.
    host: value('HOST') ?? (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl,
    dataDir,
    staticDir,
    ssrEntry,
    filesDir,
    staffToken,
    seed: choice('SEED', ['demo', 'none'], 'demo'),
    trustProxy: trustProxy === '1' || trustProxy === 'true',
    sms: {
      secret,
      codeTtlSeconds: int('SMS_CODE_TTL_SECONDS', 300, 30, 3600),
      resendSeconds: int('SMS_RESEND_SECONDS', 60, 1, 3600),
      dailyPhoneLimit: int('SMS_DAILY_PHONE_LIMIT', 20, 1, 100_000),
      dailyPhoneNetworkLimit: int('SMS_DAILY_PHONE_NETWORK_LIMIT', 5, 1, 100_000),
      dailyIpLimit: int('SMS_DAILY_IP_LIMIT', 50, 1, 10_000_000),
      globalPerMinute: int('SMS_GLOBAL_PER_MINUTE', 300, 1, 1_000_000),
      maxAttempts: int('SMS_MAX_ATTEMPTS', 5, 1, 20),
      provider: smsProvider,
    },
    sessionTtlDays: int('SESSION_TTL_DAYS', 30, 1, 365),
    sessionMaxDays: int('SESSION_MAX_DAYS', 180, 1, 3650),
    captchaPerMinute: int('CAPTCHA_PER_MINUTE', 30, 1, 100000),
    pageViewsPerMinute: int('PAGE_VIEWS_PER_MINUTE', 120, 1, 100000),
    sharesPerMinute: int('SHARES_PER_MINUTE', 30, 1, 100000),
    publicOrigins: publicOrigins.filter(isOrigin).map((origin) => new URL(origin).origin),
    wechat: {
      mode: wechatMode,
      // Anyone reaching the simulator can log in as its test users: demo and test modes only.
      simulator: wechatMode === 'local' && !production,
      appId: rawAppId ?? LOCAL_WECHAT_APP_ID,
      appSecret: wechatMode === 'real' ? (rawAppSecret ?? '') : '',
    },
    // --- WeChat Pay (payConfig.ts) ---
    pay: readPayConfig(value, production, rawAppId ?? LOCAL_WECHAT_APP_ID, publicOrigins.filter(isOrigin).map((origin) => new URL(origin).origin), problems),
    // --- end WeChat Pay ---
    // --- Comments (modules/comments) ---
    comments: {
      perMinute: int('COMMENTS_PER_MINUTE', 3, 1, 1000),
      sensitiveWords: (value('COMMENT_SENSITIVE_WORDS') ?? DEFAULT_SENSITIVE_WORDS).split(',').map((word) => word.trim().toLowerCase()).filter(Boolean),
    },
    // --- end Comments ---
    // --- Retention (jobs/purgeExpired.ts) ---
    retention: { statsDays: int('STATS_RETENTION_DAYS', 180, 1, 3650) },
    // --- end Retention ---
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

const MIN_SECRET_LENGTH = 32;

/** Long and not a repetition: 32 characters or more with at least 12 different ones. */
function isStrongSecret(secret: string): boolean {
  return secret !== DEV_SMS_SECRET && secret.length >= MIN_SECRET_LENGTH && new Set(secret).size >= 12;
}

/** `http(s)://host[:port]` and nothing more (a trailing slash is tolerated). */
function isOrigin(text: string): boolean {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(text)) return false;
  try {
    return new URL(text).origin !== 'null';
  } catch {
    return false;
  }
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

/** Keeps a password out of logs when echoing a bad DATABASE_URL. */
function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
