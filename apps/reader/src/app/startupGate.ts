/**
 * Whether the first route may render. It stays closed only while start-up exchanges a WeChat
 * authorisation code (SPEC §4: navigation waits for the exchange), or while the page is leaving for
 * a `path` redirect. React mounts at once either way (decision 0003); the shell shows its loading
 * indicator meanwhile.
 */
let open = true;
const listeners = new Set<() => void>();

export const startupGate = {
  /** Closes the gate until `pending` settles (never, for a promise that never settles). */
  holdUntil(pending: Promise<unknown>): void {
    open = false;
    const release = () => {
      open = true;
      listeners.forEach((l) => l());
    };
    pending.then(release, release);
  },
  isOpen(): boolean {
    return open;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
