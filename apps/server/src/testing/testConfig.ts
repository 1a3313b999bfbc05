import { loadConfig, type Config } from '../config.ts';

/** A test-mode configuration: in-memory PGlite, no reader build, demo seed; override as needed. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory://', STATIC_DIR: 'none', CAPTCHA_PER_MINUTE: '100000' });
  return { ...base, ...overrides, sms: { ...base.sms, ...overrides.sms }, wechat: { ...base.wechat, ...overrides.wechat } };
}
