import { PAGE_VIEW_BATCH_MAX } from '@shqcb/api/contract/other';
import type { PageViewBatch, PageViewInput, QueuedPageView } from '@shqcb/api/contract/other';

/** How long views wait for more before an idle flush (the page being hidden sends them sooner). */
export const PAGE_VIEW_FLUSH_DELAY_MS = 10_000;

export interface PageViewQueueOptions {
  /** Sends a batch as a beacon (`sendBeacon` of @shqcb/bridge); `false` when there is none or it refuses. */
  beacon: (batch: PageViewBatch) => boolean;
  /** Sends a batch as an ordinary call with `keepalive` (the fallback). May reject; nobody waits for it. */
  post: (batch: PageViewBatch) => Promise<unknown>;
  /** Runs `flush` once the browser is idle, `delayMs` from now at the earliest; returns a cancel. */
  scheduleIdle: (flush: () => void, delayMs: number) => () => void;
  /** Milliseconds since 1970 (tests pass a fake clock). */
  now?: () => number;
  /** Views per batch; the queue flushes when this many wait. Default {@link PAGE_VIEW_BATCH_MAX}. */
  max?: number;
  delayMs?: number;
}

export interface PageViewQueue {
  /** Queues a view, seen at `seenAt` (default now); flushes at once when the batch is full, else schedules an idle flush. */
  add(view: PageViewInput & { seenAt?: number }): void;
  /** Sends every queued view in one batch (nothing when empty). Call it when the page is hidden. */
  flush(): void;
  /** Views waiting. */
  readonly size: number;
}

/**
 * The page-view queue: route views wait here and leave in one `pageStatistics` batch when the page is
 * hidden, when the browser is idle a little after the first one, or when {@link PAGE_VIEW_BATCH_MAX}
 * wait. A batch goes as a beacon, which never holds up navigation or unload; when there is no beacon
 * or the browser refuses it, as an ordinary call with `keepalive`. Statistics never bother the reader:
 * nothing here throws and a failed send is dropped.
 *
 * @example
 * const queue = createPageViewQueue({ beacon, post, scheduleIdle });
 * queue.add({ path: '/index', title: '上海汽车报' });
 * document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && queue.flush());
 */
export function createPageViewQueue(options: PageViewQueueOptions): PageViewQueue {
  const { beacon, post, scheduleIdle, now = Date.now, max = PAGE_VIEW_BATCH_MAX, delayMs = PAGE_VIEW_FLUSH_DELAY_MS } = options;
  let views: QueuedPageView[] = [];
  let cancelIdle: (() => void) | null = null;

  function beaconSent(batch: PageViewBatch): boolean {
    try {
      return beacon(batch);
    } catch {
      return false;
    }
  }

  function send(batch: PageViewBatch): void {
    if (beaconSent(batch)) return;
    try {
      post(batch).catch(() => undefined);
    } catch {
      // A fallback that throws at once is dropped like one that fails later.
    }
  }

  function flush(): void {
    try {
      cancelIdle?.();
    } catch {
      // The scheduler's cancel failing only means the idle flush will find the queue empty.
    }
    cancelIdle = null;
    while (views.length > 0) send({ views: views.splice(0, max) });
  }

  return {
    add(view) {
      try {
        // Cut to the contract's lengths: one long title must not get the whole batch refused.
        views.push({ path: view.path.slice(0, 300), title: (view.title ?? '').slice(0, 100), referrer: (view.referrer ?? '').slice(0, 300), seenAt: Math.floor(view.seenAt ?? now()) });
        if (views.length >= max) flush();
        else cancelIdle ??= scheduleIdle(() => {
          cancelIdle = null;
          flush();
        }, delayMs);
      } catch {
        views = [];
        cancelIdle = null;
      }
    },
    flush() {
      try {
        flush();
      } catch {
        views = [];
      }
    },
    get size() {
      return views.length;
    },
  };
}
