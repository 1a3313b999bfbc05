/**
 * Whether a call that asked for the global loading indicator is running. The API client reports it
 * outside React; the shell reads it with useSyncExternalStore.
 */
let active = false;
const listeners = new Set<() => void>();

export const loadingStore = {
  set(value: boolean): void {
    if (value === active) return;
    active = value;
    listeners.forEach((l) => l());
  },
  get(): boolean {
    return active;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
