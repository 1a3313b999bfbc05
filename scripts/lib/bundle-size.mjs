// Byte accounting of a Vite build, read from its manifest (build.manifest: true writes
// <dist>/.vite/manifest.json). Shared by `pnpm bench` and the e2e byte-budget test, so both count
// the same files the same way. Bytes are gzip at level 9: deterministic and independent of how a
// server happens to compress, which is what makes a byte budget testable.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * One chunk of Vite's build manifest (only the fields this module reads).
 * @typedef {object} ManifestChunk
 * @property {string} file            output path relative to dist, e.g. "assets/index-Da-QHcLe.js"
 * @property {string} [src]           source path relative to the Vite root (absent for shared chunks)
 * @property {string} [name]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports]        keys of chunks loaded before this one runs (static imports)
 * @property {string[]} [dynamicImports] keys of chunks this one may `import()` later
 */

/** @typedef {Record<string, ManifestChunk>} Manifest */

/**
 * A JS file counted in a total.
 * @typedef {object} ChunkSize
 * @property {string} key   manifest key
 * @property {string} file  path relative to dist
 * @property {string} name
 * @property {number} raw   bytes on disk
 * @property {number} gzip  gzip -9 bytes
 */

/** Where Vite writes the manifest inside the output folder. */
export const MANIFEST_PATH = '.vite/manifest.json';

/**
 * Budget of the home route's initial JS, gzip bytes. kB here is 1000 bytes, as Vite prints it.
 * 118.3 kB before the shared data layer, 130.6 kB with it (TanStack Query, its class fields
 * lowered for Safari 14: decision 10); the budget keeps 1.4 kB of room. 131.75 kB before issue 15;
 * its ten mall route descriptors, which the shell's entry must hold (decision 2), add 255 B at the
 * least (decision 37), hence 132.05 kB. Issues 12 part B (search, comments, reactions, /my-collect,
 * e-paper) and 13 (display preferences applied before the first paint, the 我的 tab, the user
 * contract the header's profile now shares) took the merged home route to 136.88 kB; the budget holds
 * that figure (decision 41, "After the merges"), and issue 16 brings it down to 85 kB. Issue 12 part
 * A took it to 138.01 kB (decision 14): its four route descriptors with their preload lists (about
 * 0.5 kB, which the entry must hold, decision 2), and the ui-kit's IndexTabs, now shared by the 视频
 * tab's category strip, leaving the home chunk for a chunk of its own (about 0.5 kB of overhead).
 * Then the channel sheet moved out of the home chunk to load on first open (decision 16), and the
 * page-view sender went into a chunk of its own (decision 15): 136.83 kB in the build's graph. The
 * browser also fetches that sender (1.64 kB) with the first page view, so that a beacon can leave
 * while the page hides: 138.47 kB fetched on a reader's home (e2e/budget/home-scripts.spec.ts), and
 * the budget holds that figure. Issue 16 brought it to 124.0 kB; hydrating in tasks of its own after
 * the entry's evaluation and the visitor-only server views (decision 0051) to 124.4 kB.
 */
export const HOME_INITIAL_BUDGET = 125_000;

/**
 * What a home page fetches, per host, gzip -9 (e2e/budget/home-scripts.spec.ts): the graph above plus
 * what the host starts after the first paint. Issue 16 (decision 0051): the first view is the server's
 * HTML, and what the first paint needs no longer includes ky (it loads with the first request that
 * leaves the phone) nor the share sheet. Measured: a browser 125.7 kB (the graph and the page-view
 * sender), the apps 128.0 kB (their bridge's start-up), a returning reader in WeChat 144.5 kB: ky for
 * the bell's unread count, the WeChat JS-SDK (jweixin, 4.2 kB) and its signature for sharing, and
 * WeChat's start-up (login check, authorisation), all after the first paint. Issue 16's 85 kB is not
 * reached: React and React DOM alone are 67.7 kB of it (decision 0051, "Bytes"). After hydration in
 * tasks of its own: 126.0, 128.3 and 144.9 kB.
 */
export const HOME_FETCHED_BUDGETS = { browser: 126_500, app: 129_000, wechat: 145_500 };

/**
 * How the home route's lazily loaded module is recognised by default: a module under the news
 * package's home screen folder (source or compiled), or one whose name says HomeScreen.
 */
