/** Bytes the site keeps in this browser (Cache Storage, IndexedDB…), or `null` when the browser does not say. */
export async function cacheSize(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return typeof estimate?.usage === 'number' ? estimate.usage : null;
}

/** '1.2 MB', '340 KB', '0 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** Empties Cache Storage (downloaded pictures and sounds); the login and settings stay. */
export async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}
