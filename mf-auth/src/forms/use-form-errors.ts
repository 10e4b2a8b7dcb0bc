import type { FieldErrors, FieldValues, FormState, Path } from 'react-hook-form';

/**
 * Spec 000 §5 "show an error beneath a field once touched": a field's error is shown after it
 * has been left once (touched) or after a submit attempt, and then follows every change.
 */
export function visibleErrors<T extends FieldValues>(
  state: Pick<FormState<T>, 'errors' | 'touchedFields' | 'submitCount'>,
) {
  return (name: Path<T>): string[] => {
    const touched = (state.touchedFields as Partial<Record<string, boolean>>)[name] === true;
    if (!touched && state.submitCount === 0) return [];
    const message = (state.errors as FieldErrors<FieldValues>)[name]?.message;
    return typeof message === 'string' && message !== '' ? [message] : [];
  };
}
