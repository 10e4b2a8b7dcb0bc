import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { describedBy, FieldError } from './field-error';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  errors: readonly string[];
  /** The field's current value: the show/hide toggle exists only while it is not empty. */
  hasValue: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle. Spec 000 §2 "password has a show/hide toggle,
 * visible only when the field is non-empty".
 */
export function PasswordField({ id, label, errors, hasValue, ref, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  // Emptying the field hides the toggle and resets it: a new password starts masked.
  if (!hasValue && visible) setVisible(false);
  const shown = visible && hasValue;
  return (
    <div className="eg-auth-field">
      <label className="eg-auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="eg-auth-field__password">
        <input
          id={id}
          ref={ref}
          type={shown ? 'text' : 'password'}
          className="eg-auth-field__input"
          {...describedBy(id, errors)}
          {...input}
        />
        {hasValue && (
          <button
            type="button"
            className="eg-auth-field__toggle"
            aria-controls={id}
            aria-pressed={shown}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setVisible((value) => !value)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
