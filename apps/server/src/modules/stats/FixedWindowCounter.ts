/**
 * Counts hits per key in fixed one-minute windows, in memory. Good enough for soft limits (a page
 * view over the limit is simply not stored); the whole map is dropped when the window rolls, so
 * memory stays bounded by one minute of distinct keys.
 */
export class FixedWindowCounter {
  readonly #limit: number;
  readonly #windowMs: number;
  #windowStart = 0;
  #hits = new Map<string, number>();

  constructor(limit: number, windowMs = 60_000) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Records a hit; `false` when `key` is already at the limit in the current window. */
  hit(key: string, now: Date): boolean {
    const window = Math.floor(now.getTime() / this.#windowMs) * this.#windowMs;
    if (window !== this.#windowStart) {
      this.#windowStart = window;
      this.#hits = new Map();
    }
    const seen = this.#hits.get(key) ?? 0;
    if (seen >= this.#limit) return false;
    this.#hits.set(key, seen + 1);
    return true;
  }
}
