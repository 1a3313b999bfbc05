// Builds the bench's baseline pages with Vite in production mode, fresh on every bench run, so the
// baselines always use the same React, router, query and Vite versions as the reader being measured:
// - bench/bare: React 19 + react-dom, a heading and a paragraph (the page every timing is a ratio of);
// - bench/floor: the bare page plus React Router and TanStack Query as the reader uses them, no app
//   code (the least the reader's initial JavaScript can be with its libraries; decision 0051).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Source of the bare page. */
export const BARE_SOURCE = fileURLToPath(new URL('../../bench/bare/', import.meta.url));
/** Source of the libraries-only page. */
export const FLOOR_SOURCE = fileURLToPath(new URL('../../bench/floor/', import.meta.url));

/**
 * Builds a baseline page into `<workDir>/dist` (with a manifest, so its JS can be measured like the
 * reader's).
 * @param {string} workDir an empty temporary folder
 * @param {string} [source] the page's folder: {@link BARE_SOURCE} (default) or {@link FLOOR_SOURCE}
 * @returns {Promise<string>} the dist folder
 */
export async function buildBarePage(workDir, source = BARE_SOURCE) {
  const outDir = join(workDir, 'dist');
  // Imported here, not at the top: a bytes-only bench never needs Vite loaded.
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await build({
    root: source,
    configFile: false,
    envDir: false,
    mode: 'production',
    logLevel: 'warn',
    // Keeps Vite's cache out of the committed bench/ folder.
    cacheDir: join(workDir, 'vite-cache'),
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}
