import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../button/Button.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { CANCEL_TEXT, CANCELLED_TEXT, CONFIRM_TEXT } from '../dialog/dialogTexts.ts';
import { mountDialog } from '../dialog/mountDialog.tsx';
import { formatErrorText, matchesPattern, remainingText } from './editRules.ts';
import '../styles/theme.css';
import './EditDialog.css';

/** What to edit, for {@link EditDialog} and {@link showEditDialog}. */
export interface EditOptions {
  /** Name of the value, e.g. '昵称': the heading, and `{title}` in '请输入正确格式的{title}'. */
  title: string;
  /** Starting text (cut to `maxLength`). */
  value?: string;
  /** The caller's maximum length: longer text is cut, and '剩余N字' counts down to it. */
  maxLength: number;
  /** Checked on blur (and on confirm) when the field is not empty. */
  pattern?: RegExp | string;
  /** Default `请输入{title}`. */
  placeholder?: string;
  /** A textarea instead of a one-line field (Enter then adds a line instead of confirming). */
  multiline?: boolean;
  /** Default 确定. */
  confirmText?: string;
  /** Default 取消. */
  cancelText?: string;
}

/** Props of {@link EditDialog}. */
export interface EditDialogProps extends EditOptions {
  open: boolean;
  /** The text without surrounding spaces; never empty, always matching `pattern`. */
  onConfirm: (value: string) => void;
  /** Called with '已取消' on the cancel button or Escape. */
  onCancel: (message: string) => void;
}

/**
 * The edit dialog (SPEC §5): one field named by `title`, cut to `maxLength` with '剩余N字' below it;
 * an optional pattern checked on blur, failing with '请输入正确格式的{title}' (cleared on focus or
 * edit); confirm only with a non-empty value and no error (Enter confirms a one-line field). 取消 and
 * Escape dismiss; a tap on the mask does not, so a stray tap never loses what was typed. The text is
 * reset to `value` each time the dialog opens. For a Promise, use {@link showEditDialog}.
 *
 * @example
 * ```tsx
 * <EditDialog open={editing} title="昵称" value={user.nickname} maxLength={12}
 *   onConfirm={(nickname) => { setEditing(false); save(nickname); }} onCancel={() => setEditing(false)} />
 * ```
 */
export function EditDialog({
  open,
  title,
  value = '',
  maxLength,
  pattern,
  placeholder,
  multiline = false,
  confirmText = CONFIRM_TEXT,
  cancelText = CANCEL_TEXT,
  onConfirm,
  onCancel,
}: EditDialogProps) {
  const id = useId();
  const cut = (text: string) => text.slice(0, maxLength);
  const [text, setText] = useState(() => cut(value));
  const [error, setError] = useState('');
  const composing = useRef(false);
  // Reset on every opening, derived during render so the old text never flashes.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setText(cut(value));
      setError('');
    }
  }

  const clean = text.trim();
  const invalid = () => clean !== '' && pattern !== undefined && !matchesPattern(pattern, clean);
  const canConfirm = clean !== '' && !error;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Cut only once an IME has finished composing, or a half-typed syllable would be lost.
    setText(composing.current ? event.target.value : cut(event.target.value));
    setError('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid()) setError(formatErrorText(title));
    else if (canConfirm) onConfirm(clean);
  };

  const field = {
    id: `${id}-field`,
    className: 'shq-edit-dialog__field',
    value: text,
    placeholder: placeholder ?? `请输入${title}`,
    maxLength,
    'aria-labelledby': `${id}-title`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error ${id}-count` : `${id}-count`,
    'data-autofocus': true,
    onChange: handleChange,
    onFocus: () => setError(''),
    onBlur: () => {
      if (invalid()) setError(formatErrorText(title));
    },
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      composing.current = false;
      setText(cut(event.currentTarget.value));
    },
  };

  return (
    <Dialog open={open} onDismiss={() => onCancel(CANCELLED_TEXT)} dismissOnMask={false} labelledBy={`${id}-title`}>
      <form className="shq-edit-dialog" onSubmit={handleSubmit} noValidate>
        <h2 id={`${id}-title`} className="shq-dialog__title">
          {title}
        </h2>
        {multiline ? <textarea {...field} rows={4} /> : <input {...field} type="text" enterKeyHint="done" />}
        <div className="shq-edit-dialog__meta">
          <p id={`${id}-error`} className="shq-edit-dialog__error" role="alert">
            {error}
          </p>
          <p id={`${id}-count`} className="shq-edit-dialog__count">
            {remainingText(maxLength - text.length)}
          </p>
        </div>
        <div className="shq-dialog__actions">
          <Button variant="secondary" onClick={() => onCancel(CANCELLED_TEXT)}>
            {cancelText}
          </Button>
          <Button type="submit" disabled={!canConfirm}>
            {confirmText}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Opens an {@link EditDialog} on `document.body`. Resolves with the confirmed text (trimmed);
 * rejects with `new Error('已取消')` when dismissed (SPEC §8).
 *
 * @example
 * ```ts
 * const nickname = await showEditDialog({ title: '昵称', value: user.nickname, maxLength: 12 });
 * const phone = await showEditDialog({ title: '手机号', maxLength: 11, pattern: /^1\d{10}$/ });
 * ```
 */
export function showEditDialog(options: EditOptions): Promise<string> {
  return mountDialog<string>(({ resolve, reject }) => (
    <EditDialog {...options} open onConfirm={resolve} onCancel={reject} />
  ));
}
