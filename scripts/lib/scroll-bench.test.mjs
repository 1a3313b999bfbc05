import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FRAME_BUDGET_MS, JITTER_MS, TARGET_PCT, formatScrollBench, frameStats, percentile } from './scroll-bench.mjs';

test('percentile takes the nearest rank of unsorted values', () => {
  assert.equal(percentile([5, 1, 4, 2, 3], 50), 3);
  assert.equal(percentile([5, 1, 4, 2, 3], 95), 5);
  assert.equal(percentile([7], 95), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('frameStats counts frames within 16.7 ms plus the timer jitter, not dropped ones', () => {
  // 18 vsync-paced frames (jitter around 16.67 ms), one dropped (33.3 ms) and one long (120 ms).
  const deltas = [...Array.from({ length: 9 }, () => 16.6), ...Array.from({ length: 9 }, () => 16.8), 33.3, 120];
  const stats = frameStats(deltas);
  assert.equal(stats.frames, 20);
  assert.equal(stats.pctWithin16_7ms, 90);
  assert.equal(stats.longestFrameMs, 120);
  assert.equal(stats.medianFrameMs, 16.8);
  assert.equal(stats.p95FrameMs, 33.3);
  assert.equal(frameStats([FRAME_BUDGET_MS + JITTER_MS + 0.1]).pctWithin16_7ms, 0);
  assert.equal(frameStats([]).pctWithin16_7ms, 0);
});

test('formatScrollBench puts each list of each build against the 95 % target', () => {
  const settings = { rows: 1000, cpuRate: 4, speedPxPerS: 1500, viewport: '375x812', deviceScaleFactor: 3 };
  /** @param {number} pct @param {'first' | 'again'} [pass] */
  const list = (pct, pass = /** @type {const} */ ('again')) => ({
    id: /** @type {const} */ ('ledger'),
    label: '积分明细 (points ledger)',
    pass,
    route: '#/my-integralLIst',
    rows: 1000,
    frames: 2000,
    pctWithin16_7ms: pct,
    p95FrameMs: 16.7,
    medianFrameMs: 16.7,
    longestFrameMs: 50,
    rowsInDom: 30,
    scrolledPx: 84000,
    durationMs: 56000,
    layoutShift: 0,
  });
  const lines = formatScrollBench([
    { name: 'baseline', result: { settings, lists: [list(80.1, 'first'), list(93.4)] } },
    { name: 'this', result: { settings, lists: [list(96.5, 'first'), list(97.2)] } },
  ]);
  assert.match(lines[0] ?? '', /1000 rows, CPU 4× slower, 1500 px\/s, 375x812 @3x; target ≥ 95 % of frames ≤ 16\.7 ms/);
  const rows = lines.slice(2).map((line) => line.trim());
  // A list's two reads together, each with both builds.
  assert.deepEqual(
    rows.map((line) => line.split(/\s{3,}/).slice(1, 4)),
    [
      ['first (paging)', 'baseline', '2000'],
      ['first (paging)', 'this', '2000'],
      ['again (loaded)', 'baseline', '2000'],
      ['again (loaded)', 'this', '2000'],
    ],
  );
  assert.match(rows[0] ?? '', /80\.1 %.*misses 95 %/);
  assert.match(rows[1] ?? '', /96\.5 %.*meets 95 %/);
  assert.match(rows[3] ?? '', /97\.2 %.*meets 95 %/);
  assert.equal(TARGET_PCT, 95);
});
