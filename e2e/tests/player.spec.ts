import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// In WeChat a visitor is sent to login at start-up (SPEC §4): these tests read as a reader there.
test.use({ signedInOnWeChat: true });

const audioState = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-shqcb-player]');
    return a ? { paused: a.paused, time: a.currentTime, duration: a.duration, src: a.getAttribute('src') ?? '' } : null;
  });
const mini = (page: Page) => page.getByRole('group', { name: '迷你播放器' });
const episodes = (page: Page) => page.locator('.shq-episode');
const session = (page: Page) =>
  page.evaluate(() => ({
    playId: sessionStorage.getItem('playId'),
    playIdList: sessionStorage.getItem('playIdList'),
    isList: sessionStorage.getItem('isList'),
    newsPlay: sessionStorage.getItem('newsPlay'),
  }));

async function openPodcast(page: Page) {
  await page.goto('#/podcast');
  await expect(page.getByRole('heading', { level: 1, name: '播客' })).toBeVisible();
  await expect(episodes(page).first()).toBeVisible();
}

/** Titles of the episodes in list order. */
async function episodeTitles(page: Page) {
  return page.locator('.shq-episode__title').allTextContents();
}

async function openPanel(page: Page) {
  await mini(page).getByRole('button', { name: '播放列表', exact: true }).click();
  const panel = page.getByRole('dialog', { name: /^播放列表/ });
  await expect(panel).toBeVisible();
  return panel;
}

async function expectPlaying(page: Page) {
  await expect.poll(async () => (await audioState(page))?.paused, { message: 'the audio plays' }).toBe(false);
  const start = await audioState(page);
  // The demo episodes last 6-20 s: in list mode the next one may start between two looks, which
  // resets the time; a new source counts as sound going on too.
  await expect
    .poll(
      async () => {
        const now = await audioState(page);
        return Boolean(now && start && (now.src !== start.src || now.time > start.time + 0.2));
      },
      { message: 'time moves on' },
    )
    .toBe(true);
}

/** Jumps to just before the end of the current file, once its length is known. */
async function seekNearEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const a = document.querySelector<HTMLAudioElement>('audio[data-shqcb-player]');
        if (!a || !Number.isFinite(a.duration) || a.duration <= 1) return false;
        a.currentTime = a.duration - 0.4;
        return true;
      }),
    )
    .toBe(true);
}

