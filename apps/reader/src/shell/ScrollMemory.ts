import { SessionKey, getSessionJson, setSessionJson } from '@shqcb/bridge';

/**
 * Remembers the window's scroll position per page key, so a kept-alive page and a page reached by
 * "back" reopen where the reader left them (SPEC §2: scroll position kept). Positions are also
 * written to the `scrollVal` session key, so they survive a reload of the web view.
 */
export class ScrollMemory {
  private positions: Record<string, number>;
  private current: string | null = null;
  private frame = 0;
  private persistTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly win: Window;

  // `globalThis.window`: the server renders the shell too (decision 0051); it only constructs this.
  constructor(win: Window = globalThis.window) {
    this.win = win;
    this.positions = getSessionJson<Record<string, number>>(SessionKey.scrollVal, {});
  }

  /** Starts following the scroll position of the page shown now. */
  start(): () => void {
    const onScroll = () => {
      if (this.frame) return;
      this.frame = this.win.requestAnimationFrame(() => {
        this.frame = 0;
        if (this.current !== null) this.remember(this.current, this.win.scrollY);
      });
    };
    this.win.addEventListener('scroll', onScroll, { passive: true });
    return () => this.win.removeEventListener('scroll', onScroll);
  }

  /** The page shown changed: later scroll events belong to `key`. */
  enter(key: string): void {
    this.current = key;
  }

  remember(key: string, y: number): void {
    this.positions[key] = Math.max(0, Math.round(y));
    clearTimeout(this.persistTimer);
    this.persistTimer = setTimeout(() => setSessionJson(SessionKey.scrollVal, this.trimmed()), 200);
  }

  positionOf(key: string): number {
    return this.positions[key] ?? 0;
  }

  /**
   * Scrolls to the remembered position of `key`. Content that loads after navigation (a detail
   * page's article) may not be tall enough yet, so it retries for up to `patienceMs`.
   */
  restore(key: string, patienceMs = 1500): void {
    const target = this.positionOf(key);
    if (target === 0) {
      // The top is always reachable: no need to read the position back, which would make the
      // browser lay the page out at once (in a commit, on a phone, that is a long task).
      this.win.scrollTo(0, 0);
      return;
    }
    const started = performance.now();
    const attempt = () => {
      if (this.current !== key) return;
      this.win.scrollTo(0, target);
      if (Math.abs(this.win.scrollY - target) > 2 && performance.now() - started < patienceMs) {
        this.win.requestAnimationFrame(attempt);
      }
    };
    attempt();
  }

  private trimmed(): Record<string, number> {
    const entries = Object.entries(this.positions);
    return Object.fromEntries(entries.slice(-50));
  }
}
