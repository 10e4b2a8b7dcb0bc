/**
 * What a failed API call rejects with (spec 000 §7: "Failed HTTP calls reject with the response
 * itself"). Kept apart from the client so that checking a failure never downloads axios.
 */

/** The error bodies our API answers with (`detail`, per-field lists, or the spec's fields). */
export interface ApiErrorBody {
  detail?: string;
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
  [field: string]: unknown;
}

/** The HTTP response of a failed call; status 0 when the server could not be reached. */
export interface ApiFailure<T = ApiErrorBody> {
  status: number;
  data: T;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value;
}

/**
 * The text to show for a failed call (spec 000 §8 "error the message, the response error, or
 * 'Something went wrong'"): the body's `message`, else its `error`, else its `detail`, else
 * the fallback the caller names.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiFailure(error)) return fallback;
  const { message, error: responseError, detail } = error.data;
  for (const text of [message, responseError, detail]) if (typeof text === 'string' && text.trim()) return text;
  return fallback;
}
