import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from '../support/apiLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { captchaText, latestSmsCode, recordCaptcha, uniquePhone } from '../support/login.ts';

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;
/** The staff credential of demo and test servers (STAFF_TOKEN's default there). */
const STAFF_TOKEN = 'staff-demo-token';
const SHOTS = '/tmp/shots-13';

async function signIn(page: Page, token: string) {
  await page.addInitScript((value: string) => {
    if (sessionStorage.getItem('e2e-acc-token')) return;
    sessionStorage.setItem('e2e-acc-token', '1');
    localStorage.setItem('token', value);
  }, token);
}

async function api(request: APIRequestContext, origin: string, token: string, path: string) {
  const res = await request.get(`${origin}/api/front/${path}`, { headers: { 'Authori-zation': token } });
  return (await res.json()) as { code: number; data: Record<string, unknown> & { list?: Array<Record<string, unknown>> } };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

/**
 * Pairs of visible controls that cover each other (neither inside the other), named. A control in
 * a fixed or sticky bar is compared only with controls in the same kind of bar: the page's content
 * scrolls under those bars by design.
 */
async function overlappingControls(page: Page) {
  return page.evaluate(() => {
    const pinned = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const name = (el: Element) => `${el.className || el.tagName} “${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 10)}”`;
    const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden';
    });
    const found: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a) || a.closest('label')?.contains(b) || pinned(a) !== pinned(b)) continue;
        // Line by line: a link that wraps has one box per line, and its bounding box would cover the next.
        const covers = [...a.getClientRects()].some((r) =>
          [...b.getClientRects()].some((q) => Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1),
        );
        if (covers) found.push(`${name(a)} × ${name(b)}`);
      }
    });
    return found;
  });
}

/**
 * The MIIT ageing-friendly numbers of what the reader sees now (decisions 24 and 25): the body's
 * font size and line height, every text smaller than 18 px and every control (link, button, field,
 * tab) smaller than 60 × 60 px within the screen, named so a failure says which.
 */