export const DEFAULT_HOME_ROUTE_PATTERN = /packages\/news\/(?:src|dist)\/screens\/home\/|HomeScreen/;

/**
 * Reads `<dir>/.vite/manifest.json`.
 * @param {string} dir the build output folder (e.g. apps/reader/dist)
 * @returns {Manifest}
 */
export function readManifest(dir) {
  if (!existsSync(dir)) {
    throw new Error(`${dir} does not exist: build the reader first (pnpm turbo run build --filter=@shqcb/reader...).`);
  }
  const path = join(dir, MANIFEST_PATH);
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: the build must set build.manifest: true in its vite config, then be rebuilt.`,
    );
  }
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(path, 'utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${path} is not a Vite manifest (expected an object of chunks).`);
  }
  return /** @type {Manifest} */ (parsed);
}

/**
 * The key of the HTML entry: "index.html" when present, else the only chunk marked isEntry.
 * @param {Manifest} manifest
 * @returns {string}
 */
export function findEntryKey(manifest) {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`cannot tell the entry chunk: ${entries.length} chunks are marked isEntry (${entries.join(', ') || 'none'}).`);
  }
  return /** @type {string} */ (entries[0]);
}

/**
 * Every chunk the browser must load to run `entryKey` and then the dynamic imports in
 * `extraDynamicKeys`: each start and its static `imports`, recursively, deduplicated, in
 * breadth-first order from the entry. Dynamic imports inside them are not followed: they load
 * only when the code asks for them.
 * @param {Manifest} manifest
 * @param {string} entryKey
 * @param {readonly string[]} [extraDynamicKeys]
 * @returns {string[]} manifest keys
 */
export function initialChunksFor(manifest, entryKey, extraDynamicKeys = []) {
  /** @type {Set<string>} */
  const seen = new Set();
  const queue = [entryKey, ...extraDynamicKeys];
  for (let i = 0; i < queue.length; i++) {
    const key = /** @type {string} */ (queue[i]);
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}" (reached from ${entryKey}).`);
    seen.add(key);
    // Lazy chunks list the entry among their imports (they share its code); `seen` stops the cycle.
    for (const dep of chunk.imports ?? []) if (!seen.has(dep)) queue.push(dep);
  }
  return [...seen];
}

/**
 * Turns a command-line or env spelling into a matcher: "none" (no separate home chunk), "/re/flags",
 * or a plain regular-expression source.
 * @param {string | RegExp | null | undefined} value
 * @returns {RegExp | null}
 */
export function parsePattern(value) {
  if (value === undefined) return DEFAULT_HOME_ROUTE_PATTERN;
  if (value === null || value instanceof RegExp) return value;
  const text = value.trim();
  if (text === '') return DEFAULT_HOME_ROUTE_PATTERN;
  if (text === 'none') return null;
  const literal = /^\/(.+)\/([a-z]*)$/.exec(text);
  return literal ? new RegExp(/** @type {string} */ (literal[1]), literal[2]) : new RegExp(text);
}

/**
 * Lazily loaded chunks (isDynamicEntry) whose key, src or name matches `pattern`. When some of them
 * are imported straight from the initial graph (where a route table lives), only those are kept:
 * a lazy sub-part of the home screen (a share sheet, say) matches a folder pattern too, but is not
 * needed to render the route.
 * @param {Manifest} manifest
 * @param {RegExp} pattern
 * @param {string} [entryKey] when given, prefer matches imported from the entry's static graph
 * @returns {string[]}
 */
export function findRouteKeys(manifest, pattern, entryKey) {
  const matches = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && [key, c.src, c.name].some((s) => s !== undefined && pattern.test(s)))
    .map(([key]) => key);
  if (entryKey === undefined) return matches;
  const routed = new Set(initialChunksFor(manifest, entryKey).flatMap((k) => manifest[k]?.dynamicImports ?? []));
  const direct = matches.filter((k) => routed.has(k));
  return direct.length > 0 ? direct : matches;
}

/**
 * Size in bytes after gzip at level 9.
 * @param {string | Uint8Array} fileOrBytes a path, or the bytes themselves
 * @returns {number}
 */
