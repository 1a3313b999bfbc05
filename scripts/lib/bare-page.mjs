// Builds the bench's baseline page (bench/bare: React 19 + react-dom, a heading and a paragraph)
// with Vite in production mode, fresh on every bench run, so the baseline always uses the same
// React and Vite versions as the reader being measured.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Source of the bare page. */
export const BARE_SOURCE = fileURLToPath(new URL('../../bench/bare/', import.meta.url));

/**
 * Builds the bare page into `<workDir>/dist` (with a manifest, so its JS can be measured like the
 * reader's).
 * @param {string} workDir an empty temporary folder
 * @returns {Promise<string>} the dist folder
 */
export async function buildBarePage(workDir) {
  const outDir = join(workDir, 'dist');
  // Imported here, not at the top: a bytes-only bench never needs Vite loaded.
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await build({
    root: BARE_SOURCE,
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
