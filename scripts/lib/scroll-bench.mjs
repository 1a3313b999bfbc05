// Long lists (issue 16): does a 1000-row list scroll smoothly on a slow phone? Prepares a reader with
// 1000 points-ledger rows and a news item with 1000 comments on a running app server, opens each
// list in Chromium at 375×812 with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), loads
// every page of it, then scrolls it from its top to 没有更多了 at a steady speed while recording the
// time between animation frames. Not a test: frame times depend on the machine.
import { chromiumPath } from './lighthouse-run.mjs';
import { columns } from './bench-report.mjs';

/** One frame at 60 Hz: a frame is smooth when the next one starts within this. */
export const FRAME_BUDGET_MS = 16.7;
/** Issue 16: at least this share of frames within the budget. */
export const TARGET_PCT = 95;
/**
 * Animation-frame timestamps are vsync times: at 60 Hz consecutive ones are 16.67 ms apart give or
 * take a fraction of a millisecond, and a dropped frame makes a gap of 33 ms or more. A delta is
 * counted within the budget up to this much over it, so timer jitter is not reported as a miss.
 */
export const JITTER_MS = 1;

/** The lists the bench knows: where each lives and how to find its rows. */
export const LISTS = /** @type {const} */ ({
  ledger: { label: '积分明细 (points ledger)', list: 'ul[aria-label="积分明细"]' },
  comments: { label: '评论 (news comments)', list: 'ul.shq-comments__list' },
});
/** @typedef {keyof typeof LISTS} ListId */

/**
 * @typedef {object} FrameStats
 * @property {number} frames            animation frames recorded while scrolling
 * @property {number} pctWithin16_7ms   share of frames that started within 16.7 ms (+ jitter) of the previous one, 0..100
 * @property {number} p95FrameMs        95th percentile of the frame times
 * @property {number} medianFrameMs
 * @property {number} longestFrameMs
 */

/**
 * One pass over one list: `first`, the reader's first read (every page loading as they reach the
 * end of the one before), or `again`, scrolling the loaded list once more from its top.
 * @typedef {FrameStats & {
 *   id: ListId, label: string, pass: 'first' | 'again', route: string, rows: number, rowsInDom: number,
 *   scrolledPx: number, durationMs: number, layoutShift: number,
 * }} ListResult
 */

/**
 * Percentile by nearest rank (p in 0..100) of unsorted values; NaN for none.
 * @param {readonly number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return /** @type {number} */ (sorted[rank - 1]);
}

/**
 * Figures of a run of frame times (ms between consecutive animation frames).
 * @param {readonly number[]} deltas
 * @param {{ budgetMs?: number, jitterMs?: number }} [options]
 * @returns {FrameStats}
 */
export function frameStats(deltas, { budgetMs = FRAME_BUDGET_MS, jitterMs = JITTER_MS } = {}) {
  const within = deltas.filter((d) => d <= budgetMs + jitterMs).length;
  const round = (/** @type {number} */ n) => Math.round(n * 10) / 10;
  return {
    frames: deltas.length,
    pctWithin16_7ms: deltas.length === 0 ? 0 : round((within / deltas.length) * 100),
    p95FrameMs: round(percentile(deltas, 95)),
    medianFrameMs: round(percentile(deltas, 50)),
    longestFrameMs: round(deltas.length === 0 ? Number.NaN : Math.max(...deltas)),
  };
}

/**
 * @param {string} url
 * @param {RequestInit & { token?: string }} [init]
 * @returns {Promise<any>} the envelope's data
 */
