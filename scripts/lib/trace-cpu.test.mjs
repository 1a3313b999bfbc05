import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuBlockingTime, mainThreadOf } from './trace-cpu.mjs';

const meta = (pid, tid) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name: 'CrRendererMain' } });
const task = (ts, durMs, cpuMs, pid = 1, tid = 1) => ({ name: 'RunTask', ph: 'X', pid, tid, ts, dur: durMs * 1000, tdur: cpuMs * 1000 });
const fcp = (ts, pid = 1, tid = 1) => ({ name: 'firstContentfulPaint', ph: 'R', pid, tid, ts });

test('the page’s main thread is the renderer main thread with the most events', () => {
  const events = [meta(1, 1), meta(2, 7), task(1, 1, 1, 2, 7), task(2, 1, 1, 2, 7), task(3, 1, 1)];
  assert.equal(mainThreadOf(events), '2:7');
});

test('blocking time counts CPU time after the first paint, four times, beyond 50 ms', () => {
  const events = [
    meta(1, 1),
    task(0, 80, 40), // before the first paint: not counted
    fcp(1000),
    task(2000, 90, 20), // waited for a core: 4 × 20 = 80 → 30
    task(3000, 15, 12), // 48: not a long task
    task(4000, 40, 13), // 52 → 2
    task(5000, 5, 5, 2, 2), // another thread
  ];
  assert.equal(cpuBlockingTime(events), 32);
});

test('no figure without a first paint, CPU times or a trace', () => {
  assert.equal(cpuBlockingTime(undefined), null);
  assert.equal(cpuBlockingTime([meta(1, 1), task(2000, 90, 20)]), null);
  assert.equal(cpuBlockingTime([meta(1, 1), fcp(1000), { ...task(2000, 90, 20), tdur: undefined }]), null);
});
