import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { CANCEL_TEXT, CONFIRM_TEXT } from '../dialog/dialogTexts.ts';
import { mountDialog } from '../dialog/mountDialog.tsx';
import '../styles/theme.css';

/** Texts of a {@link ConfirmPopup} and of {@link showConfirm}. */
export interface ConfirmOptions {
  /** Heading; default 提示. */
  title?: string;
  /** The question, e.g. '清空当前播列表？'. */
  content: ReactNode;
  /** Default 确定. */
  confirmText?: string;
  /** Default 取消; also the message of the rejection. */
  cancelText?: string;
  /** false hides the cancel button (a notice with one button). Escape and the mask still cancel. */
  showCancel?: boolean;
}

/** Props of {@link ConfirmPopup}. */
export interface ConfirmPopupProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  /** Called with the cancel text on 取消, Escape or a tap on the mask. */
  onCancel: (cancelText: string) => void;
}

/** Default heading of a confirm pop-up (our wording; SPEC gives none). */
export const CONFIRM_TITLE = '提示';

/**
 * The confirm pop-up (SPEC §4: resolves on confirm, rejects with the cancel text). An
 * `alertdialog` with the question and two buttons; 取消, Escape and a tap on the mask all cancel.
 * Focus starts on the cancel button, the safe choice. For a Promise, use {@link showConfirm}.
 *
 * @example
 * ```tsx
 * <ConfirmPopup open={asking} content="清空当前播列表？"
 *   onConfirm={() => { setAsking(false); clearList(); }} onCancel={() => setAsking(false)} />
 * ```
 */
export function ConfirmPopup({
  open,
  title = CONFIRM_TITLE,
  content,
  confirmText = CONFIRM_TEXT,
  cancelText = CANCEL_TEXT,
  showCancel = true,
  onConfirm,
  onCancel,
}: ConfirmPopupProps) {
  const id = useId();
  const cancel = () => onCancel(cancelText);
  return (
    <Dialog open={open} onDismiss={cancel} role="alertdialog" labelledBy={`${id}-title`} describedBy={`${id}-body`}>
      <h2 id={`${id}-title`} className="shq-dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="shq-dialog__body">
        {content}
      </div>
      <div className="shq-dialog__actions">
        {showCancel && (
          <Button variant="secondary" data-autofocus onClick={cancel}>
            {cancelText}
          </Button>
        )}
        <Button data-autofocus={showCancel ? undefined : true} onClick={onConfirm}>
          {confirmText}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * Asks a question in a {@link ConfirmPopup} mounted on `document.body`. Resolves when the reader
 * confirms; rejects with `new Error(cancelText)` (default '取消') on 取消, Escape or the mask.
 *
 * @example
 * ```ts
 * try {
 *   await showConfirm({ content: '清空当前播列表？' });
 *   player.clear();
 * } catch {
 *   // kept the list
 * }
 * ```
 */
export function showConfirm(options: ConfirmOptions): Promise<void> {
  return mountDialog<void>(({ resolve, reject }) => (
    <ConfirmPopup {...options} open onConfirm={() => resolve()} onCancel={(text) => reject(text)} />
  ));
}
