import { describe, expect, it, vi } from 'vitest';
import type { PageViewBatch } from '@shqcb/api/contract/other';
import { PAGE_VIEW_FLUSH_DELAY_MS, createPageViewQueue } from './pageViewQueue.ts';
import type { PageViewQueueOptions } from './pageViewQueue.ts';

/** A queue over fakes: beacons and posts are recorded, the idle flush runs when the test says. */
function setup(overrides: Partial<PageViewQueueOptions> = {}) {
  const beacons: PageViewBatch[] = [];
  const posts: PageViewBatch[] = [];
  const idle: { flush: (() => void) | null; delay: number | null; cancels: number } = { flush: null, delay: null, cancels: 0 };
  let clock = 1_700_000_000_000;
  const queue = createPageViewQueue({
    beacon: (batch) => {
      beacons.push(batch);
      return true;
    },
    post: (batch) => {
      posts.push(batch);
      return Promise.resolve({ recorded: true, count: 1 });
    },
    scheduleIdle: (flush, delay) => {
      idle.flush = flush;
      idle.delay = delay;
      return () => {
        idle.cancels++;
        idle.flush = null;
      };
    },
    now: () => (clock += 1000),
    ...overrides,
  });
  return { queue, beacons, posts, idle };
}

const paths = (batch: PageViewBatch | undefined) => batch?.views.map((view) => view.path);

describe('createPageViewQueue', () => {
  it('should send nothing while the reader moves on, then every view in one batch when the page is hidden', () => {
    const { queue, beacons, posts } = setup();
    queue.add({ path: '/index', title: '上海汽车报' });
    queue.add({ path: '/news', title: '新闻', referrer: 'https://example.test/' });
    queue.add({ path: '/video', title: '视频' });
    expect(beacons).toEqual([]);
    queue.flush();
    expect(beacons).toEqual([
      {
        views: [
          { path: '/index', title: '上海汽车报', referrer: '', seenAt: 1_700_000_001_000 },
          { path: '/news', title: '新闻', referrer: 'https://example.test/', seenAt: 1_700_000_002_000 },
          { path: '/video', title: '视频', referrer: '', seenAt: 1_700_000_003_000 },
        ],
      },
    ]);
    expect(posts).toEqual([]);
    expect(queue.size).toBe(0);
  });

  it('should send nothing when flushed empty', () => {
    const { queue, beacons, posts } = setup();
    queue.flush();
    expect([beacons, posts]).toEqual([[], []]);
  });

  it('should schedule one idle flush after the delay from the first view and cancel it when flushed earlier', () => {
    const { queue, beacons, idle } = setup();
    queue.add({ path: '/index', title: '' });
    queue.add({ path: '/news', title: '' });
    expect(idle.delay).toBe(PAGE_VIEW_FLUSH_DELAY_MS);
    idle.flush?.();
    expect(beacons.map(paths)).toEqual([['/index', '/news']]);
    queue.add({ path: '/video', title: '' });
    queue.flush();
    expect(idle.cancels).toBe(1);
    expect(beacons.map(paths)).toEqual([['/index', '/news'], ['/video']]);
  });

  it('should flush at once when 20 views wait, never sending more than 20 in a batch', () => {
    const { queue, beacons } = setup();
    for (let i = 0; i < 45; i++) queue.add({ path: `/p${i}`, title: '' });
    expect(beacons.map((batch) => batch.views.length)).toEqual([20, 20]);
    expect(queue.size).toBe(5);
    queue.flush();
    expect(beacons.map((batch) => batch.views.length)).toEqual([20, 20, 5]);
    expect(beacons.flatMap((batch) => batch.views.map((view) => view.path))).toEqual(Array.from({ length: 45 }, (_, i) => `/p${i}`));
  });

  it('should cut fields to the contract’s lengths so one long title cannot get a batch refused', () => {
    const { queue, beacons } = setup();
    queue.add({ path: `/${'p'.repeat(400)}`, title: '标'.repeat(150), referrer: 'r'.repeat(400) });
    queue.flush();
    const [view] = beacons[0]?.views ?? [];
    expect([view?.path.length, view?.title?.length, view?.referrer?.length]).toEqual([300, 100, 300]);
  });

  it('should fall back to the keepalive call when there is no beacon or the browser refuses it', () => {
    const { queue, posts } = setup({ beacon: () => false });
    queue.add({ path: '/index', title: '' });
    queue.flush();
    expect(posts.map(paths)).toEqual([['/index']]);
    const throwing = setup({
      beacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    throwing.queue.add({ path: '/news', title: '' });
    throwing.queue.flush();
    expect(throwing.posts.map(paths)).toEqual([['/news']]);
  });

  it('should never throw, whatever fails', async () => {
    const post = vi.fn(() => Promise.reject(new Error('offline')));
    const { queue } = setup({ beacon: () => false, post });
    queue.add({ path: '/index', title: '' });
    expect(() => queue.flush()).not.toThrow();
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(1);

    const broken = setup({
      beacon: () => false,
      post: () => {
        throw new Error('not configured');
      },
      scheduleIdle: () => {
        throw new Error('no timers');
      },
    });
    expect(() => broken.queue.add({ path: '/index', title: '' })).not.toThrow();
    expect(() => broken.queue.flush()).not.toThrow();
    expect(broken.queue.size).toBe(0);
  });
});
