import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldError } from './field-error';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Messages to show beneath the field; empty while the field is untouched or valid. */
  errors: readonly string[];
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error beneath it. */
export function TextField({ id, label, errors, ref, ...input }: TextFieldProps) {
  return (
    <div className="eg-auth-field">
      <label className="eg-auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} ref={ref} className="eg-auth-field__input" {...describedBy(id, errors)} {...input} />
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
