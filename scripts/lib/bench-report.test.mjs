import assert from 'node:assert/strict';
import { test } from 'node:test';
import { columns, formatBytes, formatLighthouse, formatTargets, ratiosAgainst } from './bench-report.mjs';

const page = (id, median, okRuns = 5) => ({ id, label: id, url: `http://x/${id}`, median, okRuns, runs: 5 });
const pages = [
  page('home', { lcp: 2620, fcp: 1500, tbt: 30, tbtCpu: 4, cls: 0.02, score: 0.9 }),
  page('detail', { lcp: 2000, fcp: 1400, tbt: 0, cls: 0, score: 0.95 }, 4),
  { ...page('bare', { lcp: 2000, fcp: 1000, tbt: 0, cls: 0, score: 1 }), all: [{ lcp: 1900 }, { lcp: 2000 }, { lcp: 2100 }] },
];

test('columns pad to the widest cell', () => {
  assert.deepEqual(columns([['a', '1'], ['long', '100']]), ['a        1', 'long   100']);
  assert.deepEqual(columns([['a', '1', 'x'], ['long', '100', 'yy']], 'lrl'), ['a        1   x', 'long   100   yy']);
});

test('ratios against the bare page', () => {
  const r = ratiosAgainst(pages, 'bare');
  assert.equal(r.home?.lcp, 1.31);
  assert.equal(r.home?.tbt, null); // bare TBT 0, home 30: no finite ratio
  assert.equal(r.detail?.cls, 1); // both 0
  assert.equal(r.bare, undefined);
});

test('lighthouse table: pages, baseline, ratios, short runs flagged', () => {
  const lines = formatLighthouse(pages, 'bare', 5);
  assert.match(lines[0] ?? '', /median of 5 +home +detail +bare +home\/bare +detail\/bare/);
  assert.match(lines.find((l) => l.startsWith('LCP')) ?? '', /2620 ms +2000 ms +2000 ms +1\.31× +1\.00×/);
  assert.match(lines.find((l) => l.startsWith('score')) ?? '', /90 +95 +100 +0\.90× +0\.95×/);
  assert.ok(lines.some((l) => /detail: only 4 of 5 runs/.test(l)));
  assert.match(lines.find((l) => l.startsWith('TBT')) ?? '', /30 ms +0 ms +0 ms +\+30 ms +1\.00×/);
  assert.ok(lines.some((l) => l.startsWith('+x: the bare page scored 0')));
  // The same tasks by their CPU time; a page without the figure says so.
  assert.match(lines.find((l) => l.startsWith('TBT by CPU')) ?? '', /4 ms +n\/a +n\/a +— +—/);
  assert.ok(lines.includes('LCP spread across runs, (max - min) / median: bare 10%'));
});

test('bytes table: budget verdict, chunks, lazy chunks', () => {
  const lines = formatBytes({
    home: {
      total: 130_500,
      budget: 120_000,
      chunks: [
        { file: 'assets/index-A.js', key: 'index.html', gzip: 100_000, role: 'entry' },
        { file: 'assets/Home-B.js', key: 'Home.tsx', gzip: 30_500, role: 'home route' },
      ],
    },
    observed: { gzip: 130_600, transfer: 131_000, count: 2 },
    bare: 67_900,
    floor: 92_800,
    lazy: [{ name: 'TextDetail', file: 'assets/TextDetail-C.js', gzip: 4_000, adds: 6_000 }],
    note: null,
  });
  const text = lines.join('\n');
  assert.match(text, /home initial +130\.5 kB +budget 120\.0 kB, OVER by 10\.5 kB/);
  assert.match(text, /assets\/index-A\.js +100\.0 kB +entry/);
  assert.match(text, /seen by a browser +130\.6 kB +2 scripts, 131\.0 kB as served/);
  assert.match(text, /router \+ query, no app code +92\.8 kB +\+24\.9 kB over bare; home's own code 37\.7 kB on top/);
  assert.match(text, /TextDetail +assets\/TextDetail-C\.js +4\.0 kB +\+6\.0 kB/);
});

test('targets table: a row per page, what each missed, the largest paint of the median run', () => {
  const run = (lcp, score, lcpElement = null) => ({ lcp, score, lcpElement });
  const lines = formatTargets(
    [
      { ...page('home', { lcp: 900, fcp: 800, tbt: 20, cls: 0, score: 1 }), all: [run(880, 1, '<img a>'), run(900, 1, '<h2 b>'), run(950, 0.99, '<img c>')] },
      { ...page('video', { lcp: 1400, fcp: 1200, tbt: 60, cls: 0.02, score: 0.99 }), all: [run(1400, 0.97), run(1400, 0.99)] },
      { ...page('bare', { lcp: 1250, fcp: 1100, tbt: 0, cls: 0, score: 1 }), all: [run(1250, 1)] },
    ],
    'bare',
  );
  assert.match(lines[1] ?? '', /^home +900 ms +0\.72× +0\.73× +20 ms +0\.000 +100 +99 +✔$/);
  assert.match(lines[2] ?? '', /^video +1400 ms +1\.12× +1\.09× +60 ms +0\.020 +99 +97 +✘ LCP, score, lowest, TBT, CLS$/);
  assert.match(lines[3] ?? '', /^bare +1250 ms .* baseline$/);
  assert.ok(lines.includes('  home: <h2 b>'));
  assert.ok(lines.some((l) => l.startsWith('targets: LCP ≤ 1.0× bare, median score 100, lowest ≥ 98')));
});