async function call(url, { token, ...init } = {}) {
  const headers = { 'Content-Type': 'application/json', ...(token ? { 'Authori-zation': token } : {}) };
  const res = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
  const body = /** @type {{ code?: number, msg?: string, data?: unknown }} */ (await res.json().catch(() => ({})));
  if (!res.ok || (body.code !== 0 && body.code !== 200)) {
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname}: HTTP ${res.status} ${JSON.stringify(body.msg ?? body)}`);
  }
  return body.data;
}

/**
 * A new demo reader, logged in through the API as the login screen does it (the demo server's
 * captcha answer and the local SMS outbox stand in for the reader's eyes and phone).
 * @param {string} origin
 * @returns {Promise<{ phone: string, token: string }>}
 */
export async function loginDemoReader(origin) {
  const phone = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
  const api = `${origin}/api/front`;
  const challenge = /** @type {{ id: string, text: string }} */ (await call(`${api}/captcha`));
  await call(`${api}/postSmsCode`, { method: 'POST', body: JSON.stringify({ phone, captchaId: challenge.id, captcha: challenge.text }) });
  const { code } = /** @type {{ code: string }} */ (await call(`${origin}/dev/sms-outbox?phone=${phone}`));
  const { token } = /** @type {{ token: string }} */ (await call(`${api}/login`, { method: 'POST', body: JSON.stringify({ phone, code }) }));
  return { phone, token };
}

/**
 * Makes the long lists on a demo server: a reader whose ledger has `rows` rows (each a
 * /dev/grant-points call, which writes one row as every change of points does) and `rows` comments
 * on the second news item of the feed (/dev/seed-comments; the first one is the detail page the
 * Lighthouse part of the bench opens, left as it is).
 * @param {string} origin
 * @param {{ rows?: number, log?: (msg: string) => void }} [options]
 * @returns {Promise<{ token: string, newsId: number }>}
 */
export async function prepareLongLists(origin, { rows = 1000, log = () => {} } = {}) {
  const { phone, token } = await loginDemoReader(origin);
  const started = Date.now();
  // A few calls in flight hide the round trips; the reader's account lock orders them on the server.
  let next = 0;
  const worker = async () => {
    while (next < rows) {
      next++;
      await call(`${origin}/dev/grant-points`, { method: 'POST', body: JSON.stringify({ phone, points: 1 + (next % 50) }) });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  log(`${rows} ledger rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const feed = /** @type {{ list: Array<{ id: number }> }} */ (await call(`${origin}/api/front/news/index`));
  const newsId = feed.list[1]?.id ?? feed.list[0]?.id;
  if (typeof newsId !== 'number') throw new Error('GET /api/front/news/index gave no news item to comment on');
  await call(`${origin}/dev/seed-comments`, { method: 'POST', body: JSON.stringify({ newsId, count: rows }) });
  return { token, newsId };
}

/**
 * @typedef {object} ScrollBenchOptions
 * @property {number} [rows]          rows of each list (default 1000)
 * @property {number} [cpuRate]       CPU slowdown (default 4)
 * @property {number} [speed]         scrolling speed in CSS px per second (default 1500: about two screens a second)
 * @property {ListId[]} [lists]       default both
 * @property {number} [deviceScaleFactor] default 3, a phone's
 * @property {string} [executablePath] default CHROMIUM_PATH or /usr/bin/chromium
 * @property {{ token: string, newsId: number }} [prepared] lists already made on this server
 * @property {(msg: string) => void} [log]
 */

/**
 * Measures scrolling through each long list. The app server must run in demo or test mode (it
 * uses the /dev routes, which answer loopback clients only).
 * @param {string} origin  e.g. http://127.0.0.1:41234
 * @param {ScrollBenchOptions} [options]
 * @returns {Promise<{ settings: Record<string, unknown>, lists: ListResult[] }>}
 */
