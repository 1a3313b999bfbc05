import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from './resolveStaticPath.ts';

describe('resolveStaticPath', () => {
  const root = '/srv/reader';

  it('should resolve plain and encoded names inside the root', () => {
    expect(resolveStaticPath(root, 'assets/index-abc.js')).toBe('/srv/reader/assets/index-abc.js');
    expect(resolveStaticPath(root, 'assets/%E5%9B%BE.png')).toBe('/srv/reader/assets/图.png');
    expect(resolveStaticPath(root, 'a//b.js')).toBe('/srv/reader/a/b.js');
  });

  it('should refuse traversal, hidden files, NUL, backslashes and bad encoding', () => {
    for (const path of ['../x', 'a/../../x', '%2e%2e/x', '..%2fx', '.env', 'a/.git/config', 'a%00.js', 'a\\..\\x', '%E0%A4%A', '', '/']) {
      expect(resolveStaticPath(root, path), path).toBeNull();
    }
  });
});
