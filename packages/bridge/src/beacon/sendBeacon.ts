/** The part of `navigator` a beacon needs (tests pass their own). */
export interface BeaconHost {
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
}

/**
 * Queues `body` for `url` with `navigator.sendBeacon`, which the browser delivers even after the
 * page is hidden or unloaded and which never delays navigation. Sent as JSON (a `Blob` typed
 * `application/json`), without headers: a beacon cannot carry any, so nothing that needs the
 * reader's token may go this way. Answers `false`, never throws, when there is no sendBeacon (old
 * WebViews), when the browser refuses the data (over its quota, a type it does not allow) or when
 * `body` cannot be turned into JSON; the caller then sends the data another way.
 *
 * @example
 * if (!sendBeacon('/api/front/pageStatistics', { views })) void apiCall(pageStatistics, { views }, { keepalive: true });
 */
export function sendBeacon(url: string, body: unknown, host: BeaconHost | undefined = globalThis.navigator): boolean {
  const beacon = host?.sendBeacon;
  if (typeof beacon !== 'function') return false;
  try {
    const json = JSON.stringify(body);
    if (json === undefined) return false;
    return beacon.call(host, url, new Blob([json], { type: 'application/json' })) === true;
  } catch {
    return false;
  }
}
