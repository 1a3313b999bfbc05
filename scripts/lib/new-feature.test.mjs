import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pascalCase, planFeature, writeFeature } from './new-feature.mjs';

test('names become Pascal-case components', () => {
  assert.equal(pascalCase('order-write'), 'OrderWrite');
  assert.equal(pascalCase('mall'), 'Mall');
});

test('a feature gets exports, configs, the shared test setup, a route with screen and test, README and changeset', () => {
  const files = planFeature('subscription', { route: '/subscribe-index', title: '订阅', screen: 'subscribe-index' });
  assert.deepEqual(Object.keys(files).sort(), [
    '../../.changeset/subscription-first-release.md',
    'README.md',
    'eslint.config.js',
    'package.json',
    'src/index.ts',
    'src/routes.ts',
    'src/screens/subscribe-index/SubscribeIndexScreen.css',
    'src/screens/subscribe-index/SubscribeIndexScreen.test.tsx',
    'src/screens/subscribe-index/SubscribeIndexScreen.tsx',
    'src/test-setup.ts',
    'tsconfig.build.json',
    'tsconfig.json',
    'vitest.config.ts',
  ]);
  const pkg = JSON.parse(files['package.json']);
  assert.equal(pkg.name, '@shqcb/subscription');
  assert.equal(pkg.exports['./routes']['@shqcb/source'], './src/routes.ts');
  assert.ok(pkg.peerDependencies['@shqcb/api'] && pkg.peerDependencies['@shqcb/bridge'] && pkg.peerDependencies.react);
  assert.match(files['src/test-setup.ts'], /setupMockApi\(/);
  assert.match(files['src/routes.ts'], /path: '\/subscribe-index'/);
  assert.match(files['src/routes.ts'], /import\('\.\/screens\/subscribe-index\/SubscribeIndexScreen\.tsx'\)/);
  assert.match(files['eslint.config.js'], /kind: 'feature', name: 'subscription'/);
  assert.match(files['README.md'], /Peer dependencies/);
  assert.match(files['../../.changeset/subscription-first-release.md'], /'@shqcb\/subscription': minor/);
});

test('bad names and routes are refused before anything is written', () => {
  assert.throws(() => planFeature('Mall'), /kebab-case/);
  assert.throws(() => planFeature('../x'), /kebab-case/);
  assert.throws(() => planFeature('mall', { route: 'mall' }), /route/);
});

test('writing adds the package and its lint boundary, and never overwrites', () => {
  const root = mkdtempSync(join(tmpdir(), 'shqcb-new-feature-'));
  cpSync(new URL('../../tooling/eslint-config/index.js', import.meta.url), join(root, 'tooling/eslint-config/index.js'), { recursive: true });
  const written = writeFeature(root, 'coupon', { title: '优惠券' });
  assert.ok(written.includes('.changeset/coupon-first-release.md'));
  assert.ok(existsSync(join(root, 'packages/coupon/src/screens/coupon/CouponScreen.tsx')));
  assert.match(readFileSync(join(root, 'tooling/eslint-config/index.js'), 'utf8'), /const FEATURES = \[[^\]]*'coupon'\]/);
  assert.throws(() => writeFeature(root, 'coupon'), /exists already/);
});
