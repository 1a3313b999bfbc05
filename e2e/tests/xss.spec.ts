import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { XSS_HOST, XSS_SENTINEL, XSS_VECTORS, articleHtmlViolations, xssArticle, xssMarker } from '@shqcb/api/testing/corpora';
import { expect, test } from '../support/fixtures.ts';
import { isLocalUrl } from '../support/hosts.ts';

// The shared XSS corpus (packages/api/src/testing/xssVectors.ts; both sanitisers' unit tests run it
// too) as the body of one article on the news detail screen, in Chromium. The page's CSP would stop
// inline script on its own, so it is taken off here: the sanitisers are what must hold.

// In WeChat a visitor is sent to login at start-up (SPEC §4): the article is read as a reader there.
test.use({ signedInOnWeChat: true });

/** The vector whose script the test itself runs without any sanitiser, to prove the detection works. */
const CONTROL = 0;

/**
 * The reference server's own sanitiser, from the build the suite's server runs (its dist/main.js
 * loads this file for news/show). The server has no way to store an article, so the test runs its
 * sanitiser here and serves the result as the server's answer.
 */
async function serverSanitizer(): Promise<(html: string) => string> {
  const root = dirname(createRequire(import.meta.url).resolve('@shqcb/server/package.json'));
  const module = (await import(pathToFileURL(join(root, 'dist/modules/content/sanitizeArticle.js')).href)) as { sanitizeArticle: (html: string) => string };
  return module.sanitizeArticle;
}

interface Watch {
  /** Sentinel calls and dialogs, from any frame. */
  fired: string[];
  /** Main-frame addresses the page went to. */
  navigations: string[];
  /** Requests to anything but this machine. */
  foreign: string[];
  popups: string[];
}

/** Serves `content` as the article of news/show and watches everything a vector could do. */
async function watchArticle(page: Page, content: string): Promise<Watch> {
  const watch: Watch = { fired: [], navigations: [], foreign: [], popups: [] };
  await page.addInitScript((name: string) => {
    const w = window as unknown as Record<string, unknown> & { __xssFired?: string[] };
    w.__xssFired = [];
    const record = (what: unknown) => {
      // A frame of the page reports to the top window; a frame of another origin can only log.
      try {
        (window.top as unknown as { __xssFired: string[] }).__xssFired.push(String(what));
      } catch {
        w.__xssFired?.push(String(what));
      }
      console.info(`xss-sentinel ${String(what)}`);
    };
    w[name] = record;
    for (const dialog of ['alert', 'confirm', 'prompt', 'print']) w[dialog] = (...args: unknown[]) => record(`${dialog}(${args.join(',')})`);
  }, XSS_SENTINEL);
  page.on('console', (message) => {
    if (message.text().startsWith('xss-sentinel ') && message.text() !== `xss-sentinel ${CONTROL}`) watch.fired.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    watch.fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watch.navigations.push(frame.url());
  });
  page.on('request', (request) => {
    if (!isLocalUrl(request.url())) watch.foreign.push(request.url());
  });
  page.on('popup', (popup) => watch.popups.push(popup.url()));

  // The evil host answers "no content", so a navigation there is recorded and the page stays.
  await page.route(
    (url) => url.hostname === XSS_HOST || url.hostname.endsWith(`.${XSS_HOST}`),
    (route) => route.fulfill({ status: 204 }),
  );
  await page.route(
    (url) => url.pathname === '/shqcb/' || url.pathname === '/shqcb/index.html',
    async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^(content-security-policy|content-encoding|content-length)$/i.test(name)));
      await route.fulfill({ status: response.status(), headers, body: await response.body() });
    },
  );
  await page.route(
    (url) => url.pathname.endsWith('/api/front/news/show'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { content: string } };
      body.data.content = content;
      await route.fulfill({ status: response.status(), json: body });
    },
  );
  return watch;
}

