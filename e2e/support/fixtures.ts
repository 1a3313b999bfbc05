import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installFakeNative } from './fakeNative.ts';
import type { FakeNativeOptions } from './fakeNative.ts';
import { installFakeWeChat } from './fakeWechat.ts';
import type { FakeWeChatOptions } from './fakeWechat.ts';
import { hostOf, isLocalUrl } from './hosts.ts';
import { apiLogin } from './apiLogin.ts';

/** `nativeApp.token` value that makes the fake app hand out the worker's real reader token. */
export const READER_TOKEN = '<reader-token>';

interface WorkerFixtures {
  /** A real token of a reader logged in through the API, one per worker. */
  readerToken: string;
}

interface Fixtures {
  /** Settings of the fake app (app projects): its token, build number, calls. */
  nativeApp: Omit<FakeNativeOptions, 'os'>;
  /** Settings of the fake WeChat client (WeChat projects). */
  wechat: FakeWeChatOptions;
  /**
   * In the WeChat projects, start as a logged-in reader (a real token in local storage): the WeChat
   * start-up sends a visitor to login, and tests about other screens need a reader there.
   */
  signedInOnWeChat: boolean;
  /** Installs the project's host fakes and keeps the page off the network. */
  hostFakes: void;
  /** Requests to anything but this machine, aborted by the network guard. */
  blockedRequests: string[];
  /**
   * Console errors matching this are expected by the test, e.g. the browser's own line for a request
   * the test makes fail on purpose. (One pattern, not a list: Playwright reads an array option as a
   * [value, options] pair.)
   */
  allowedConsoleError: RegExp | null;
  consoleGuard: void;
  /** After `page.goto` and `page.reload` into the reader: waits until a screen is hydrated (html[data-shq-ready]). */
  waitForScreen: void;
  app: ReaderApp;
}

/** Intent-level helpers over the reader, so tests read like what a reader does. */
export class ReaderApp {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  readonly tabBar = () => this.page.getByRole('navigation', { name: '底部导航' });
  readonly newsCards = () => this.page.locator('a.shq-news-card');
  readonly toast = (text: string | RegExp) => this.page.locator('[aria-live]').getByText(text);

  async openHome() {
    await this.page.goto('#/index');
    await expect(this.newsCards().first()).toBeVisible();
  }

  /** Scrolls the window to the bottom until `text` appears in the list footer. */
  async scrollUntil(text: string, maxSteps = 40) {
    for (let i = 0; i < maxSteps; i++) {
      if (await this.page.getByText(text, { exact: true }).isVisible()) return;
      await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await this.page.waitForTimeout(150);
    }
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  async expectNoAxeViolations() {
    // A colour caught half-way through a transition (a button fading in from its disabled opacity)
    // is not what the reader sees: let finite animations and transitions end first (spinners and
    // marquees run forever and are left alone).
    await this.page.evaluate(async () => {
      const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    });
    const results = await new AxeBuilder({ page: this.page }).analyze();
    // Each node with axe's own reason (for colour contrast: both colours and the ratio).
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? n.failureSummary ?? ''})`).join(', ')}`);
    expect(summary, 'axe violations').toEqual([]);
  }

  async screenshot(name: string) {
    await this.page.screenshot({ path: `.artifacts/screens/${name}.png` });
  }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  readerToken: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await apiLogin(request, `http://127.0.0.1:${process.env.SHQCB_E2E_PORT}`));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  nativeApp: [{}, { option: true }],
  wechat: [{}, { option: true }],
  signedInOnWeChat: [false, { option: true }],
  // Playwright reads the fixtures from the destructuring pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  blockedRequests: async ({}, use) => {
    await use([]);
  },
  hostFakes: [
    async ({ page, nativeApp, wechat, signedInOnWeChat, blockedRequests, readerToken }, use, info) => {
      const { host, os } = hostOf(info);
      if (host !== 'browser') {
        // The fakes stand in for WeChat and the apps: nothing may reach the real network (the SDK's
        // report image, a WeChat CDN).
        await page.context().route(
          (url) => !isLocalUrl(url.href),
          (route) => {
            blockedRequests.push(route.request().url());
            return route.abort('blockedbyclient');
          },
        );
      }
      if (host === 'wechat') {
        await installFakeWeChat(page, wechat);
        if (signedInOnWeChat) {
          // Once per test: later visits keep whatever the test did with the token (logout, 401).
          await page.addInitScript((token: string) => {
            if (sessionStorage.getItem('e2e-signed-in')) return;
            sessionStorage.setItem('e2e-signed-in', '1');
            localStorage.setItem('token', token);
          }, readerToken);
        }
      }
      if (host === 'app') {
        const token = nativeApp.token === READER_TOKEN ? readerToken : nativeApp.token;
        await installFakeNative(page, { os, ...nativeApp, ...(token !== undefined && { token }) });
      }
      await use();
      // Calls still in flight when a test ends (shareConfig, shareController) are dropped quietly.
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
  waitForScreen: [
    async ({ page, javaScriptEnabled }, use) => {
      // The server renders the first view of home and news pages (decision 0051): they show before
      // the page answers taps. A reader's tap then does nothing yet; a test's tap must not land
      // there, so navigations into the reader wait until the shell marks a screen ready. Without
      // JavaScript nothing ever marks it: the page is what the server sent.
      const ready = async () => {
        if (!javaScriptEnabled || !new URL(page.url()).pathname.startsWith('/shqcb')) return;
        await page
          .locator('html[data-shq-ready]')
          .waitFor({ state: 'attached', timeout: 15_000 })
          .catch(() => console.log(`[slow] no screen ready 15 s after opening ${page.url()}`));
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await ready();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await ready();
        return response;
      };
      await use();
    },
    { auto: true },
  ],
  allowedConsoleError: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (!allowedConsoleError?.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  app: async ({ page }, use) => {
    await use(new ReaderApp(page));
  },
});

export { expect };