export function gzipSize(fileOrBytes) {
  const bytes = typeof fileOrBytes === 'string' ? readFileSync(fileOrBytes) : fileOrBytes;
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * "85.2 kB" (1 kB = 1000 bytes, like Vite's build output).
 * @param {number} bytes
 * @returns {string}
 */
export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * Measures the JS files of the given chunks. Non-JS files (none are expected in `imports`) are
 * skipped, so a CSS-only entry cannot inflate a JS figure.
 * @param {string} dir build output folder
 * @param {Manifest} manifest
 * @param {readonly string[]} keys
 * @returns {ChunkSize[]}
 */
export function sizeChunks(dir, manifest, keys) {
  return keys.flatMap((key) => {
    const chunk = /** @type {ManifestChunk} */ (manifest[key]);
    if (!/\.m?js$/.test(chunk.file)) return [];
    const path = join(dir, chunk.file);
    if (!existsSync(path)) throw new Error(`${path} (chunk "${key}") is listed in the manifest but missing: rebuild.`);
    const bytes = readFileSync(path);
    return [{ key, file: chunk.file, name: chunk.name ?? key, raw: bytes.length, gzip: gzipSize(bytes) }];
  });
}

/**
 * @param {readonly ChunkSize[]} chunks
 * @returns {number}
 */
export function totalGzip(chunks) {
  return chunks.reduce((sum, c) => sum + c.gzip, 0);
}

/**
 * The home route's initial JS: entry graph plus the home route module's static graph.
 * @param {string} dir build output folder (apps/reader/dist)
 * @param {{ pattern?: string | RegExp | null }} [options] home route matcher; null: the home screen is
 *   bundled eagerly, add nothing
 * @returns {{ entryKey: string, routeKeys: string[], chunks: ChunkSize[], total: number }}
 */
export function homeInitialReport(dir, options = {}) {
  const manifest = readManifest(dir);
  const entryKey = findEntryKey(manifest);
  const pattern = parsePattern(options.pattern);
  const routeKeys = pattern ? findRouteKeys(manifest, pattern, entryKey) : [];
  if (pattern && routeKeys.length === 0) {
    const lazy = Object.entries(manifest)
      .filter(([, c]) => c.isDynamicEntry)
      .map(([k, c]) => `  ${k}${c.name ? ` (${c.name})` : ''}`);
    throw new Error(
      [
        `no lazily loaded chunk matches the home route pattern ${pattern}.`,
        lazy.length ? `Lazy chunks in the manifest:\n${lazy.join('\n')}` : 'The manifest has no lazy chunks.',
        'Pass the right pattern (bench: --home-pattern, test: HOME_ROUTE_PATTERN), or "none" when the home screen is bundled into the entry.',
      ].join('\n'),
    );
  }
  const chunks = sizeChunks(dir, manifest, initialChunksFor(manifest, entryKey, routeKeys));
  return { entryKey, routeKeys, chunks, total: totalGzip(chunks) };
}

/**
 * Each lazily loaded chunk with its own size and what navigating to it adds on top of `loadedKeys`
 * (its static graph minus what is already loaded).
 * @param {string} dir
 * @param {Manifest} manifest
 * @param {readonly string[]} loadedKeys chunks already loaded (the home route's initial set)
 * @returns {Array<ChunkSize & { adds: number }>}
 */
export function lazyChunksReport(dir, manifest, loadedKeys) {
  const loaded = new Set(loadedKeys);
  const entryKey = findEntryKey(manifest);
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .flatMap((key) => {
      const own = sizeChunks(dir, manifest, [key]);
      if (own.length === 0) return [];
      const graph = initialChunksFor(manifest, entryKey, [key]).filter((k) => !loaded.has(k));
      return [{ .../** @type {ChunkSize} */ (own[0]), adds: totalGzip(sizeChunks(dir, manifest, graph)) }];
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * A readable list for messages: one chunk a line, biggest first, then the total.
 * @param {readonly ChunkSize[]} chunks
 * @returns {string}
 */
export function formatChunkList(chunks) {
  const rows = [...chunks].sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(...rows.map((c) => c.file.length), 5);
  return [
    ...rows.map((c) => `  ${c.file.padEnd(width)}  ${formatKb(c.gzip).padStart(9)}  (${c.key})`),
    `  ${'total'.padEnd(width)}  ${formatKb(totalGzip(rows)).padStart(9)}`,
  ].join('\n');
}
