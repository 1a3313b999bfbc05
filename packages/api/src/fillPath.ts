const PLACEHOLDER = /\$\{(\w+)\}/g;

/**
 * Replaces `${name}` placeholders of a path with the same-named params (URL-encoded) and returns the
 * params that are left for the query string or body.
 *
 * @example
 * fillPath('marketModule/${id}', { id: 7, page: 2 }); // { path: 'marketModule/7', rest: { page: 2 } }
 */
export function fillPath(
  path: string,
  params: Readonly<Record<string, unknown>> = {},
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...params };
  const filled = path.replace(PLACEHOLDER, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for "${path}"`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** Query string of GET params: `undefined` and `null` are skipped, arrays repeat the key. */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(key, String(item));
    }
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
