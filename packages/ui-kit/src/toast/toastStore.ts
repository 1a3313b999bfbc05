/** How long a toast stays on screen, in milliseconds (SPEC §9: toast 1800 ms). */
export const TOAST_DURATION = 1800;

/** Options of {@link showToast}. */
export interface ToastOptions {
  /** Milliseconds before the toast hides; defaults to {@link TOAST_DURATION}. */
  duration?: number;
}

/** The toast currently on screen. `id` changes on every call, even for the same message. */
export interface ToastState {
  id: number;
  message: string;
}

// Module state rather than React context: the HTTP client and the bridge show toasts from outside
// any component tree, and there is only ever one toast on screen.
let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Shows `message` as a toast. A new toast replaces the one on screen and restarts the timer.
 * Works outside React (e.g. from the HTTP client); a mounted `<ToastViewport />` renders it.
 *
 * @example
 * ```ts
 * showToast('网络错误，请稍后重试');
 * showToast('复制成功，请在浏览器中打开', { duration: 3000 });
 * ```
 */
export function showToast(message: string, options: ToastOptions = {}): void {
  const duration = options.duration ?? TOAST_DURATION;
  clearTimeout(timer);
  current = { id: nextId++, message };
  timer = setTimeout(hideToast, duration);
  emit();
}

/**
 * Hides the current toast at once (e.g. when the screen that raised it goes away).
 *
 * @example
 * ```ts
 * hideToast();
 * ```
 */
export function hideToast(): void {
  clearTimeout(timer);
  timer = undefined;
  if (current === null) return;
  current = null;
  emit();
}

/** @internal Subscribes to toast changes (for useSyncExternalStore). */
export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** @internal The toast on screen, or null. */
export function getToast(): ToastState | null {
  return current;
}
