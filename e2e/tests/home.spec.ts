import { expect, test } from '../support/fixtures.ts';
import { isWeChat } from '../support/hosts.ts';

test.describe('home', () => {
  // In WeChat a visitor is sent to login at start-up (SPEC §4): these tests read as a reader there.
  test.use({ signedInOnWeChat: true });

  test('should show seeded news with images and Chinese text', async ({ page, app }, info) => {
    await app.openHome();
    await expect(page.getByRole('tablist')).toContainText('推荐');
    const firstImage = page.locator('.shq-top-news img').first();
    await expect(firstImage).toBeVisible();
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(app.newsCards().first()).toContainText(/[\u4e00-\u9fa5]/);
    if (info.project.name === 'wechat-android') await app.screenshot('home');
    await app.expectNoAxeViolations();
  });

  test('should paginate the list until 没有更多了', async ({ app }) => {
    await app.openHome();
    const before = await app.newsCards().count();
    await app.scrollUntil('没有更多了');
    const after = await app.newsCards().count();
    expect(after).toBeGreaterThan(before);
    expect(after).toBeGreaterThanOrEqual(80);
  });

  test('should switch channels and keep each channel distinct', async ({ page, app }) => {
    await app.openHome();
    const titles = () => app.newsCards().locator('.shq-news-card__title').allTextContents();
    await expect(app.newsCards().first()).toBeVisible();
    const home = await titles();
    const tabs = page.getByRole('tab');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#\/index\?id=\d+/);
    const channel = Number(/id=(\d+)/.exec(page.url())?.[1]);
    // What the server holds for that channel, beyond its top five (SPEC §7 contentListOther).
    const answer = await page.request.get(`/api/front/contentListOther?categoryId=${channel}&page=1&pageSize=50`);
    const expected = ((await answer.json()) as { data: { list: { title: string }[] } }).data.list.map((item) => item.title);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(async () => (await titles()).length).toBeGreaterThan(0);
    const shown = await titles();
    expect(shown).toEqual(expected.slice(0, shown.length));
    expect(shown).not.toEqual(home.slice(0, shown.length));
    // Back on 推荐, its own list is there again, not the channel's.
    await tabs.nth(0).click();
    await expect.poll(async () => (await titles()).slice(0, home.length)).toEqual(home);
  });
});

test.describe('home for a visitor', () => {
  test('should send a visitor who taps the message bell to login', async ({ page }, info) => {
    // A visitor reaches home in WeChat only through a shared link.
    await page.goto(isWeChat(info) ? '#/index?type=share' : '#/index');
    await page.getByRole('button', { name: /消息/ }).click();
    await expect(page.locator('[aria-live]').getByText('请登录...')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });
});
