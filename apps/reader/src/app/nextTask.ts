/**
 * Resolves in a task of its own, so that work after it does not lengthen the current task: the
 * browser may paint and answer input in between. `scheduler.yield()` where the browser has it
 * (its continuation goes ahead of other queued tasks), else a zero-delay timer.
 *
 * @example
 * await nextTask(); // what follows runs in a new task
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
