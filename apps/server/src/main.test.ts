import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Starts the real entry point with only `env` (and PATH), the way an operator would. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--conditions=@shqcb/source', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('starting the server', () => {
  it('should refuse to start as production without its variables, naming each one', () => {
    const run = start({ PORT: '0', DATA_DIR: 'memory://', STATIC_DIR: 'none' });
    expect(run.status).toBe(1);
    for (const name of ['SMS_CODE_SECRET', 'SMS_PROVIDER', 'WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'PUBLIC_ORIGIN', 'WECHAT_PAY_MCHID', 'WECHAT_PAY_PRIVATE_KEY_FILE', 'WECHAT_PAY_APIV3_KEY']) {
      expect(run.stderr, name).toContain(name);
    }
  });

  it('should refuse to start with an SMS provider but not its keys, naming each variable and echoing no secret', () => {
    const run = start({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_SECRET: 'hunter2', PORT: '0', DATA_DIR: 'memory://', STATIC_DIR: 'none' });
    expect(run.status).toBe(1);
    for (const name of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE']) {
      expect(run.stderr, name).toContain(name);
    }
    expect(run.stderr).not.toContain('hunter2');
  });

  it('should refuse the demo WeChat adapter in production, whatever NODE_ENV says', () => {
    const run = start({ NODE_ENV: 'development', WECHAT_MODE: 'local', DATA_DIR: 'memory://', STATIC_DIR: 'none' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WECHAT_MODE=local is for APP_MODE=demo or test only');
  });

  it('should refuse the local cashier in production, whatever NODE_ENV says', () => {
    const run = start({ NODE_ENV: 'development', WECHAT_PAY_MODE: 'local', DATA_DIR: 'memory://', STATIC_DIR: 'none' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WECHAT_PAY_MODE=local (the local cashier) is for APP_MODE=demo or test only');
  });
});
