/**
 * A labelled select with its error beneath, marked up as the kit's FormField is (its classes, the
 * error as an alert the select is described by), so a form's selects and inputs read alike. Works
 * with react-hook-form's `register` the same way.
 */
import { useId, type ComponentPropsWithRef } from 'react';

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  /** Show the error only once the user has been in the field (or the form was submitted). */
  touched?: boolean;
};

export function SelectField({ label, error, touched = true, id: givenId, children, ...select }: SelectFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const shown = touched && error ? error : null;
  const errorId = `${id}-error`;
  return (
    <div className="eg-field">
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        id={id}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
      >
        {children}
      </select>
      {shown && (
        <small id={errorId} className="eg-field__error" role="alert">
          {shown}
        </small>
      )}
    </div>
  );
}
