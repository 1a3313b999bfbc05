// Runs every check of the project in the order a failure is cheapest to find: lint and types, unit
// and server tests, the build, then end-to-end tests in Chromium. Prints each runner's own output and
// a closing summary line per suite plus a total, in the form "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const onlyUnit = process.argv.includes('--unit');
const steps = [];

function run(name, command, args, env = {}) {
  console.log(`\n\u001b[1m▶ ${name}\u001b[0m  (${command} ${args.join(' ')})`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: result.status === 0, seconds });
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  return result.status === 0;
}

function vitestCounts() {
  const suites = [];
  for (const base of ['apps', 'packages']) {
    for (const dir of readdirSync(join(root, base))) {
      const file = join(root, base, dir, 'test-results', 'vitest.json');
      if (!existsSync(file)) continue;
      const r = JSON.parse(readFileSync(file, 'utf8'));
      const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
      suites.push({ name: `${base}/${dir}`, passed: r.numPassedTests, failed: r.numFailedTests, skipped });
    }
  }
  return suites;
}

function toolingCounts() {
  const file = join(root, 'test-results', 'tooling.tap');
  if (!existsSync(file)) return null;
  const tap = readFileSync(file, 'utf8');
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { name: 'scripts/lib', passed: count('pass'), failed: count('fail'), skipped: count('skipped') + count('todo') };
}

function playwrightCounts() {
  const file = join(root, 'e2e', 'test-results', 'report.json');
  if (!existsSync(file)) return null;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return { name: 'e2e', passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

// Stale reports from an earlier run must not be counted.
for (const base of ['apps', 'packages']) {
  for (const dir of readdirSync(join(root, base))) rmSync(join(root, base, dir, 'test-results'), { recursive: true, force: true });
}
rmSync(join(root, 'e2e', 'test-results'), { recursive: true, force: true });
rmSync(join(root, 'test-results'), { recursive: true, force: true });
mkdirSync(join(root, 'test-results'), { recursive: true });

const turbo = ['exec', 'turbo', 'run', '--concurrency=2'];
let ok = run('lint and type-check', 'pnpm', [...turbo, 'lint', 'typecheck']);
ok = run('unit and server tests', 'pnpm', [...turbo, 'test', '--force']) && ok;
ok = run('tooling tests', 'node', [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  '--test-reporter-destination=test-results/tooling.tap',
  'scripts/lib/*.test.mjs',
]) && ok;
if (!onlyUnit) {
  ok = run('build', 'pnpm', [...turbo, 'build']) && ok;
  ok = run('publish checks (publint, attw)', 'pnpm', [...turbo, 'publint', '--output-logs=errors-only']) && ok;
  ok = run('end-to-end tests', 'pnpm', ['--filter', '@shqcb/e2e', 'e2e']) && ok;
}

const suites = [...vitestCounts()];
const tooling = toolingCounts();
if (tooling) suites.push(tooling);
const e2e = playwrightCounts();
if (e2e) suites.push(e2e);
console.log('\n\u001b[1mSummary\u001b[0m');
for (const s of steps) console.log(`  ${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds} s)`);
const total = { passed: 0, failed: 0, skipped: 0 };
for (const s of suites) {
  console.log(`  ${s.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
  total.passed += s.passed;
  total.failed += s.failed;
  total.skipped += s.skipped;
}
if (!ok && total.failed === 0) total.failed = steps.filter((s) => !s.ok).length;
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
