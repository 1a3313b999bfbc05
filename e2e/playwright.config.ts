import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The config is evaluated by the runner and again by every worker; the port and data folder are
// chosen once by the runner and inherited by the workers through the environment.
if (!process.env.SHQCB_E2E_PORT) {
  process.env.SHQCB_E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
// The ui-kit gallery (tests/gallery.spec.ts) gets a second free port, distinct from the server's.
while (!process.env.SHQCB_E2E_GALLERY_PORT || process.env.SHQCB_E2E_GALLERY_PORT === process.env.SHQCB_E2E_PORT) {
  process.env.SHQCB_E2E_GALLERY_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
if (!process.env.SHQCB_E2E_DATA) {
  process.env.SHQCB_E2E_DATA = mkdtempSync(join(tmpdir(), 'shqcb-e2e-'));
}
const port = process.env.SHQCB_E2E_PORT;
const origin = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; 23049RAD8C Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 XWEB/1300199 MMWEBSDK/20241103 MMWEBID/1234 MicroMessenger/8.0.55.2780(0x2800373B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WECHAT_IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.55(0x18003729) NetType/WIFI Language/zh_CN';
// The apps' web views: the system web view's user agent plus the app's own token; the page knows it
// is in the app by the native bridge objects the fake installs (support/fakeNative.ts).
const APP_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; 23049RAD8C Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 SHQCB/2.2.7';
const APP_IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SHQCB/2.2.7';
const ANDROID_BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 13; V2244A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 VivoBrowser/20.1.0.0';

// Screen flows (what a screen shows and does) run once, in the host most readers use; each other host
// runs what differs there: start-up, authorisation, sharing, the native bridge, and the scripts it
// loads (the byte budget). Adding a screen adds its spec to SCREEN_FLOWS only.
const SCREEN_FLOWS = ['home', 'detail', 'network', 'player', 'gallery', 'shell', 'auth', 'poster', 'settings', 'xss', 'open-redirect', 'subscription', 'mall', 'search-comments', 'account', 'video', 'dark', 'topics'];
const BY_HOST = {
  wechat: ['wechat', 'wechat-auth', 'poster', 'ssr'],
  // The player has no host code (the bridge's media controls have their own tests), so its flows
  // run once, with the screens; app.spec covers what the apps change at start-up and in the bridge.
  app: ['app', 'poster'],
  browser: ['auth', 'poster', 'shell', 'ssr'],
} as const;
// The two phone browsers differ only in their user agent for the browser's host flows, except in
// how a poster is saved (iOS has no download): the iPhone's Safari runs the poster only.
const IPHONE_SAFARI = ['poster'];
const specs = (names: readonly string[]) => [...names.map((name) => `tests/${name}.spec.ts`), 'budget/**/*.spec.ts'];

const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };

export default defineConfig({
  testDir: '.',
  testMatch: specs([...SCREEN_FLOWS, ...BY_HOST.wechat, ...BY_HOST.app]),
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI machines have run this suite 2-3 times slower than a quiet 2-core machine (the longest flows
  // take 15-20 s there): the limits leave room for that rather than fail a working flow.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/report.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    baseURL: `${origin}/shqcb/`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  // `metadata.host` tells the fixtures which fakes to install (support/fixtures.ts).
  projects: [
    { name: 'wechat-android', metadata: { host: 'wechat', os: 'android' }, testMatch: specs([...SCREEN_FLOWS, ...BY_HOST.wechat]), use: { ...phone, browserName: 'chromium', userAgent: WECHAT_ANDROID_UA } },
    { name: 'wechat-ios', metadata: { host: 'wechat', os: 'ios' }, testMatch: specs(BY_HOST.wechat), use: { ...devices['iPhone 13'], ...phone, browserName: 'chromium', defaultBrowserType: 'chromium', userAgent: WECHAT_IOS_UA } },
    { name: 'app-android', metadata: { host: 'app', os: 'android' }, testMatch: specs(BY_HOST.app), use: { ...phone, browserName: 'chromium', userAgent: APP_ANDROID_UA } },
    { name: 'app-ios', metadata: { host: 'app', os: 'ios' }, testMatch: specs(BY_HOST.app), use: { ...devices['iPhone 13'], ...phone, browserName: 'chromium', defaultBrowserType: 'chromium', userAgent: APP_IOS_UA } },
    { name: 'iphone-safari', metadata: { host: 'browser', os: 'ios' }, testMatch: specs(IPHONE_SAFARI), use: { ...devices['iPhone 13'], ...phone, browserName: 'chromium', defaultBrowserType: 'chromium', userAgent: IPHONE_SAFARI_UA } },
    { name: 'android-browser', metadata: { host: 'browser', os: 'android' }, testMatch: specs(BY_HOST.browser), use: { ...phone, browserName: 'chromium', userAgent: ANDROID_BROWSER_UA } },
  ],
  webServer: [
    {
      command: 'node ../apps/server/dist/main.js',
      url: `${origin}/api/front/titleList`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.SHQCB_E2E_DATA,
        APP_MODE: 'test',
        SEED: 'demo',
        // Every e2e login comes from 127.0.0.1; the per-IP daily SMS cap would otherwise stop the suite.
        SMS_DAILY_IP_LIMIT: '100000',
        SMS_DAILY_PHONE_LIMIT: '1000',
        SMS_DAILY_PHONE_NETWORK_LIMIT: '1000',
        CAPTCHA_PER_MINUTE: '100000',
        // A second device of one reader logs in a second after the first (support/apiLogin.ts).
        SMS_RESEND_SECONDS: '1',
      },
    },
    {
      // The built ui-kit gallery, for tests/gallery.spec.ts.
      command: 'node support/serveGallery.ts',
      url: `http://127.0.0.1:${process.env.SHQCB_E2E_GALLERY_PORT}/index.html`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { PORT: process.env.SHQCB_E2E_GALLERY_PORT, HOST: '127.0.0.1' },
    },
  ],
});
