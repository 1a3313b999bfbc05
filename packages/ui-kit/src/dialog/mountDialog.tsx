import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';

/** What an imperatively mounted dialog calls once, to settle its Promise. */
export interface DialogSettlers<T> {
  resolve: (value: T) => void;
  /** Rejects with `new Error(message)`. */
  reject: (message: string) => void;
}

/**
 * @internal Renders a dialog into a root of its own on `document.body` and returns a Promise that the
 * dialog settles. Outside any React tree on purpose, like `showToast`: screens and the player call it
 * from handlers. The first settle wins; then the root is unmounted, which closes the dialog and
 * returns focus to the element that opened it.
 */
export function mountDialog<T>(render: (settle: DialogSettlers<T>) => ReactNode): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let settled = false;
    const finish = () => {
      // After the event that settled it, never during React's own work.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(
      render({
        resolve: (value) => {
          if (settled) return;
          settled = true;
          resolve(value);
          finish();
        },
        reject: (message) => {
          if (settled) return;
          settled = true;
          reject(new Error(message));
          finish();
        },
      }),
    );
  });
}