export async function scrollBench(origin, options = {}) {
  const {
    rows = 1000,
    cpuRate = 4,
    speed = 1500,
    lists = /** @type {ListId[]} */ (Object.keys(LISTS)),
    deviceScaleFactor = 3,
    executablePath = chromiumPath(),
    log = () => {},
  } = options;
  const prepared = options.prepared ?? (await prepareLongLists(origin, { rows, log }));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    /** @type {ListResult[]} */
    const results = [];
    for (const id of lists) {
      const route = id === 'ledger' ? '/my-integralLIst' : `/text-detail/${prepared.newsId}`;
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      try {
        await context.addInitScript((token) => localStorage.setItem('token', token), prepared.token);
        const page = await context.newPage();
        log(`${id}: scrolling through ${rows} rows, twice`);
        const passes = await measureList(page, { id, route: `${origin}/shqcb/#${route}`, rows, cpuRate, speed });
        for (const result of passes) log(`${id} (${result.pass} read): ${result.frames} frames, ${result.pctWithin16_7ms} % within ${FRAME_BUDGET_MS} ms, longest ${result.longestFrameMs} ms`);
        results.push(...passes);
      } finally {
        await context.close();
      }
    }
    return {
      settings: {
        rows,
        cpuRate,
        speedPxPerS: speed,
        viewport: '375x812',
        deviceScaleFactor,
        frameBudgetMs: FRAME_BUDGET_MS,
        jitterMs: JITTER_MS,
        targetPct: TARGET_PCT,
        method:
          'from the list top to 没有更多了 by window.scrollTo once per animation frame at a steady speed, twice: the first read (pages load as the reader reaches the end of the loaded ones, waiting there) and again (all loaded); CPU slowed by CDP Emulation.setCPUThrottlingRate for both; frame time = delta between requestAnimationFrame timestamps; layout shifts summed from layout-shift entries',
      },
      lists: results,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Runs in the page: scrolls the window down by `speed` px a second, once per animation frame, from
 * where it is until the list's footer says 没有更多了 and the end of the page is reached (a list still
 * loading makes the reader wait at its end, as a reader would), recording the time between frames
 * and the layout shifts. Stops after `limitMs` whatever happened.
 * @param {{ speed: number, listSelector: string, limitMs: number }} options
 * @returns {Promise<{ deltas: number[], scrolledPx: number, durationMs: number, layoutShift: number, rowsInDom: number, ended: boolean }>}
 */
function scrollToEnd({ speed, listSelector, limitMs }) {
  return new Promise((resolve) => {
    let shift = 0;
    const observer = new PerformanceObserver((entries) => {
      for (const entry of /** @type {any[]} */ (entries.getEntries())) if (!entry.hadRecentInput) shift += entry.value;
    });
    observer.observe({ type: 'layout-shift' });
    /** @type {number[]} */
    const deltas = [];
    const startY = window.scrollY;
    let y = startY;
    let last = 0;
    let started = 0;
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
    const ended = () => [...document.querySelectorAll('.shq-list-footer')].some((footer) => footer.textContent === '没有更多了');
    const finish = (/** @type {boolean} */ done) => {
      // Two more frames for what the last scroll brings in, then stop.
      requestAnimationFrame((a) => {
        deltas.push(a - last);
        requestAnimationFrame((b) => {
          deltas.push(b - a);
          observer.disconnect();
          const rowsInDom = document.querySelectorAll(`${listSelector} > li`).length;
          resolve({ deltas, scrolledPx: window.scrollY - startY, durationMs: b - started, layoutShift: shift, rowsInDom, ended: done });
        });
      });
    };
    const step = (/** @type {number} */ now) => {
      const dt = now - last;
      last = now;
      deltas.push(dt);
      y = Math.min(bottom(), y + (speed * dt) / 1000);
      window.scrollTo(0, y);
      if (y >= bottom() - 1 && ended()) return finish(true);
      if (now - started > limitMs) return finish(false);
      requestAnimationFrame(step);
    };
    requestAnimationFrame((now) => {
      last = started = now;
      requestAnimationFrame(step);
    });
  });
}

/**
 * @param {import('playwright-core').Page} page
 * @param {{ id: ListId, route: string, rows: number, cpuRate: number, speed: number }} options
 * @returns {Promise<ListResult[]>} the first read and the re-read
 */
async function measureList(page, { id, route, rows, cpuRate, speed }) {
  const { label, list } = LISTS[id];
  const cdp = await page.context().newCDPSession(page);
  const throttled = async (/** @type {() => Promise<any>} */ work) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    try {
      return await work();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    }
  };
  const limitMs = 600_000;
  const run = (/** @type {'first' | 'again'} */ pass) =>
    throttled(() => page.evaluate(scrollToEnd, { speed, listSelector: list, limitMs })).then((result) => {
      const { deltas, scrolledPx, durationMs, layoutShift, rowsInDom, ended } = /** @type {Awaited<ReturnType<typeof scrollToEnd>>} */ (result);
      if (!ended) throw new Error(`${id} (${pass} read): 没有更多了 was not reached within ${limitMs / 1000} s`);
      return {
        id,
        label,
        pass,
        route: new URL(route).hash,
        rows,
        ...frameStats(deltas),
        rowsInDom,
        scrolledPx: Math.round(scrolledPx),
        durationMs: Math.round(durationMs),
        layoutShift: Math.round(layoutShift * 10_000) / 10_000,
      };
    });

  await page.goto(route);
  const ul = page.locator(list);
  await ul.locator(':scope > li').first().waitFor({ timeout: 30_000 });
  // The first read: from the top of the list, the pages loading as the reader reaches them.
  const listTop = () => ul.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), await listTop());
  await page.waitForTimeout(1000);
  const first = await run('first');
  // Read again: every page loaded, from the top of the list to the end.
  await page.evaluate((y) => window.scrollTo(0, y), await listTop());
  await page.waitForTimeout(1000);
  const again = await run('again');
  return [first, again];
}

