// Run with: node --test scripts/lib/*.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  DEFAULT_HOME_ROUTE_PATTERN,
  findEntryKey,
  findRouteKeys,
  formatChunkList,
  formatKb,
  gzipSize,
  homeInitialReport,
  initialChunksFor,
  lazyChunksReport,
  parsePattern,
  readManifest,
} from './bundle-size.mjs';

/**
 * Shaped like a real Vite 8 manifest of the reader: lazy route chunks import the entry back, a
 * shared chunk has no src, and one lazy part lives inside the home folder.
 * @type {import('./bundle-size.mjs').Manifest}
 */
const manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-B.js'],
    dynamicImports: ['../../packages/news/src/screens/home/HomeScreen.tsx', '../../packages/news/src/screens/detail/TextDetail.tsx'],
    css: ['assets/index-A.css'],
  },
  '_vendor-B.js': { file: 'assets/vendor-B.js', name: 'vendor' },
  '_format-C.js': { file: 'assets/format-C.js', name: 'format', imports: ['_vendor-B.js'] },
  '_swiper-D.js': { file: 'assets/swiper-D.js', name: 'swiper' },
  '../../packages/news/src/screens/home/HomeScreen.tsx': {
    file: 'assets/HomeScreen-E.js',
    name: 'HomeScreen',
    src: '../../packages/news/src/screens/home/HomeScreen.tsx',
    isDynamicEntry: true,
    imports: ['_format-C.js', '_swiper-D.js', 'index.html'],
    dynamicImports: ['../../packages/news/src/screens/home/ShareSheet.tsx'],
  },
  '../../packages/news/src/screens/home/ShareSheet.tsx': {
    file: 'assets/ShareSheet-F.js',
    name: 'ShareSheet',
    src: '../../packages/news/src/screens/home/ShareSheet.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  '../../packages/news/src/screens/detail/TextDetail.tsx': {
    file: 'assets/TextDetail-G.js',
    name: 'TextDetail',
    src: '../../packages/news/src/screens/detail/TextDetail.tsx',
    isDynamicEntry: true,
    imports: ['_format-C.js', 'index.html'],
  },
  'logo.png': { file: 'assets/logo-H.png', src: 'logo.png' },
};

describe('initialChunksFor', () => {
  test('walks static imports from the entry only', () => {
    assert.deepEqual(initialChunksFor(manifest, 'index.html'), ['index.html', '_vendor-B.js']);
  });

  test('adds the static graph of the given dynamic entries, deduplicated, without following their dynamic imports', () => {
    const keys = initialChunksFor(manifest, 'index.html', ['../../packages/news/src/screens/home/HomeScreen.tsx']);
    assert.deepEqual(keys, [
      'index.html',
      '../../packages/news/src/screens/home/HomeScreen.tsx',
      '_vendor-B.js',
      '_format-C.js',
      '_swiper-D.js',
    ]);
  });

  test('survives import cycles and repeated keys', () => {
    const cyclic = { a: { file: 'a.js', isEntry: true, imports: ['b'] }, b: { file: 'b.js', imports: ['a', 'b'] } };
    assert.deepEqual(initialChunksFor(cyclic, 'a', ['b', 'a']), ['a', 'b']);
  });

  test('names a dangling key', () => {
    assert.throws(() => initialChunksFor({ a: { file: 'a.js', imports: ['gone'] } }, 'a'), /no chunk "gone"/);
  });
});

describe('findEntryKey', () => {
  test('prefers index.html', () => assert.equal(findEntryKey(manifest), 'index.html'));
  test('falls back to the single isEntry chunk', () => {
    assert.equal(findEntryKey({ 'main.tsx': { file: 'm.js', isEntry: true }, x: { file: 'x.js' } }), 'main.tsx');
  });
  test('refuses to guess among several', () => {
    assert.throws(() => findEntryKey({ a: { file: 'a.js', isEntry: true }, b: { file: 'b.js', isEntry: true } }), /2 chunks/);
  });
});

describe('findRouteKeys', () => {
  test('the default pattern finds the home screen, not its own lazy parts', () => {
    assert.deepEqual(findRouteKeys(manifest, DEFAULT_HOME_ROUTE_PATTERN, 'index.html'), [
      '../../packages/news/src/screens/home/HomeScreen.tsx',
    ]);
  });

  test('without an entry, every lazy match counts', () => {
    assert.equal(findRouteKeys(manifest, DEFAULT_HOME_ROUTE_PATTERN).length, 2);
  });

  test('matches by name when the source path is elsewhere', () => {
    const m = {
      'index.html': { file: 'i.js', isEntry: true, dynamicImports: ['src/routes/Index.tsx'] },
      'src/routes/Index.tsx': { file: 'h.js', name: 'HomeScreen', src: 'src/routes/Index.tsx', isDynamicEntry: true },
    };
    assert.deepEqual(findRouteKeys(m, DEFAULT_HOME_ROUTE_PATTERN, 'index.html'), ['src/routes/Index.tsx']);
  });

  test('matches compiled package output too', () => {
    assert.ok(DEFAULT_HOME_ROUTE_PATTERN.test('../../packages/news/dist/screens/home/index.js'));
    assert.ok(!DEFAULT_HOME_ROUTE_PATTERN.test('../../packages/news/src/screens/detail/TextDetail.tsx'));
  });
});

