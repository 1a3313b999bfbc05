// Small numeric helpers of the bench: medians over repeated runs and ratios against the bare page.

/**
 * Median of the finite values; null when there are none. Failed runs arrive as null and are left
 * out rather than counted as zero, which would drag the median down.
 * @param {ReadonlyArray<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 === 1 ? /** @type {number} */ (xs[mid]) : (/** @type {number} */ (xs[mid - 1]) + /** @type {number} */ (xs[mid])) / 2;
}

/**
 * value / baseline. Both zero (TBT and CLS of a fast page often are) counts as equal, 1; a zero
 * baseline under a non-zero value has no finite ratio and gives null, as does a missing figure.
 * @param {number | null} value
 * @param {number | null} baseline
 * @returns {number | null}
 */
export function ratio(value, baseline) {
  if (value === null || baseline === null) return null;
  if (baseline === 0) return value === 0 ? 1 : null;
  return value / baseline;
}

/**
 * "1.31×", or "—" when there is no ratio.
 * @param {number | null} r
 * @returns {string}
 */
export function formatRatio(r) {
  return r === null ? '—' : `${r.toFixed(2)}×`;
}
