import assert from 'node:assert/strict';
import { test } from 'node:test';
import { combineRounds, formatServerBench, SERVER_TARGETS } from './server-bench.mjs';

const round = (rps, p99, extra = {}) => ({ rps, p50: 1, p97_5: p99 / 2, p99, requests: rps * 10, errors: 0, unexpected: 0, ...extra });

test('rounds combine as the mean rate and the worst latencies', () => {
  const combined = combineRounds([round(1000, 8), round(3000, 12, { errors: 2 })]);
  assert.equal(combined.rps, 2000);
  assert.equal(combined.p99, 12);
  assert.equal(combined.p97_5, 6);
  assert.equal(combined.requests, 40_000);
  assert.equal(combined.errors, 2);
  assert.deepEqual(combineRounds([]), { rps: 0, p50: 0, p97_5: 0, p99: 0, requests: 0, errors: 0, unexpected: 0 });
});

test('the table shows the figures against the targets and warns of failed requests', () => {
  const result = {
    options: { duration: 10, connections: 10, pipelining: 1, warmup: 3, rounds: 2, path: '/api/front/news/index', headers: { 'accept-encoding': 'gzip, br' } },
    hello: combineRounds([round(10_000, 5)]),
    newsIndex: combineRounds([round(2_500, 25)]),
    newsIndex304: combineRounds([round(3_000, 9, { unexpected: 4 })]),
    ratio: 0.25,
    met: { ratio: false, p99: false },
    answer: { contentEncoding: 'br', bytes: 729, etag: '"x-br"', cacheControl: 'no-cache' },
    loadavg: { before: [1, 1, 1], after: [2, 2, 2] },
  };
  const table = formatServerBench(result);
  assert.match(table, /bare Hono hello\s+10,000/);
  assert.match(table, /news\/index \(200\)\s+2,500 .* 25 ms {2}p99 ≤ 20 ms: MISSED/);
  assert.match(table, /news\/index \(304\)\s+3,000/);
  assert.match(table, new RegExp(`0\\.25× .*≥ ${SERVER_TARGETS.ratio}×: MISSED`));
  assert.match(table, /729 B br, no-cache/);
  assert.match(table, /warning: news\/index 304: 0 errors, 4 unexpected statuses/);
  const met = formatServerBench({ ...result, ratio: 0.4, met: { ratio: true, p99: true }, newsIndex304: combineRounds([]) });
  assert.match(met, /≥ 0\.3×: met/);
  assert.doesNotMatch(met, /\(304\)/);
});
