/**
 * A field that keeps only what it accepts (digits, at most N characters) as the user types: what
 * react-hook-form's `register` returns, with the typed text cut before the form reads it, so the
 * field shows what is kept and the form holds the same.
 *
 *   <FormField label="Phone number" {...filtered(register('phone'), sanitizePhoneInput)} />
 */
type TextChange = (event: { target: HTMLInputElement | HTMLTextAreaElement }) => unknown;

export function filtered<F extends { onChange: TextChange }>(
  field: F,
  keep: (typed: string) => string,
): F & { onChange: TextChange } {
  return {
    ...field,
    onChange: (event) => {
      event.target.value = keep(event.target.value);
      return field.onChange(event);
    },
  };
}
