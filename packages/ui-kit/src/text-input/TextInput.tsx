import { useId, useState } from 'react';
import type { ChangeEvent, FocusEvent, HTMLAttributes } from 'react';
import '../styles/theme.css';
import './TextInput.css';

/** Maximum length of a {@link TextInput} when none is given (SPEC §5). */
export const DEFAULT_MAX_LENGTH = 150;

/** Props of {@link TextInput}. */
export interface TextInputProps {
  /** Label text; an asterisk in it (e.g. '*手机号') marks the field required and is drawn red. */
  label: string;
  placeholder?: string;
  readOnly?: boolean;
  /** Default 150. */
  maxLength?: number;
  /** 'input' (default) is an editable field; 'span' shows the value as read-only text. */
  type?: 'input' | 'span';
  value: string;
  /** Called with the new value (cut to maxLength) and the event. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Message shown below the field; hidden on focus or edit, shown again when it changes. */
  error?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  name?: string;
  id?: string;
  className?: string;
}

/** Splits '*手机号' into text parts around the asterisks, drawn red and hidden from AT. */
function LabelText({ label }: { label: string }) {
  const parts = label.split('*');
  return parts.map((part, i) => (
    <span key={i}>
      {i > 0 && (
        <span className="shq-text-input__asterisk" aria-hidden="true">
          *
        </span>
      )}
      {part}
    </span>
  ));
}

/**
 * A labelled text field (SPEC §3 "Text input"). An asterisk in the label marks it required
 * (`aria-required`, not the native `required`, so the browser's own bubble never competes with
 * ours). The error shows below in a `role="alert"` message tied by `aria-describedby`; it hides
 * when the reader focuses the field or the value changes, and shows again when the caller passes a
 * different error. Space for one line of error is always kept, so nothing below jumps.
 * Type 'span' shows the value as text (e.g. a verified phone number).
 *
 * @example
 * ```tsx
 * <TextInput label="*手机号" placeholder="请输入手机号" inputMode="tel" autoComplete="tel"
 *   value={phone} onChange={setPhone} error={phoneError} />
 * ```
 */
export function TextInput({
  label,
  placeholder,
  readOnly = false,
  maxLength = DEFAULT_MAX_LENGTH,
  type = 'input',
  value,
  onChange,
  error,
  onFocus,
  onBlur,
  inputMode,
  autoComplete,
  name,
  id,
  className,
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const labelId = `${autoId}-label`;
  const errorId = `${autoId}-error`;
  const required = label.includes('*');

  // Derived from the previous props during render (no effect, no flash of a stale message).
  const [errorHidden, setErrorHidden] = useState(false);
  const [seen, setSeen] = useState({ error, value });
  if (seen.error !== error || seen.value !== value) {
    setSeen({ error, value });
    setErrorHidden(seen.error === error);
  }
  const shownError = error && !errorHidden ? error : '';

  const rootClass = `shq-text-input shq-text-input--${type}${shownError ? ' shq-text-input--invalid' : ''}${className ? ` ${className}` : ''}`;
  const message = (
    <div className="shq-text-input__message">
      {shownError && (
        <p id={errorId} className="shq-text-input__error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );

  if (type === 'span') {
    return (
      <div className={rootClass} role="group" aria-labelledby={labelId}>
        <div className="shq-text-input__row">
          <span id={labelId} className="shq-text-input__label">
            <LabelText label={label} />
          </span>
          <span className="shq-text-input__text">{value}</span>
        </div>
        {message}
      </div>
    );
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    let next = event.target.value;
    // Some Android IMEs ignore maxlength for composed text; cut once composition has ended.
    if (!(event.nativeEvent as InputEvent).isComposing && next.length > maxLength) next = next.slice(0, maxLength);
    onChange?.(next, event);
  };
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    setErrorHidden(true);
    onFocus?.(event);
  };

  return (
    <div className={rootClass}>
      <div className="shq-text-input__row">
        <label id={labelId} htmlFor={inputId} className="shq-text-input__label">
          <LabelText label={label} />
        </label>
        <input
          id={inputId}
          className="shq-text-input__input"
          type="text"
          name={name}
          value={value}
          placeholder={placeholder}
          readOnly={readOnly}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={onBlur}
        />
      </div>
      {message}
    </div>
  );
}