test.describe('player and podcasts', () => {
  test('should play from the podcast list, show the mini player and keep playing across tabs and screens', async ({ page, app }) => {
    await openPodcast(page);
    await expect(mini(page)).toHaveCount(0);
    const titles = await episodeTitles(page);
    // 全部播放: the demo episodes are short (6-20 s), so the list keeps sound going while the test moves around.
    await page.getByRole('button', { name: '全部播放' }).click();
    await expect(mini(page)).toBeVisible();
    await expect(mini(page).getByRole('button', { name: '暂停', exact: true })).toBeVisible();
    await expect(episodes(page).first().locator('.shq-episode__main')).toHaveAttribute('aria-current', 'true');
    await expectPlaying(page);
    expect((await session(page)).playId).not.toMatch(/^(0|id)$/);
    expect(JSON.parse((await session(page)).playIdList ?? '[]')).toHaveLength(titles.length);
    await app.screenshot('podcast-playing');

    await app.tabBar().getByRole('button', { name: '首页' }).or(app.tabBar().getByRole('link', { name: '首页' })).click();
    await expect(app.newsCards().first()).toBeVisible();
    await expect(mini(page)).toBeVisible();
    await expectPlaying(page);
    await app.screenshot('home-with-mini-player');
    await app.newsCards().first().click();
    await expect(page).toHaveTitle('新闻详情');
    await expect(mini(page)).toBeVisible();
    await expectPlaying(page);

    const panel = await openPanel(page);
    await expect(panel.getByRole('heading', { name: `播放列表（${titles.length}）` })).toBeVisible();
    const current = panel.locator('[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await panel.getByRole('button', { name: '暂停', exact: true }).click();
    await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
    expect((await session(page)).playId).toBe('0');
  });

  test('should remove from the list and clear it after the confirm', async ({ page, app }) => {
    await openPodcast(page);
    const titles = await episodeTitles(page);
    for (const title of titles.slice(0, 3)) await page.getByRole('button', { name: `加入播放列表：${title}` }).click();
    await expect(page.getByRole('button', { name: `已在播放列表：${titles[0]}` })).toBeDisabled();
    await expect(mini(page)).toBeVisible();
    expect(JSON.parse((await session(page)).playIdList ?? '[]')).toHaveLength(3);

    const panel = await openPanel(page);
    await expect(panel.getByRole('heading', { name: '播放列表（3）' })).toBeVisible();
    await app.expectNoAxeViolations();
    await app.screenshot('play-list-panel');
    await panel.getByRole('button', { name: `移除 ${titles[1]}` }).click();
    await expect(panel.getByRole('heading', { name: '播放列表（2）' })).toBeVisible();
    await expect(panel.getByText(titles[1] ?? '', { exact: true })).toHaveCount(0);

    await panel.getByRole('button', { name: '清空' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('清空当前播列表？')).toBeVisible();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(panel.getByRole('heading', { name: '播放列表（2）' })).toBeVisible();

    await panel.getByRole('button', { name: '清空' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(panel).toBeHidden();
    await expect(mini(page)).toHaveCount(0);
    expect(await session(page)).toEqual({ playId: 'id', playIdList: '[]', isList: 'false', newsPlay: null });
  });

  test('should play the next item when a track ends in list mode', async ({ page, app }) => {
    await openPodcast(page);
    const titles = await episodeTitles(page);
    await page.getByRole('button', { name: `加入播放列表：${titles[0]}` }).click();
    await page.getByRole('button', { name: `加入播放列表：${titles[1]}` }).click();
    const panel = await openPanel(page);
    await expect(panel.getByRole('switch', { name: '连续播放' })).toBeChecked();
    await panel.getByRole('button', { name: new RegExp(`^${titles[0]}`) }).click();
    await expectPlaying(page);
    await app.screenshot('play-list-now-playing');
    const firstSrc = (await audioState(page))?.src;
    // Jump to just before the end rather than wait the whole episode.
    await seekNearEnd(page);
    await expect.poll(async () => (await audioState(page))?.src).not.toBe(firstSrc);
    await expect(panel.getByRole('button', { name: new RegExp(`^${titles[1]}`) })).toHaveAttribute('aria-current', 'true');
    await expectPlaying(page);

    // At the last item nothing advances: playback stops there.
    await seekNearEnd(page);
    await expect.poll(async () => (await session(page)).playId).toBe('0');
    await expect(panel.getByRole('button', { name: new RegExp(`^${titles[1]}`) })).toHaveAttribute('aria-current', 'true');
    await expect(panel.getByRole('button', { name: '播放', exact: true })).toBeVisible();
  });

  test('should restore the list and the position after a reload', async ({ page }) => {
    await openPodcast(page);
    const titles = await episodeTitles(page);
    await page.getByRole('button', { name: `加入播放列表：${titles[2]}` }).click();
    await episodes(page).nth(1).locator('.shq-episode__main').click();
    await expectPlaying(page);
    await page.evaluate(() => {
      const a = document.querySelector<HTMLAudioElement>('audio[data-shqcb-player]');
      if (a) a.currentTime = 3;
    });
    await mini(page).getByRole('button', { name: '暂停', exact: true }).click();
    await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
    const left = (await audioState(page))?.time ?? 0;
    expect(left).toBeGreaterThanOrEqual(3);

    await page.reload();
    await expect(mini(page)).toBeVisible();
    await expect(mini(page).getByRole('button', { name: '播放', exact: true })).toBeVisible();
    await expect.poll(async () => (await audioState(page))?.time ?? 0, { message: 'the resume point' }).toBeGreaterThanOrEqual(left - 0.2);
    const panel = await openPanel(page);
    await expect(panel.getByRole('heading', { name: '播放列表（2）' })).toBeVisible();
    await expect(panel.getByRole('button', { name: new RegExp(`^${titles[1]}`) })).toHaveAttribute('aria-current', 'true');
    await panel.getByRole('button', { name: '播放', exact: true }).click();
    await expectPlaying(page);
    expect((await audioState(page))?.time ?? 0).toBeGreaterThanOrEqual(left - 0.2);
  });

  test.describe('a broken file', () => {
    test.use({ allowedConsoleError: /Failed to load resource|404/ });

    test('should be said in words and skipped in list mode', async ({ page, app }) => {
      const list = await page.request.get('/api/front/contentList?page=1&pageSize=20');
      const items = (await list.json()).data.list as { id: number; title: string }[];
      const broken = items.find((i) => i.id === 7);
      const other = items.find((i) => i.id !== 7);
      expect(broken, 'episode 7 (no file on the server) is in the seed').toBeTruthy();
      await openPodcast(page);
      await app.scrollUntil('没有更多了');
      await page.getByRole('button', { name: `加入播放列表：${broken?.title}` }).click();
      await page.getByRole('button', { name: `加入播放列表：${other?.title}` }).click();
      const panel = await openPanel(page);
      await panel.getByRole('button', { name: new RegExp(`^${broken?.title}`) }).click();
      // The open panel is modal: the toast shows in its own live region.
      await expect(panel.locator('[aria-live]').getByText('该音频文件不存在或已损坏，已为您播放下一条')).toBeVisible();
      await expect(panel.getByRole('button', { name: new RegExp(`^${other?.title}`) })).toHaveAttribute('aria-current', 'true');
      await expectPlaying(page);
    });
  });

  test('should play a news item from its 收听 button', async ({ page, app }) => {
    await page.goto('#/text-detail/59');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: `收听：${title}` }).click();
    await expect(mini(page)).toBeVisible();
    await expectPlaying(page);
    expect((await audioState(page))?.src).toBe('/media/audio/news-59.wav');
    expect((await session(page)).playId).toBe('news-59');
    // The lock screen shows it through the Media Session API.
    expect(await page.evaluate(() => [navigator.mediaSession.metadata?.title, navigator.mediaSession.playbackState])).toEqual([title, 'playing']);
    await app.expectNoAxeViolations();
  });

  test('should keep its layout at 200% text, with the mini player and the panel', async ({ page, app }) => {
    await openPodcast(page);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await episodes(page).first().locator('.shq-episode__main').click();
    await expect(mini(page)).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow(), 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await app.screenshot('podcast-scale-2');
    const panel = await openPanel(page);
    const width = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(width, 'the panel does not scroll sideways').toBeLessThanOrEqual(0);
    await app.screenshot('play-list-scale-2');
  });

  test.describe('list states', () => {
    test.use({ allowedConsoleError: /Failed to load resource/ });

    test('should show loading, then an error with 重试 that recovers, and the end of the list', async ({ page, app }) => {
      let failed = false;
      await page.route(/\/api\/front\/contentList/, async (route) => {
        if (!failed) {
          failed = true;
          await new Promise((r) => setTimeout(r, 800));
          await route.fulfill({ status: 503, body: 'unavailable' });
          return;
        }
        await route.fallback();
      });
      await page.goto('#/podcast');
      await expect(page.getByText('加载中…')).toBeVisible();
      await app.screenshot('podcast-loading');
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
      await app.screenshot('podcast-error');
      await page.getByRole('button', { name: '重试' }).click();
      await expect(episodes(page).first()).toBeVisible();
      await app.scrollUntil('没有更多了');
      await expect(episodes(page)).toHaveCount(12);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await app.screenshot('podcast-end');
    });

    test('should say 暂无数据 when there are no episodes', async ({ page, app }) => {
      await page.route(/\/api\/front\/contentList/, (route) =>
        route.fulfill({ json: { code: 200, msg: 'success', data: { list: [], page: 1, pageSize: 10, total: 0, hasMore: false } } }),
      );
      await page.goto('#/podcast');
      await expect(page.getByText('暂无数据')).toBeVisible();
      await expect(page.getByRole('button', { name: '全部播放' })).toBeDisabled();
      await app.screenshot('podcast-empty');
      await app.expectNoAxeViolations();
    });
  });

  test('should pass axe on the podcast screen', async ({ page, app }) => {
    await openPodcast(page);
    await app.expectNoAxeViolations();
    await app.screenshot('podcast');
  });
});
