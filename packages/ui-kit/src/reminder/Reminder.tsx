import { useId } from 'react';
import type { ReactNode } from 'react';
import { CloseButton } from '../dialog/CloseButton.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import '../styles/theme.css';

/** Default heading of a {@link Reminder} (our wording; SPEC gives none). */
export const REMINDER_TITLE = '温馨提示';

/** Props of {@link Reminder}. */
export interface ReminderProps {
  open: boolean;
  /** Heading; default 温馨提示. */
  title?: string;
  /** The message. */
  children: ReactNode;
  /** Called on the × button, a tap on the mask or Escape. */
  onClose: () => void;
}

/**
 * A notice with a heading, a message and a × button (SPEC §4: closes on mask or close click; Escape
 * too). It has no other action: the caller closes it by setting `open` to false in `onClose`.
 *
 * @example
 * ```tsx
 * <Reminder open={show} onClose={() => setShow(false)}>活动将于 12 月 1 日开始</Reminder>
 * ```
 */
export function Reminder({ open, title = REMINDER_TITLE, children, onClose }: ReminderProps) {
  const id = useId();
  return (
    <Dialog open={open} onDismiss={onClose} labelledBy={`${id}-title`} describedBy={`${id}-body`}>
      <h2 id={`${id}-title`} className="shq-dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="shq-dialog__body">
        {children}
      </div>
      <CloseButton onClick={onClose} />
    </Dialog>
  );
}
