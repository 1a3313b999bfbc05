interface PathInfo {
  types: Set<string>;
  /** How many times the path was seen (once per object or array element it lives in). */
  seen: number;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function walk(value: unknown, path: string, paths: Map<string, PathInfo>): void {
  const info = paths.get(path) ?? { types: new Set<string>(), seen: 0 };
  info.types.add(typeOf(value));
  info.seen += 1;
  paths.set(path, info);
  if (Array.isArray(value)) for (const item of value) walk(item, `${path}[]`, paths);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, paths);
  }
}

/**
 * The shape of a JSON value as sorted lines, one per path: its JSON types, and `(sometimes)` when
 * a field is missing from some of the objects of a list. Values do not matter, presence and types
 * do: the mock-fidelity suite compares the server's answer and the mock's this way.
 *
 * @example
 * shapeOf({ list: [{ id: 1, voiceUrl: 'a' }, { id: 2 }] });
 * // ['$: object', '$.list: array', '$.list[]: object', '$.list[].id: number', '$.list[].voiceUrl: string (sometimes)']
 */
export function shapeOf(value: unknown): string[] {
  const paths = new Map<string, PathInfo>();
  walk(value, '$', paths);
  return [...paths.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, info]) => {
      const parent = path.replace(/\.[^.[\]]+$/, '');
      const sometimes = parent !== path && info.seen < (paths.get(parent)?.seen ?? 0);
      return `${path}: ${[...info.types].sort().join(' | ')}${sometimes ? ' (sometimes)' : ''}`;
    });
}

/** The lines of `actual`'s shape that `expected`'s lacks (`+`) and the other way round (`-`). */
export function shapeDifferences(expected: unknown, actual: unknown): string[] {
  const want = new Set(shapeOf(expected));
  const got = new Set(shapeOf(actual));
  return [...[...want].filter((line) => !got.has(line)).map((line) => `- ${line}`), ...[...got].filter((line) => !want.has(line)).map((line) => `+ ${line}`)];
}
