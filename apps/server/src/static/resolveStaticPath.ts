import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Maps a URL path below the mount point to a file inside `root`, or `null` for anything that
 * could escape it or reach a hidden file: bad percent-encoding, NUL, backslashes, `.`/`..`
 * segments, dot-files. The final containment check holds even if a rule above is ever loosened.
 *
 * @example resolveStaticPath('/srv/reader', 'assets/index-abc.js') // '/srv/reader/assets/index-abc.js'
 */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const full = resolve(root, ...segments);
  const inside = relative(root, full);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return null;
  return full;
}
