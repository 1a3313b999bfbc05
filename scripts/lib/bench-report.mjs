// Turns bench results into the compact text tables `pnpm bench` prints. Pure: data in, lines out.
import { formatKb } from './bundle-size.mjs';
import { formatRatio, ratio } from './stats.mjs';

/**
 * Lays out rows as columns. `align` has one letter a column, "l" or "r"; by default the first
 * column is left-aligned (labels) and the rest right-aligned (figures).
 * @param {ReadonlyArray<ReadonlyArray<string>>} rows
 * @param {string} [align]
 * @returns {string[]}
 */
export function columns(rows, align = 'l') {
  /** @type {number[]} */
  const widths = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => ((align[i] ?? 'r') === 'l' ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('   ')
      .trimEnd(),
  );
}

/**
 * @typedef {object} BytesResult
 * @property {{ total: number, budget: number, chunks: Array<{ file: string, key: string, gzip: number, role: string }> } | null} home
 * @property {{ gzip: number, transfer: number, count: number } | null} observed
 * @property {number | null} bare
 * @property {number | null} [floor] the bare page plus React Router and TanStack Query (bench/floor)
 * @property {Array<{ name: string, file: string, gzip: number, adds: number }>} lazy
 * @property {string | null} note
 */

/**
 * @param {BytesResult} bytes
 * @returns {string[]}
 */
export function formatBytes(bytes) {
  /** @type {string[][]} */
  const rows = [['JS (gzip -9)', 'bytes', '']];
  if (bytes.home) {
    const { total, budget } = bytes.home;
    const verdict = total <= budget ? `${Math.round((100 * total) / budget)}% used` : `OVER by ${formatKb(total - budget)}`;
    rows.push(['home initial', formatKb(total), `budget ${formatKb(budget)}, ${verdict}`]);
    for (const c of [...bytes.home.chunks].sort((a, b) => b.gzip - a.gzip)) rows.push([`  ${c.file}`, formatKb(c.gzip), c.role]);
  }
  if (bytes.observed) {
    rows.push([
      'home initial, seen by a browser',
      formatKb(bytes.observed.gzip),
      `${bytes.observed.count} scripts, ${formatKb(bytes.observed.transfer)} as served`,
    ]);
  }
  if (bytes.bare !== null) rows.push(['bare React page', formatKb(bytes.bare), '']);
  if (bytes.floor != null) {
    const over = (/** @type {number} */ base) => `+${formatKb(bytes.floor - base)}`;
    const notes = [bytes.bare !== null ? `${over(bytes.bare)} over bare` : '', bytes.home ? `home's own code ${formatKb(bytes.home.total - bytes.floor)} on top` : ''];
    rows.push(['router + query, no app code', formatKb(bytes.floor), notes.filter(Boolean).join('; ')]);
  }
  if (bytes.lazy.length > 0) {
    rows.push(['lazy chunks', 'own', 'adds after home']);
    for (const c of bytes.lazy) rows.push([`  ${c.name}  ${c.file}`, formatKb(c.gzip), `+${formatKb(c.adds)}`]);
  }
  const lines = columns(rows, 'lrl');
  if (bytes.note) lines.push(bytes.note);
  return lines;
}

/**
 * @typedef {object} PageResult
 * @property {string} id
 * @property {string} label
 * @property {string} url
 * @property {Record<import('./lighthouse-run.mjs').MetricKey, number | null> & { tbtCpu?: number | null }} median
 * @property {number} okRuns
 * @property {number} runs
 * @property {ReadonlyArray<{ lcp: number | null }>} [all] every run, for the spread line
 */

