import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

// The ui-kit gallery (packages/ui-kit/gallery, built to gallery-dist and served on its own port by
// support/serveGallery.ts): every widget on one page. Layout and accessibility do not depend on the
// host's user agent, so it runs in the first project only, at 375x812.
const gallery = `http://127.0.0.1:${process.env.SHQCB_E2E_GALLERY_PORT}/index.html`;

test.use({ viewport: { width: 375, height: 812 } });
// Playwright reads the fixtures from the destructuring pattern; this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== info.config.projects[0]?.name, 'gallery runs in the first project only');
  // One long page with every widget: axe and full-page screenshots take a while on a busy machine.
  test.slow();
});

async function open(page: Page, query = '') {
  await page.goto(`${gallery}${query}`);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  // Fixed widgets are placed after their first layout.
  await expect(page.getByRole('group', { name: '迷你播放器' })).toBeVisible();
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

test.describe('ui-kit gallery', () => {
  test('should show every widget with no axe violations', async ({ page, app }) => {
    await open(page);
    await expect(page.getByRole('grid', { name: /^\d{4}年\d{1,2}月$/ }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: '二维码' })).toBeVisible();
    await expect(page.getByRole('button', { name: '意见反馈' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await app.screenshot('gallery-top');
    await page.screenshot({ path: '.artifacts/screens/gallery-full.png', fullPage: true });
    await page.locator('section[aria-labelledby="gallery-calendars"]').screenshot({ path: '.artifacts/screens/gallery-calendars.png' });
    await app.expectNoAxeViolations();
  });

  test('should keep its layout at 200% text', async ({ page, app }) => {
    await open(page, '?scale=2');
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: '.artifacts/screens/gallery-scale-2-full.png', fullPage: true });
    await page.getByRole('grid').nth(1).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await app.screenshot('gallery-scale-2-calendar');
    await app.expectNoAxeViolations();
  });

  test('should open the sign-in calendar with 签到 enabled, and disabled once today is signed', async ({ page, app }) => {
    await open(page, '?open=sign-in');
    const dialog = page.getByRole('dialog', { name: '签到日历' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '签到' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: '签到' })).toBeFocused();
    await app.screenshot('gallery-sign-in');
    await app.expectNoAxeViolations();
    await dialog.getByRole('button', { name: '签到' }).click();
    await expect(dialog.getByRole('button', { name: '签到' })).toBeDisabled();
    await expect(dialog.getByText('今日已签到')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open(page, '?open=sign-in-done');
    await expect(page.getByRole('dialog', { name: '签到日历' }).getByRole('button', { name: '签到' })).toBeDisabled();
    await app.screenshot('gallery-sign-in-done');
  });

  test('should open the sub-view over the page and go back', async ({ page, app }) => {
    await open(page, '?open=sub-view');
    const view = page.getByRole('dialog', { name: '编辑资料' });
    await expect(view).toBeVisible();
    await expect(view.getByRole('button', { name: '返回' })).toBeFocused();
    await app.screenshot('gallery-sub-view');
    await app.expectNoAxeViolations();
    await view.getByRole('button', { name: '返回' }).click();
    await expect(view).toBeHidden();
  });

  test('should ignore taps on days outside the date range', async ({ page }) => {
    await open(page);
    const range = page.getByRole('grid').nth(1);
    const disabled = range.locator('button[aria-disabled="true"]').first();
    const heading = page.getByRole('heading', { name: /日期范围/ });
    const before = await heading.textContent();
    // A real tap on it; Playwright would otherwise wait for an aria-disabled button to be enabled.
    await disabled.click({ force: true });
    await expect(heading).toHaveText(before ?? '');
    const enabled = range.locator('button:not([aria-disabled])[data-date]').last();
    const date = await enabled.getAttribute('data-date');
    await enabled.click();
    await expect(heading).toContainText(date ?? 'missing');
  });

  test('should drag the mini player and snap it to the nearer edge', async ({ page }) => {
    await open(page);
    const player = page.getByRole('group', { name: '迷你播放器' });
    const start = await player.boundingBox();
    if (!start) throw new Error('mini player has no box');
    expect(start.x).toBeLessThan(20);
    const grip = player.getByRole('button', { name: '移动位置' });
    const at = await grip.boundingBox();
    if (!at) throw new Error('grip has no box');
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    // Far enough right that its middle passes the middle of the screen (it is clamped at the edge).
    await page.mouse.move(at.x + 300, 300, { steps: 8 });
    await page.mouse.up();
    // Snapped against the right edge, inside the screen less its 0.5 rem gap, and higher up than before.
    await expect.poll(async () => {
      const box = await player.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    }).toBe(375 - 8);
    const end = await player.boundingBox();
    expect(end?.y ?? 0).toBeLessThan(start.y);
  });

  test('should export the poster as a PNG at scale 4', async ({ page, app }) => {
    await open(page);
    const exportButton = page.getByRole('button', { name: '导出海报' });
    // Clear of the fixed tab bar and floating widgets.
    await exportButton.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await exportButton.click();
    const image = page.getByTestId('poster.image');
    await expect(image).toBeVisible({ timeout: 20_000 });
    const poster = await page.locator('.shq-poster').boundingBox();
    const natural = await image.evaluate((img: HTMLImageElement) => ({ src: img.src.slice(0, 22), width: img.naturalWidth }));
    expect(natural.src).toBe('data:image/png;base64,');
    expect(natural.width).toBe(Math.round((poster?.width ?? 0) * 4));
    await image.scrollIntoViewIfNeeded();
    await app.screenshot('gallery-poster-export');
  });
});
