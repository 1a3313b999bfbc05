import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: unknown };

interface Settled<T> {
  key: string;
  attempt: number;
  ok: boolean;
  data: T | undefined;
  error: unknown;
}

/**
 * Runs `load` when `key` changes (not at all while `key` is null) and exposes its state and a
 * `reload`. The result of an older request that resolves late is dropped; while a reload runs, the
 * previous data of the same key stays visible.
 *
 * @example
 * const { state, reload } = useRequest(`news:${id}`, (signal) => apiCall('newsShow', { id }, { signal }));
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, ok: true, data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((prev) => ({ key, attempt, ok: false, data: prev?.key === key ? prev.data : undefined, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const sameKey = settled !== null && settled.key === key;
  let state: RequestState<T>;
  if (sameKey && settled.attempt === attempt) {
    state = settled.ok
      ? { status: 'success', data: settled.data as T, error: undefined }
      : { status: 'error', data: settled.data, error: settled.error };
  } else {
    state = { status: 'loading', data: sameKey ? settled.data : undefined, error: undefined };
  }
  return { state, reload };
}
