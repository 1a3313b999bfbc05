import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

interface Fixtures {
  /**
   * Console errors matching this are expected by the test, e.g. the browser's own line for a request
   * the test makes fail on purpose. (One pattern, not a list: Playwright reads an array option as a
   * [value, options] pair.)
   */
  allowedConsoleError: RegExp | null;
  consoleGuard: void;
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
    const results = await new AxeBuilder({ page: this.page }).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary, 'axe violations').toEqual([]);
  }

  async screenshot(name: string) {
    await this.page.screenshot({ path: `.artifacts/screens/${name}.png` });
  }
}

export const test = base.extend<Fixtures>({
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