/**
 * The text table of one or more runs, each list against the 95 % target.
 * @param {Array<{ name: string, result: { settings: Record<string, unknown>, lists: ListResult[] } }>} runs
 *   e.g. [{ name: 'before', result }, { name: 'after', result }]
 * @returns {string[]}
 */
export function formatScrollBench(runs) {
  const first = runs[0]?.result.settings;
  const lines = [
    `Long lists: ${first?.rows ?? '?'} rows, CPU ${first?.cpuRate ?? '?'}× slower, ${first?.speedPxPerS ?? '?'} px/s, ${first?.viewport ?? ''} @${first?.deviceScaleFactor ?? '?'}x; target ≥ ${TARGET_PCT} % of frames ≤ ${FRAME_BUDGET_MS} ms`,
  ];
  /** @type {string[][]} */
  const table = [['list', 'read', ...(runs.length > 1 ? ['build'] : []), 'frames', `≤ ${FRAME_BUDGET_MS} ms`, 'p95 ms', 'median', 'longest', 'rows in DOM', 'shift', '']];
  // Each list's passes together, the builds side by side.
  const order = (/** @type {ListResult} */ list) => `${Object.keys(LISTS).indexOf(list.id)}:${list.pass === 'first' ? 0 : 1}`;
  const lines2 = runs.flatMap(({ name, result }) => result.lists.map((list) => ({ name, list })));
  lines2.sort((a, b) => order(a.list).localeCompare(order(b.list)));
  for (const { name, list } of lines2) {
    const ok = list.pctWithin16_7ms >= TARGET_PCT;
    table.push([
      list.label,
      list.pass === 'first' ? 'first (paging)' : 'again (loaded)',
      ...(runs.length > 1 ? [name] : []),
      String(list.frames),
      `${list.pctWithin16_7ms.toFixed(1)} %`,
      list.p95FrameMs.toFixed(1),
      list.medianFrameMs.toFixed(1),
      list.longestFrameMs.toFixed(1),
      String(list.rowsInDom),
      list.layoutShift.toFixed(3),
      `${ok ? 'meets' : 'misses'} ${TARGET_PCT} %`,
    ]);
  }
  lines.push(...columns(table, runs.length > 1 ? 'lll' : 'll').map((line) => `  ${line}`));
  return lines;
}