/** Opens the article, sets off every handler a reader could, and checks that nothing ran or left. */
async function readArticle(page: Page, watch: Watch) {
  await page.goto('#/text-detail/3');
  const article = page.locator('.shq-detail__body');
  await expect(article).toContainText(xssMarker(XSS_VECTORS.at(-1)?.id ?? 0));
  const origin = new URL(page.url()).origin;

  // Each vector ended with its marker: none swallowed the vectors after it.
  const text = (await article.textContent()) ?? '';
  expect(XSS_VECTORS.filter(({ id }) => !text.includes(xssMarker(id))).map(({ name }) => name)).toEqual([]);

  // What Chromium built keeps to the policy: elements, attributes, addresses.
  expect(articleHtmlViolations(await article.innerHTML())).toEqual([]);

  // Every link points where its address says: a site path stays on this origin as the browser reads it.
  const links = await article.locator('a').evaluateAll((anchors) => anchors.map((a) => ({ attribute: a.getAttribute('href') ?? '', href: (a as HTMLAnchorElement).href })));
  for (const { attribute, href } of links) {
    const resolved = new URL(href);
    expect(['http:', 'https:', 'mailto:', 'tel:'], href).toContain(resolved.protocol);
    if (attribute.startsWith('/')) {
      expect(resolved.origin, attribute).toBe(origin);
      expect(resolved.pathname, attribute).not.toMatch(/^\/\//);
    }
  }

  // Hover and click what a reader could: each link that is not a plain outside link, and every
  // other element by the events an inline handler listens to.
  const all = article.locator('a');
  for (let i = 0; i < links.length; i++) {
    const { href } = links[i] ?? { href: '' };
    await all.nth(i).hover();
    if (!/^(https?|mailto|tel):/.test(href)) await all.nth(i).click();
  }
  await article.evaluate((root) => {
    for (const element of root.querySelectorAll('*')) {
      for (const type of ['mouseover', 'mouseenter', 'pointerover', 'mousedown', 'mouseup', 'focus', 'focusin', 'toggle', 'animationstart', 'load', 'error']) {
        element.dispatchEvent(new Event(type, { bubbles: true }));
      }
      if (!(element instanceof HTMLAnchorElement) && element instanceof HTMLElement) element.click();
    }
  });
  await page.waitForTimeout(500);

  const fired = await page.evaluate(() => (window as unknown as { __xssFired: string[] }).__xssFired);
  expect(fired, 'sentinel calls').toEqual([]);
  expect(watch.fired, 'sentinel calls and dialogs in any frame').toEqual([]);
  expect(watch.foreign, 'requests to other hosts').toEqual([]);
  expect(watch.popups, 'pop-ups').toEqual([]);
  expect(watch.navigations.filter((url) => !url.startsWith(`${origin}/shqcb/`)), 'navigations off the reader').toEqual([]);
  expect(page.url()).toMatch(/#\/text-detail\/3$/);
  expect(page.frames(), 'frames').toHaveLength(1);

  // Names an article could clobber: document properties, the bridge's global, globals by id or name.
  const clobbered = await page.evaluate((ids) => {
    const w = window as unknown as Record<string, unknown>;
    return [
      typeof document.cookie !== 'string' && 'document.cookie',
      typeof document.getElementById !== 'function' && 'document.getElementById',
      (w.ShqcbBridge instanceof Element || w.ShqcbBridge instanceof HTMLCollection) && 'ShqcbBridge',
      ...ids.flatMap((id) => [`__xss_clobber_${id}`, `__xss_clobber_${id}_a`]).filter((name) => name in window),
    ].filter(Boolean);
  }, XSS_VECTORS.map(({ id }) => id));
  expect(clobbered, 'clobbered names').toEqual([]);

  // The control: the same page runs a vector that no sanitiser saw, so silence above means the
  // sanitisers held, not that the detection was blind (or the CSP still on).
  await page.evaluate((id) => document.body.insertAdjacentHTML('beforeend', `<img hidden src="data:," onerror="__xss(${id})">`), CONTROL);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __xssFired: string[] }).__xssFired)).toEqual([String(CONTROL)]);
}

test.describe('XSS vectors in article HTML', () => {
  test(`should run none of ${XSS_VECTORS.length} vectors sanitised by the server and then by the reader`, async ({ page }) => {
    const sanitize = await serverSanitizer();
    await readArticle(page, await watchArticle(page, sanitize(xssArticle())));
  });

  test(`should run none of ${XSS_VECTORS.length} vectors given raw to the reader, whose sanitiser alone must hold`, async ({ page }) => {
    await readArticle(page, await watchArticle(page, xssArticle()));
  });
});
