/**
 * A labelled text field (input or textarea) with an optional hint, and its error beneath once
 * the field is touched (spec 000 §5 "Forms validate on change and on blur and show an error
 * beneath a field once touched"). Works with react-hook-form without importing it: pass what
 * `register` returns and the field's state.
 *
 *   const { register, formState } = useForm({ resolver: yupResolver(schema), mode: 'all' });
 *   <FormField label="M-PESA number" {...register('mpesa_phone')}
 *     error={formState.errors.mpesa_phone?.message} touched={formState.touchedFields.mpesa_phone} />
 */
import { useId, type ComponentPropsWithRef } from 'react';
import './kit.css';

type InputProps = ComponentPropsWithRef<'input'> & { multiline?: false };
type TextareaProps = ComponentPropsWithRef<'textarea'> & { multiline: true };

type FormFieldProps = (InputProps | TextareaProps) & {
  label: string;
  hint?: string;
  error?: string;
  /** Show the error only once the user has been in the field (or the form was submitted). */
  touched?: boolean;
};

export function FormField(props: FormFieldProps) {
  const { label, hint, error, touched = true, id: givenId, multiline, ...field } = props;
  const ownId = useId();
  const id = givenId ?? ownId;
  const shown = touched && error ? error : undefined;
  const describedBy = [hint ? `${id}-hint` : null, shown ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': shown ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className="eg-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...(field as ComponentPropsWithRef<'textarea'>)} {...common} />
      ) : (
        <input {...(field as ComponentPropsWithRef<'input'>)} {...common} />
      )}
      {hint && (
        <small id={`${id}-hint`} className="eg-field__hint">
          {hint}
        </small>
      )}
      {shown && (
        <small id={`${id}-error`} className="eg-field__error" role="alert">
          {shown}
        </small>
      )}
    </div>
  );
}
