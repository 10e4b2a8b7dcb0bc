/**
 * What to show for a failed call, per spec 000 §8. Each flow reads a different field of the
 * server's answer, so each has its own reader; all fall back to the generic message.
 */
import { isApiFailure, type ApiErrorBody } from '@engage/shared/api/failure';
import { t } from '../messages';

function body(failure: unknown): ApiErrorBody | null {
  return isApiFailure(failure) && typeof failure.data === 'object' && failure.data !== null ? failure.data : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Spec 000 §8 "Login: ... otherwise the server's data.message or 'An error occurred. Please try
 * again.'" Our API answers some failures (rate limit, unreachable server) with `detail` only,
 * which says more than the generic text, so it comes between the two.
 */
export function loginErrorMessage(failure: unknown): string {
  const data = body(failure);
  return text(data?.message) ?? text(data?.detail) ?? t('generic');
}

/** Spec 000 §8 "Sign-up: ... error from data.error or the generic message". */
export function signUpErrorMessage(failure: unknown): string {
  return text(body(failure)?.error) ?? t('generic');
}

/** Spec 000 §8 "Google sign-in: ... the server's error field or the generic message". */
export function googleErrorMessage(failure: unknown): string {
  return text(body(failure)?.error) ?? t('generic');
}

function messages(value: unknown): string[] {
  if (typeof value === 'string') return text(value) ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is string => text(entry) !== null);
}

/**
 * Spec 000 §5 "Server errors on the password field arrive as a list." Our API puts the field
 * lists both at the top level (`password: [...]`) and under `errors`; either is read.
 */
export function passwordFieldErrors(failure: unknown): string[] {
  const data = body(failure);
  if (!data) return [];
  const topLevel = messages(data.password);
  return topLevel.length > 0 ? topLevel : messages(data.errors?.password);
}

/** A message that is not about one field (an expired link…), for a form-level notice. */
export function nonFieldError(failure: unknown): string | null {
  const data = body(failure);
  if (!data || passwordFieldErrors(failure).length > 0) return null;
  return text(data.detail) ?? text(data.message) ?? null;
}