async function elderNumbers(page: Page) {
  return page.evaluate(() => {
    const onScreen = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 2 && box.height > 2 && box.bottom > 0 && box.top < innerHeight && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const body = getComputedStyle(document.body);
    const smallTargets: string[] = [];
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [role="tab"], [role="switch"]')) {
      const box = el.getBoundingClientRect();
      if (onScreen(el) && (box.width < 60 || box.height < 60)) smallTargets.push(`${el.className || el.tagName} “${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 12)}” ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    const smallText: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !onScreen(parent)) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 18) smallText.push(`${parent.className || parent.tagName} “${node.textContent.trim().slice(0, 12)}” ${size}px`);
    }
    return { font: parseFloat(body.fontSize), line: parseFloat(body.lineHeight) / parseFloat(body.fontSize), smallTargets, smallText };
  });
}

test.describe('the reader’s own space', () => {
  test.describe('from the first edit to the cancellation', () => {
    // The flow ends by ending every session of the reader: a call the page had in flight at that
    // moment is answered 401, which the browser logs. A 401 earlier would send the reader to login
    // and stop the flow at its next step, so allowing the line hides nothing.
    test.use({ allowedConsoleError: /status of 401/ });
    test('should edit the nickname, change the avatar, send feedback with two pictures, read the staff reply from the badge, answer it, export the data and cancel the account', async ({ page, request, app }, info) => {
      test.setTimeout(180_000);
      const origin = originOf(info.project.use.baseURL);
      const phone = uniquePhone();
      const token = await apiLogin(request, origin, phone);
      await signIn(page, token);
      await recordCaptcha(page);

      // /my, with the tab bar's 我的.
      await page.goto('#/my');
      await expect(page.getByText(/^1\d{2}\*{4}\d{4}$/)).toBeVisible();
      await expect(app.tabBar().getByText('我的')).toBeVisible();
      await shot(page, 'my-light');
      await app.expectNoAxeViolations();

      // The nickname through the edit dialog: a pattern checked on blur, then saved.
      await page.getByRole('button', { name: /^昵称 .*点击修改$/ }).click();
      const dialog = page.getByRole('dialog', { name: '昵称' });
      await dialog.getByRole('textbox').fill('小王😀');
      await dialog.getByRole('textbox').blur();
      await expect(dialog.getByText('请输入正确格式的昵称')).toBeVisible();
      await dialog.getByRole('textbox').fill('车迷小王');
      await expect(dialog.getByText('剩余26字')).toBeVisible();
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByRole('button', { name: '昵称 车迷小王，点击修改' })).toBeVisible();
      // The screen shows the new name at once; the server has it once the save has answered.
      await expect.poll(async () => (await api(request, origin, token, 'users/show')).data.nickname).toBe('车迷小王');

      // The avatar: WeChat's chooser, a square crop, the preview, the upload; /my shows it.
      await page.getByRole('link', { name: '更换头像' }).click();
      await page.getByRole('button', { name: '从相册选择或拍照' }).click();
      await expect(page.getByRole('region', { name: '裁剪头像' })).toBeVisible();
      await shot(page, 'upload-avatar-crop');
      await page.getByRole('button', { name: '预览' }).click();
      await expect(page.getByRole('img', { name: '新头像预览' })).toBeVisible();
      await app.expectNoAxeViolations();
      await page.getByRole('button', { name: '使用此头像' }).click();
      await expect(page).toHaveURL(/#\/my$/);
      const avatar = page.locator('.shq-my__avatar-link img');
      await expect(avatar).toHaveAttribute('src', /\/media\/u\/avatars\/\d+\/[0-9a-f]+-128\.jpg$/);
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(128);

      // Feedback with two pictures (users/uploadImg each).
      await page.goto('#/feedback');
      await page.getByLabel('意见建议').check();
      await page.getByLabel('反馈内容').fill('字号调大后首页标题被截断了');
      await expect(page.getByText('剩余487字')).toBeVisible();
      await page.getByRole('button', { name: '添加图片' }).click();
      await expect(page.getByRole('img', { name: '图片1' })).toBeVisible();
      await page.getByRole('button', { name: '添加图片' }).click();
      await expect(page.getByRole('img', { name: '图片2' })).toBeVisible();
      await page.getByLabel('联系方式（选填）').fill('微信 wangxiao');
      await shot(page, 'feedback-light');
      await app.expectNoAxeViolations();
      await page.getByRole('button', { name: '提交' }).click();
      await expect(app.toast('提交成功，感谢您的反馈')).toBeVisible();
      await expect(page.getByRole('button', { name: /字号调大后首页标题被截断了/ })).toContainText('待回复');
      const mine = await api(request, origin, token, 'feedback/list');
      const feedbackId = mine.data.list?.[0]?.id as number;
      expect(mine.data.list?.[0]?.images).toHaveLength(2);

      // Staff answer through the staff endpoint; the reader gets a message and the badge rises.
      const before = (await api(request, origin, token, 'users/show')).data.unreadMsgCount as number;
      const staff = await request.post(`${origin}/staff/feedback/${feedbackId}/reply`, { data: { content: '感谢反馈，已在新版本修复。' }, headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
      expect(staff.status()).toBe(200);
      await page.goto('#/my');
      await expect(page.getByRole('link', { name: `消息，${before + 1} 条未读` })).toBeVisible();

      // The message opens the thread and marks itself read; the reader answers.
      await page.getByRole('link', { name: /^消息/ }).click();
      await expect(page).toHaveURL(/#\/messages$/);
      // Checked once the list is there: 全部已读 is disabled (and faded) until unread messages show.
      await expect(page.getByRole('button', { name: '全部已读' })).toBeEnabled();
      await shot(page, 'messages-light');
      await app.expectNoAxeViolations();
      await page.getByRole('button', { name: /您的反馈有了新回复/ }).click();
      await expect(page).toHaveURL(new RegExp(`#/feedback-dialogue\\?id=${feedbackId}$`));
      await expect(page.getByText('感谢反馈，已在新版本修复。')).toBeVisible();
      await page.getByLabel('回复内容').fill('好的，谢谢！');
      await page.getByRole('button', { name: '发送' }).click();
      await expect(page.getByText('好的，谢谢！')).toBeVisible();
      await shot(page, 'feedback-dialogue-light');
      await app.expectNoAxeViolations();
      expect((await api(request, origin, token, 'users/show')).data.unreadMsgCount).toBe(before);

      // Help and the privacy policy come from the server.
      await page.goto('#/help');
      await expect(page.getByRole('heading', { name: '帮助中心', level: 2 })).toBeVisible();
      await page.goto('#/yinsi');
      await expect(page.getByText(/版本 2\.0/)).toBeVisible();
      await app.expectNoAxeViolations();

      // Export first, then cancel with the phone and an SMS code.
      await page.goto('#/account-cancel');
      await expect(page.getByText('✓ 已满足全部注销条件')).toBeVisible();
      await page.getByRole('button', { name: '导出我的数据' }).click();
      const download = page.getByRole('link', { name: /下载我的数据/ });
      await expect(download).toBeVisible();
      const zip = await request.get(`${origin}${await download.getAttribute('href')}`);
      expect(zip.headers()['content-type']).toBe('application/zip');
      expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
      await page.getByRole('textbox', { name: '手机号' }).fill(phone);
      await expect.poll(() => captchaText(page)).toMatch(/^\S{4}$/);
      await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchaText(page));
      // The outbox still holds the login code until the new one is sent: read it after the answer.
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/front/postSmsCode'));
      await page.getByRole('button', { name: '获取验证码' }).click();
      expect(((await (await sent).json()) as { code: number }).code).toBe(200);
      await page.getByRole('textbox', { name: '短信验证码' }).fill(await latestSmsCode(request, origin, phone));
      await shot(page, 'account-cancel-light');
      await app.expectNoAxeViolations();
      await page.getByRole('button', { name: '确认注销' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await expect(page).toHaveURL(/#\/index$/);
      expect((await request.get(`${origin}/api/front/users/show`, { headers: { 'Authori-zation': token } })).status()).toBe(401);
    });
  });

  test('should meet 长辈模式’s numbers, follow dark mode, and reflow at 200 % text', async ({ page, request, app }, info) => {
    test.setTimeout(90_000);
    const origin = originOf(info.project.use.baseURL);
    await signIn(page, await apiLogin(request, origin, uniquePhone()));

    // Before 长辈模式: the home list carries its advertisement and the scrolling headlines.
    await app.openHome();
    await expect(page.locator('[data-promotion]').first()).toBeVisible();
    await expect(page.locator('.shq-home__breaking')).toBeVisible();

    // 长辈模式 chosen in settings.
    await page.goto('#/my-setting');
    await page.getByRole('switch', { name: /长辈模式/ }).check();
    await page.goto('#/my');
    await expect(page.getByRole('button', { name: '我的订单' })).toBeVisible();
    const my = await elderNumbers(page);
    console.info(`[measure] /my in 长辈模式: body ${my.font} px, line height ${my.line.toFixed(2)}`);
    expect(my.font).toBeGreaterThanOrEqual(18);
    expect(my.line).toBeGreaterThanOrEqual(1.3);
    expect(my.smallTargets, 'controls under 60 × 60 px on /my').toEqual([]);
    expect(my.smallText, 'text under 18 px on /my').toEqual([]);
    await shot(page, 'my-elder');
    await app.expectNoAxeViolations();

    // The simpler home: no advertisement, no scrolling headlines, no sideways row; the same numbers.
    await app.openHome();
    await expect(page.locator('[data-promotion]')).not.toHaveCount(0);
    await expect(page.locator('[data-promotion]').filter({ visible: true })).toHaveCount(0);
    await expect(page.locator('.shq-home__breaking')).toBeHidden();
    await expect(page.locator('.shq-top-news__row')).toBeHidden();
    await expect(page.getByRole('button', { name: '公告' })).toBeHidden();
    const home = await elderNumbers(page);
    console.info(`[measure] home in 长辈模式: body ${home.font} px, line height ${home.line.toFixed(2)}`);
    expect(home.font).toBeGreaterThanOrEqual(18);
    expect(home.line).toBeGreaterThanOrEqual(1.3);
    expect(home.smallTargets, 'controls under 60 × 60 px on home').toEqual([]);
    expect(home.smallText, 'text under 18 px on home').toEqual([]);
    await shot(page, 'index-elder');
    await app.expectNoAxeViolations();

    // No pop-up comes uninvited: the tabs and screens a reader lands on open no dialog and show no promotion.
    // (Each screen is given a second after its content shows: a promotion would pop up on loading.)
    const landed = { index: '推荐', 'already-order': '解锁会员权益', 'my-integral': '当前积分', mall: '积分商城', my: '我的订单' };
    for (const [route, text] of Object.entries(landed)) {
      await page.goto(`#/${route}`);
      await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await page.waitForTimeout(1_000);
      await expect(page.locator('dialog, [role="dialog"], [role="alertdialog"]').filter({ visible: true }), `a pop-up on /${route}`).toHaveCount(0);
      await expect(page.locator('[data-promotion]').filter({ visible: true }), `a promotion on /${route}`).toHaveCount(0);
    }
    await page.goto('#/my');

    // Dark mode follows the system (not chosen in settings).
    await page.getByRole('switch', { name: /长辈模式/ }).count();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('#/my-setting');
    await page.getByRole('switch', { name: /长辈模式/ }).uncheck();
    const surface = await page.evaluate(() => getComputedStyle(document.querySelector('.shq-settings__group') as Element).backgroundColor);
    expect(surface).toBe('rgb(28, 28, 30)');
    await shot(page, 'settings-dark');
    await app.expectNoAxeViolations();
  });
  test('should show every account screen in dark mode and at 200 % text, with no sideways scrolling and no control over another', async ({ page, request, app }, info) => {
    test.setTimeout(180_000);
    const origin = originOf(info.project.use.baseURL);
    const token = await apiLogin(request, origin, uniquePhone());
    await signIn(page, token);
    // A thread with a staff reply, for /feedback-dialogue.
    const filed = await request.post(`${origin}/api/front/users/feedback`, { data: { category: '功能异常', content: '字号调到最大后，按钮和文字挤在一起，标题也被截断了', images: [], contact: '' }, headers: { 'Authori-zation': token } });
    const feedbackId = ((await filed.json()) as { data: { id: number } }).data.id;
    const replied = await request.post(`${origin}/staff/feedback/${feedbackId}/reply`, { data: { content: '感谢反馈，我们会在新版本中调整大字号下的排版。' }, headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(replied.status()).toBe(200);
    // Every screen of @shqcb/account (but /authIndex, which only sends the reader on), with what shows once it has loaded.
    const screens: Array<{ route: string; ready: () => ReturnType<Page['getByText']> }> = [
      { route: 'my', ready: () => page.getByRole('button', { name: '我的订单' }) },
      { route: 'my-setting', ready: () => page.getByRole('switch', { name: /长辈模式/ }) },
      { route: 'upload-avatar', ready: () => page.getByRole('img', { name: '当前头像' }) },
      { route: 'messages', ready: () => page.getByText('没有更多了') },
      { route: 'feedback', ready: () => page.getByRole('button', { name: /字号调到最大后/ }) },
      { route: `feedback-dialogue?id=${feedbackId}`, ready: () => page.getByText('感谢反馈，我们会在新版本中调整大字号下的排版。') },
      { route: 'help', ready: () => page.getByRole('heading', { name: '帮助中心', level: 2 }) },
      { route: 'yinsi', ready: () => page.getByText(/^版本 /) },
      { route: 'account-cancel', ready: () => page.getByText('✓ 已满足全部注销条件') },
      { route: 'login', ready: () => page.getByRole('button', { name: '获取验证码' }) },
      { route: 'error', ready: () => page.getByRole('heading', { name: '暂无访问权限' }) },
    ];
    const fileName = (route: string) => route.replace(/\?.*$/, '');

    await page.emulateMedia({ colorScheme: 'dark' });
    for (const { route, ready } of screens) {
      await page.goto(`#/${route}`);
      await expect(ready().first()).toBeVisible();
      await shot(page, `${fileName(route)}-dark`);
      await app.expectNoAxeViolations();
    }

    await page.emulateMedia({ colorScheme: 'light' });
    for (const { route, ready } of screens) {
      await page.goto(`#/${route}`);
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await expect(ready().first()).toBeVisible();
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `/${route} scrolls sideways at 200 %`).toBeLessThanOrEqual(1);
      expect(await overlappingControls(page), `controls over each other on /${route} at 200 %`).toEqual([]);
      await shot(page, `${fileName(route)}-200`);
    }
  });
});