/** Rows of the Lighthouse table: how each figure is shown. */
export const METRIC_ROWS = /** @type {const} */ ([
  { key: 'lcp', label: 'LCP', format: (/** @type {number} */ v) => `${Math.round(v)} ms` },
  { key: 'fcp', label: 'FCP', format: (/** @type {number} */ v) => `${Math.round(v)} ms` },
  { key: 'tbt', label: 'TBT', format: (/** @type {number} */ v) => `${Math.round(v)} ms` },
  // The same tasks by their CPU time (trace-cpu.mjs): TBT when no task waits for a core.
  { key: 'tbtCpu', label: 'TBT by CPU', format: (/** @type {number} */ v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', format: (/** @type {number} */ v) => v.toFixed(3) },
  { key: 'score', label: 'score', format: (/** @type {number} */ v) => String(Math.round(v * 100)) },
]);

/**
 * Every figure of every page as a ratio against the baseline page.
 * @param {readonly PageResult[]} pages
 * @param {string} baselineId
 * @returns {Record<string, Record<string, number | null>>} page id → metric → ratio
 */
export function ratiosAgainst(pages, baselineId) {
  const base = pages.find((p) => p.id === baselineId);
  if (!base) throw new Error(`no page "${baselineId}" to compare with`);
  return Object.fromEntries(
    pages
      .filter((p) => p.id !== baselineId)
      .map((p) => [p.id, Object.fromEntries(METRIC_ROWS.map(({ key }) => [key, ratio(p.median[key] ?? null, base.median[key] ?? null)]))]),
  );
}

/**
 * @param {readonly PageResult[]} pages baseline included
 * @param {string} baselineId
 * @param {number} runs
 * @returns {string[]}
 */
export function formatLighthouse(pages, baselineId, runs) {
  const base = /** @type {PageResult} */ (pages.find((p) => p.id === baselineId));
  const others = pages.filter((p) => p.id !== baselineId);
  const ratios = ratiosAgainst(pages, baselineId);
  /** @type {string[][]} */
  const rows = [
    [
      `Lighthouse mobile, median of ${runs}`,
      ...others.map((p) => p.label),
      base.label,
      ...others.map((p) => `${p.label}/${base.label}`),
    ],
  ];
  let differences = false;
  for (const { key, label, format } of METRIC_ROWS) {
    const show = (/** @type {number | null | undefined} */ v) => (v === null || v === undefined ? 'n/a' : format(v));
    /** A zero baseline (TBT, CLS) has no ratio: the difference says more than a dash. */
    const against = (/** @type {PageResult} */ p) => {
      const r = ratios[p.id]?.[key] ?? null;
      const v = p.median[key] ?? null;
      if (r === null && v !== null && base.median[key] === 0) {
        differences = true;
        return `+${format(v)}`;
      }
      return formatRatio(r);
    };
    rows.push([label, ...others.map((p) => show(p.median[key])), show(base.median[key]), ...others.map(against)]);
  }
  const lines = columns(rows);
  // The spread says how far apart runs of one page land on this machine: ratios closer to 1 than
  // that are noise, not a difference.
  const spreads = pages.flatMap((p) => {
    const xs = (p.all ?? []).map((r) => r.lcp).filter((v) => typeof v === 'number');
    const mid = p.median.lcp;
    return xs.length > 1 && mid ? [`${p.label} ${Math.round((100 * (Math.max(...xs) - Math.min(...xs))) / mid)}%`] : [];
  });
  if (spreads.length > 0) lines.push(`LCP spread across runs, (max - min) / median: ${spreads.join(', ')}`);
  const short = pages.filter((p) => p.okRuns < p.runs);
  for (const p of short) lines.push(`! ${p.label}: only ${p.okRuns} of ${p.runs} runs gave figures (see the JSON for errors)`);
  if (differences) lines.push('+x: the bare page scored 0 there, so the difference is shown instead of a ratio.');
  return lines;
}

/**
 * The targets of issue 16 for each page measured with Lighthouse (the bare page excepted): LCP at
 * most 1.0× the bare page's, a median score of 100 and no run below 98, TBT at most 50 ms and CLS
 * at most 0.01.
 */
export const PAGE_TARGETS = /** @type {const} */ ({ lcpRatio: 1.0, medianScore: 100, lowestScore: 98, tbtMs: 50, cls: 0.01 });

/**
 * One row per page against the targets: LCP (and its ratio to the bare page), FCP ratio, TBT, CLS,
 * median and lowest score, then ✔ or what missed. The element Lighthouse took for the largest
 * paint of the median run follows in a note per page.
 * @param {readonly (PageResult & { all?: ReadonlyArray<{ score: number | null, lcp: number | null, lcpElement?: string | null }> })[]} pages
 * @param {string} baselineId
 * @returns {string[]}
 */
export function formatTargets(pages, baselineId) {
  const base = pages.find((p) => p.id === baselineId);
  if (!base) throw new Error(`no page "${baselineId}" to compare with`);
  const ms = (/** @type {number | null} */ v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
  const score = (/** @type {number | null} */ v) => (v === null ? 'n/a' : String(Math.round(v * 100)));
  /** @type {string[][]} */
  const rows = [['page', 'LCP', 'LCP/bare', 'FCP/bare', 'TBT', 'CLS', 'score', 'lowest', 'targets']];
  /** @type {string[]} */
  const notes = [];
  for (const p of pages) {
    const scores = (p.all ?? []).map((r) => r.score).filter((v) => typeof v === 'number');
    const lowest = scores.length > 0 ? Math.min(...scores) : null;
    const lcpRatio = ratio(p.median.lcp, base.median.lcp);
    const misses = [];
    if (p.id !== baselineId) {
      if (lcpRatio === null || lcpRatio > PAGE_TARGETS.lcpRatio) misses.push('LCP');
      if (p.median.score === null || Math.round(p.median.score * 100) < PAGE_TARGETS.medianScore) misses.push('score');
      if (lowest === null || Math.round(lowest * 100) < PAGE_TARGETS.lowestScore) misses.push('lowest');
      if (p.median.tbt === null || p.median.tbt > PAGE_TARGETS.tbtMs) misses.push('TBT');
      if (p.median.cls === null || p.median.cls > PAGE_TARGETS.cls) misses.push('CLS');
    }
    rows.push([
      p.label,
      ms(p.median.lcp),
      p.id === baselineId ? '' : formatRatio(lcpRatio),
      p.id === baselineId ? '' : formatRatio(ratio(p.median.fcp, base.median.fcp)),
      ms(p.median.tbt),
      p.median.cls === null ? 'n/a' : p.median.cls.toFixed(3),
      score(p.median.score),
      score(lowest),
      p.id === baselineId ? 'baseline' : misses.length === 0 ? '✔' : `✘ ${misses.join(', ')}`,
    ]);
    // The run whose LCP is the median one says which element the figure is about.
    const runs = (p.all ?? []).filter((r) => typeof r.lcp === 'number');
    const mid = runs.toSorted((a, b) => /** @type {number} */ (a.lcp) - /** @type {number} */ (b.lcp))[Math.floor((runs.length - 1) / 2)];
    if (mid?.lcpElement) notes.push(`  ${p.label}: ${mid.lcpElement.replace(/\s+/g, ' ')}`);
  }
  const lines = columns(rows, 'lrrrrrrrl');
  lines.push(
    `targets: LCP ≤ ${PAGE_TARGETS.lcpRatio.toFixed(1)}× ${base.label}, median score ${PAGE_TARGETS.medianScore}, lowest ≥ ${PAGE_TARGETS.lowestScore}, TBT ≤ ${PAGE_TARGETS.tbtMs} ms, CLS ≤ ${PAGE_TARGETS.cls}`,
  );
  if (notes.length > 0) lines.push('largest paint (median run):', ...notes);
  return lines;
}
