import { useId } from 'react';
import type { ReactNode } from 'react';
import { BackHeader } from '../back-header/BackHeader.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import '../styles/theme.css';
import './SubViewFrame.css';

/** Props of {@link SubViewFrame}. */
export interface SubViewFrameProps<T> {
  /**
   * What the sub-view shows, e.g. the item being edited. The frame renders only while it is set: not
   * `null`, `undefined`, `false` or `''` (0 counts as set: it may be an id).
   */
  value: T | null | undefined | false | '';
  title: string;
  /** The 返回 button and Escape (or the Android back gesture): usually clears `value`. */
  onBack: () => void;
  /** Slot at the right of the header, e.g. a 保存 button. */
  right?: ReactNode;
  /** Header look; default 'white'. */
  variant?: 'red' | 'white';
  /** The content; a function gets the (set) value. */
  children: ReactNode | ((value: T) => ReactNode);
  className?: string;
}

const isSet = <T,>(value: T | null | undefined | false | ''): value is T =>
  value !== null && value !== undefined && value !== false && value !== '';

/**
 * A full-screen sub-view over the current screen (SPEC §2): a {@link BackHeader} with the title and a
 * right slot, then the content, scrolling under the sticky header. It renders only while `value` is
 * set, so the caller opens it by setting the value and closes it by clearing it. A modal
 * {@link Dialog}: the screen behind is inert, focus moves in and returns to the opener when it closes.
 *
 * @example
 * ```tsx
 * const [editing, setEditing] = useState<Address | null>(null);
 * <SubViewFrame value={editing} title="编辑地址" onBack={() => setEditing(null)}>
 *   {(address) => <AddressForm address={address} />}
 * </SubViewFrame>
 * ```
 */
export function SubViewFrame<T>({ value, title, onBack, right, variant = 'white', children, className }: SubViewFrameProps<T>) {
  const titleId = useId();
  if (!isSet(value)) return null;
  return (
    <Dialog
      open
      onDismiss={onBack}
      dismissOnMask={false}
      placement="cover"
      labelledBy={titleId}
      className={className ? `shq-sub-view ${className}` : 'shq-sub-view'}
    >
      <h2 id={titleId} className="shq-visually-hidden">
        {title}
      </h2>
      <BackHeader title={title} variant={variant} onBack={onBack} right={right} />
      <div className="shq-sub-view__body">{typeof children === 'function' ? children(value) : children}</div>
    </Dialog>
  );
}
