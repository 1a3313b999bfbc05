import { expect, test } from '../support/fixtures.ts';
import { hostOf, isWeChat } from '../support/hosts.ts';
import { decodeQrCode } from '../support/qr.ts';

// The share poster of the news detail (SPEC §2) in every host. In WeChat the article is opened as a
// shared link (type=share), which a visitor may open without login.
const detail = (info: Parameters<typeof isWeChat>[0]) => (isWeChat(info) ? '#/text-detail/3?type=share' : '#/text-detail/3');

test.describe('share poster', () => {
  test('should render the poster with a scannable QR code of the page address with type=share', async ({ page, app }, info) => {
    await page.goto(detail(info));
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '分享海报' });
    const poster = dialog.locator('.shq-poster');
    await expect(poster).toBeVisible();
    await expect(poster.locator('.shq-poster__title')).toHaveText(title);
    const thumb = poster.locator('.shq-poster__thumb img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const origin = new URL(page.url()).origin;
    expect(await decodeQrCode(page.context(), await poster.screenshot())).toBe(`${origin}/shqcb/?path=/text-detail/3&type=share`);
    await expect(dialog.getByRole('button', { name: '保存海报' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '分享新闻' })).toBeVisible();
    if (info.project.name === 'wechat-android') await app.screenshot('poster');
    await app.expectNoAxeViolations();
  });

  test('should save and share as the host allows', async ({ page, app, context }, info) => {
    const { host } = hostOf(info);
    test.skip(host === 'app', 'the app projects check the bridge calls (app.spec.ts)');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(detail(info));
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '分享海报' });
    await expect(dialog.locator('.shq-poster')).toBeVisible();
    if (host === 'wechat') {
      // WeChat pages cannot download: the image is shown to be saved with a long press.
      await dialog.getByRole('button', { name: '保存海报' }).click();
      await expect(dialog.getByRole('img', { name: /^分享海报：/ })).toBeVisible({ timeout: 20_000 });
      if (info.project.name === 'wechat-android') await app.screenshot('poster-long-press');
      await dialog.getByRole('button', { name: '分享新闻' }).click();
      const tips = page.getByRole('dialog', { name: /点击右上角/ });
      await expect(tips).toBeVisible();
      if (info.project.name === 'wechat-android') await app.screenshot('share-tips');
      return;
    }
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '保存海报' }).click();
    expect((await download).suggestedFilename()).toMatch(/^shqcb-poster-\d+\.png$/);
    await expect(page.getByText('海报已下载').first()).toBeVisible();
    // Chromium on Linux has no Web Share API: the link is copied.
    await dialog.getByRole('button', { name: '分享新闻' }).click();
    await expect(page.getByText('链接已复制，快去分享给好友吧').first()).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/shqcb/?path=/text-detail/3&type=share`);
  });
});
