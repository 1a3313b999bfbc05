import { useSyncExternalStore } from 'react';
import { getToast, subscribeToast } from './toastStore.ts';
import '../styles/theme.css';
import './ToastViewport.css';

const getServerToast = () => null;

/**
 * Renders the toast raised by {@link showToast}. Mount it once, near the root of the app.
 * The live region is always in the DOM, so screen readers announce each new message; the toast
 * itself is fixed-position and lets taps through, so it never moves or blocks the page.
 *
 * @example
 * ```tsx
 * <App />
 * <ToastViewport />
 * ```
 */
export function ToastViewport() {
  const toast = useSyncExternalStore(subscribeToast, getToast, getServerToast);
  return (
    <div className="shq-toast-viewport" role="status" aria-live="polite" aria-atomic="true">
      {/* keyed by id: the same text shown twice is a new node, so it is announced again */}
      {toast && (
        <div key={toast.id} className="shq-toast">
          {toast.message}
        </div>
      )}
    </div>
  );
}
