/**
 * Reloads the page after a chunk-load failure (SPEC §2). If this page load was itself such a reload
 * and fails again, reloading once more would loop, so it reports `false` and the screen shows retry.
 */
export function reloadForChunkError(win: Window = window): boolean {
  const url = new URL(win.location.href);
  if (url.searchParams.has('reloaded')) return false;
  url.searchParams.set('reloaded', String(Date.now()));
  win.location.replace(url.toString());
  return true;
}

/** Removes the loop guard from the address once the app has started fine. */
export function clearReloadMarker(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has('reloaded')) return;
  url.searchParams.delete('reloaded');
  win.history.replaceState(win.history.state, '', url.toString());
}