describe('parsePattern', () => {
  test('default, none, literal and plain source', () => {
    assert.equal(parsePattern(undefined), DEFAULT_HOME_ROUTE_PATTERN);
    assert.equal(parsePattern(''), DEFAULT_HOME_ROUTE_PATTERN);
    assert.equal(parsePattern('none'), null);
    assert.deepEqual(parsePattern('/home/i'), /home/i);
    assert.deepEqual(parsePattern('screens/index'), /screens\/index/);
  });
});

describe('formatKb and gzipSize', () => {
  test('formats in kB of 1000 bytes', () => {
    assert.equal(formatKb(85_213), '85.2 kB');
    assert.equal(formatKb(120_000), '120.0 kB');
    assert.equal(formatKb(0), '0.0 kB');
  });

  test('gzipSize is gzip level 9, from bytes or a file', () => {
    const bytes = Buffer.from('const x = 1;\n'.repeat(500));
    assert.equal(gzipSize(bytes), gzipSync(bytes, { level: 9 }).length);
    assert.ok(gzipSize(bytes) < bytes.length / 10);
  });
});

describe('reading a dist folder', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-size-test-'));
  after(() => rmSync(dist, { recursive: true, force: true }));

  /** Writes `n` bytes of poorly compressible JS so sizes differ per chunk. */
  const writeJs = (file, n) => {
    let s = '';
    for (let i = 0; s.length < n; i++) s += `v${(i * 2654435761) % 1e9}=${i};`;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, file), s.slice(0, n));
  };

  test('a missing folder and a missing manifest say what to do', () => {
    assert.throws(() => readManifest(join(dist, 'nope')), /does not exist: build the reader first/);
    assert.throws(() => readManifest(dist), /manifest\.json is missing: .*build\.manifest: true/);
  });

  test('home report sums the entry graph and the home route graph', () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    const sizes = { 'assets/index-A.js': 4000, 'assets/vendor-B.js': 20000, 'assets/format-C.js': 1500, 'assets/swiper-D.js': 6000 };
    for (const [file, n] of Object.entries(sizes)) writeJs(file, n);
    writeJs('assets/HomeScreen-E.js', 3000);
    writeJs('assets/ShareSheet-F.js', 900);
    writeJs('assets/TextDetail-G.js', 2500);

    const report = homeInitialReport(dist);
    assert.deepEqual(report.routeKeys, ['../../packages/news/src/screens/home/HomeScreen.tsx']);
    assert.deepEqual(
      report.chunks.map((c) => c.file).sort(),
      ['assets/HomeScreen-E.js', 'assets/format-C.js', 'assets/index-A.js', 'assets/swiper-D.js', 'assets/vendor-B.js'],
    );
    assert.equal(report.total, report.chunks.reduce((s, c) => s + gzipSize(join(dist, c.file)), 0));

    const list = formatChunkList(report.chunks);
    assert.match(list, /assets\/vendor-B\.js .* kB/);
    assert.match(list, /total/);
  });

  test('pattern none counts the entry graph only; an unmatched pattern lists the lazy chunks', () => {
    assert.deepEqual(homeInitialReport(dist, { pattern: 'none' }).chunks.map((c) => c.key), ['index.html', '_vendor-B.js']);
    assert.throws(() => homeInitialReport(dist, { pattern: /NoSuchScreen/ }), (err) => {
      assert.match(String(err), /no lazily loaded chunk matches/);
      assert.match(String(err), /TextDetail\.tsx \(TextDetail\)/);
      return true;
    });
  });

  test('lazy report: what each lazy chunk adds after the home route', () => {
    const report = homeInitialReport(dist);
    const lazy = lazyChunksReport(dist, readManifest(dist), report.chunks.map((c) => c.key));
    const byName = Object.fromEntries(lazy.map((c) => [c.name, c]));
    assert.equal(byName.HomeScreen?.adds, 0);
    // The detail screen shares format-C with the home route, so only its own file is added.
    assert.equal(byName.TextDetail?.adds, byName.TextDetail?.gzip);
  });

  test('a manifest file that is gone from disk is reported', () => {
    rmSync(join(dist, 'assets/swiper-D.js'));
    assert.throws(() => homeInitialReport(dist), /swiper-D\.js .*missing: rebuild/);
  });
});
