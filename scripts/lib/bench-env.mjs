// What the bench needs from around it: the build, the commit it measures, the browser version,
// and how a page's servers answer.
import { execFileSync, spawn } from 'node:child_process';
import { chromiumPath } from './lighthouse-run.mjs';

/** The turbo filters that build the app server and the reader with everything they depend on. */
export const BUILD_ARGS = ['turbo', 'run', 'build', '--filter=@shqcb/server...', '--filter=@shqcb/reader...'];

/**
 * Runs the build, its output on our stderr so stdout keeps only the tables.
 * @param {string} root
 * @returns {Promise<void>}
 */
export function runBuild(root) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', BUILD_ARGS, { cwd: root, stdio: ['ignore', 2, 2] });
    child.once('error', (err) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT'
          ? new Error('pnpm is not on PATH: run `eval "$(./shqcb env)"` first, or pass --no-build.')
          : err,
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (pnpm ${BUILD_ARGS.join(' ')} exited ${code}); see its output above.`))));
  });
}

/**
 * @param {string} root
 * @returns {{ commit: string | null, dirty: boolean | null }}
 */
export function gitInfo(root) {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: null, dirty: null };
  }
}

/** @returns {string | null} e.g. "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)" */
export function chromiumVersion() {
  try {
    // Debian's wrapper script prints shell noise on stderr; the version is the stdout line.
    return execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * The first module script an HTML page loads (Vite's entry), as an absolute URL.
 * @param {string} html
 * @param {string} pageUrl
 * @returns {string | null}
 */
export function entryScriptUrl(html, pageUrl) {
  const tag = /<script\b[^>]*\btype=["']module["'][^>]*>/i.exec(html)?.[0];
  const src = tag && /\bsrc=["']([^"']+)["']/i.exec(tag)?.[1];
  return src ? new URL(src, pageUrl).href : null;
}

/**
 * How a page and its entry script are served (content-encoding and cache-control as Chromium
 * would receive them).
 * @param {string} pageUrl
 * @returns {Promise<{ page: string, html: Served, js: Served | null }>}
 */
export async function servingOf(pageUrl) {
  const pageOnly = pageUrl.replace(/#.*$/, '');
  const htmlRes = await get(pageOnly);
  const js = entryScriptUrl(htmlRes.text, pageOnly);
  return { page: pageOnly, html: htmlRes.served, js: js ? (await get(js)).served : null };
}

/** @typedef {{ url: string, status: number, encoding: string, cacheControl: string }} Served */

/**
 * @param {string} url
 * @returns {Promise<{ text: string, served: Served }>}
 */
async function get(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  const text = await res.text();
  return {
    text,
    served: {
      url,
      status: res.status,
      encoding: res.headers.get('content-encoding') ?? 'identity',
      cacheControl: res.headers.get('cache-control') ?? '(none)',
    },
  };
}
