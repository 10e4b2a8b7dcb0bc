/**
 * A labelled text field (input or textarea) with an optional hint, and its error beneath once
 * the field is touched (spec 000 §5 "Forms validate on change and on blur and show an error
 * beneath a field once touched"). Works with react-hook-form without importing it: pass what
 * `register` returns and the field's state.
 *
 *   const { register, formState } = useForm({ resolver: yupResolver(schema), mode: 'all' });
 *   <FormField label="M-PESA number" {...register('mpesa_phone')}
 *     error={formState.errors.mpesa_phone?.message} touched={formState.touchedFields.mpesa_phone} />
 *
 * `error` may be a list (spec 000 §5 "Server errors on the password field arrive as a list"):
 * each message is one item. `revealable` makes a password input with a Show/Hide button, there
 * only while the field is not empty (spec 000 §2):
 *
 *   <FormField label="Password" revealable autoComplete="current-password" {...register('password')} />
 */
import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { kitText } from '@engage/shared/ui/messages';
import './form-field.css';

type InputProps = ComponentPropsWithRef<'input'> & { multiline?: false; revealable?: boolean };
type TextareaProps = ComponentPropsWithRef<'textarea'> & { multiline: true; revealable?: never };

type FormFieldProps = (InputProps | TextareaProps) & {
  label: string;
  hint?: string;
  /** One message, or several (a server's list), shown beneath the field. */
  error?: string | readonly string[];
  /** Show the error only once the user has been in the field (or the form was submitted). */
  touched?: boolean;
};

function messagesOf(error: string | readonly string[] | undefined): readonly string[] {
  if (error === undefined) return [];
  return (typeof error === 'string' ? [error] : error).filter((message) => message !== '');
}

export function FormField(props: FormFieldProps) {
  const { label, hint, error, touched = true, id: givenId, multiline, revealable, ...field } = props;
  const ownId = useId();
  const id = givenId ?? ownId;
  const shown = touched ? messagesOf(error) : [];
  const errorId = `${id}-error`;
  const describedBy = [hint ? `${id}-hint` : null, shown.length > 0 ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-invalid': shown.length > 0 ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="eg-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...(field as ComponentPropsWithRef<'textarea'>)} {...common} />
      ) : revealable ? (
        <RevealableInput label={label} input={{ ...(field as ComponentPropsWithRef<'input'>), ...common }} />
      ) : (
        <input {...(field as ComponentPropsWithRef<'input'>)} {...common} />
      )}
      {hint && (
        <small id={`${id}-hint`} className="eg-field__hint">
          {hint}
        </small>
      )}
      {shown.length === 1 && (
        <small id={errorId} className="eg-field__error" role="alert">
          {shown[0]}
        </small>
      )}
      {shown.length > 1 && (
        <div id={errorId} className="eg-field__error" role="alert">
          <ul>
            {shown.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * A password input whose Show/Hide button exists only while it holds something; emptying it
 * masks it again, so a new password always starts hidden.
 */
function RevealableInput({ label, input }: { label: string; input: ComponentPropsWithRef<'input'> & { id: string } }) {
  const [filled, setFilled] = useState(false);
  const [visible, setVisible] = useState(false);
  const { onChange, value } = input;
  // A controlled field says what it holds; an uncontrolled one (react-hook-form's register) is
  // followed through its changes.
  const hasValue = value !== undefined ? String(value) !== '' : filled;
  const revealed = visible && hasValue;
  function change(event: ChangeEvent<HTMLInputElement>) {
    const nowFilled = event.target.value !== '';
    setFilled(nowFilled);
    if (!nowFilled) setVisible(false);
    onChange?.(event);
  }
  const field = label.toLowerCase();
  return (
    <div className="eg-field__reveal">
      <input {...input} type={revealed ? 'text' : 'password'} onChange={change} />
      {hasValue && (
        <button
          type="button"
          className="eg-field__toggle"
          aria-controls={input.id}
          aria-pressed={revealed}
          aria-label={kitText(revealed ? 'hideField' : 'showField', { field })}
          onClick={() => setVisible(!revealed)}
        >
          {kitText(revealed ? 'hide' : 'show')}
        </button>
      )}
    </div>
  );
}
