import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatRatio, median, ratio } from './stats.mjs';

test('median of odd and even counts, ignoring failed runs', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 7, undefined, Number.NaN]), 7);
  assert.equal(median([]), null);
});

test('ratio against the bare page', () => {
  assert.equal(ratio(262, 200), 1.31);
  assert.equal(ratio(0, 0), 1);
  assert.equal(ratio(30, 0), null);
  assert.equal(ratio(null, 3), null);
  assert.equal(formatRatio(1.3125), '1.31×');
  assert.equal(formatRatio(null), '—');
});
