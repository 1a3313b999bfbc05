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
 * @property {Record<import('./lighthouse-run.mjs').MetricKey, number | null>} median
 * @property {number} okRuns
 * @property {number} runs
 * @property {ReadonlyArray<{ lcp: number | null }>} [all] every run, for the spread line
 */

/** Rows of the Lighthouse table: how each figure is shown. */
export const METRIC_ROWS = /** @type {const} */ ([
  { key: 'lcp', label: 'LCP', format: (/** @type {number} */ v) => `${Math.round(v)} ms` },
  { key: 'fcp', label: 'FCP', format: (/** @type {number} */ v) => `${Math.round(v)} ms` },
  { key: 'tbt', label: 'TBT', format: (/** @type {number} */ v) => `${Math.round(v)} ms` },
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
      .map((p) => [p.id, Object.fromEntries(METRIC_ROWS.map(({ key }) => [key, ratio(p.median[key], base.median[key])]))]),
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
    const show = (/** @type {number | null} */ v) => (v === null ? 'n/a' : format(v));
    /** A zero baseline (TBT, CLS) has no ratio: the difference says more than a dash. */
    const against = (/** @type {PageResult} */ p) => {
      const r = ratios[p.id]?.[key] ?? null;
      const v = p.median[key];
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
