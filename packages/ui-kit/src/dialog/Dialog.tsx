import { useEffect, useLayoutEffect, useRef } from 'react';
import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { ToastViewport } from '../toast/ToastViewport.tsx';
import '../styles/theme.css';
import './Dialog.css';

/** Where a {@link Dialog}'s content sits on the mask. */
export type DialogPlacement = 'center' | 'bottom' | 'cover';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Shown as a modal while true. Closing is the caller's job: set it to false. */
  open: boolean;
  /**
   * Called when the reader dismisses the dialog: Escape (or the Android back gesture the browser maps
   * to it) or a tap on the mask. Without it the dialog cannot be dismissed, only closed by the caller.
   */
  onDismiss?: () => void;
  /** Whether a tap on the mask dismisses. Default true; false where a stray tap would lose typing. */
  dismissOnMask?: boolean;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Id of the element that describes it. */
  describedBy?: string;
  /** 'alertdialog' for questions that interrupt (confirm). Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** 'center' (default) card, 'bottom' sheet, or 'cover': content straight on the mask. */
  placement?: DialogPlacement;
  /** Class of the panel holding `children`. */
  className?: string;
  children: ReactNode;
}

function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // Feature check: old Android web views (and jsdom) lack showModal; fall back to a plain open dialog.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

/** Closes the dialog; true when a `close` event will follow (native close, or a stand-in of it). */
function closeModal(dialog: HTMLDialogElement): boolean {
  if (typeof dialog.close === 'function') {
    dialog.close();
    return true;
  }
  dialog.removeAttribute('open');
  return false;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, a[href], [tabindex]:not([tabindex="-1"])';

/** Focuses `[data-autofocus]`, else the first focusable element, else the panel itself. */
function focusInitial(dialog: HTMLDialogElement): void {
  const target =
    dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
  target.focus({ preventScroll: true });
}

/**
 * The modal every ui-kit pop-up is built on: a native `<dialog>` opened with `showModal()`, so focus
 * stays inside and the page behind is inert. The dialog element itself is the full-screen mask (its
 * `::backdrop` is transparent), which makes "tap on the mask" a click whose target is the dialog.
 * Focus moves to `[data-autofocus]` (else the first control) on open and back to the opener on close.
 * A mask tap counts only when the press also started on the mask, so dragging a text selection out
 * of the panel does not dismiss it. An open dialog carries its own toast outlet: the page's
 * `ToastViewport` sits below the top layer and is inert while a modal is open, so a toast raised
 * then (a copy confirmation, a network error) would be neither seen nor announced.
 *
 * @example
 * ```tsx
 * const titleId = useId();
 * <Dialog open={open} onDismiss={() => setOpen(false)} labelledBy={titleId}>
 *   <h2 id={titleId} className="shq-dialog__title">温馨提示</h2>
 *   <Button data-autofocus onClick={() => setOpen(false)}>知道了</Button>
 * </Dialog>
 * ```
 */
export function Dialog({
  open,
  onDismiss,
  dismissOnMask = true,
  labelledBy,
  describedBy,
  role = 'dialog',
  placement = 'center',
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnMask = useRef(false);
  // Set while the `close` event of our own close() is due (browsers fire it a task later).
  const closingOurselves = useRef(false);
  const latest = useRef({ open, onDismiss });
  useEffect(() => {
    latest.current = { open, onDismiss };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModal(dialog);
    focusInitial(dialog);
    return () => {
      if (dialog.open) {
        // Flag first: some stand-ins fire `close` synchronously, inside close().
        closingOurselves.current = true;
        if (!closeModal(dialog)) closingOurselves.current = false;
      }
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: never let the browser close it behind React's back; the caller decides.
    event.preventDefault();
    onDismiss?.();
  };
  const handleClose = () => {
    // Our own close (also StrictMode's effect re-run, which reopens at once): not a dismissal.
    if (closingOurselves.current) {
      closingOurselves.current = false;
      return;
    }
    // A browser may close without a cancelable cancel event (repeated Escape without a tap between).
    const { open: wanted, onDismiss: dismiss } = latest.current;
    const dialog = ref.current;
    if (!wanted || !dialog || dialog.open) return;
    if (dismiss) dismiss();
    else openModal(dialog);
  };
  // mousedown rather than pointerdown: touch taps fire it too (compatibility events), also in old
  // web views without pointer events, while a touch drag fires neither it nor click.
  const handleMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnMask.current = event.target === event.currentTarget;
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onMask = event.target === event.currentTarget && pressedOnMask.current;
    pressedOnMask.current = false;
    if (onMask && dismissOnMask) onDismiss?.();
  };

  return (
    <dialog
      ref={ref}
      className={`shq-dialog shq-dialog--${placement}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={handleCancel}
      onClose={handleClose}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      <div className={className ? `shq-dialog__panel ${className}` : 'shq-dialog__panel'}>{children}</div>
      {open && <ToastViewport />}
    </dialog>
  );
}
