/**
 * How a failed PayPal call reads to the rest of the API (provider-error.ts): PayPal answered and
 * did not take the request (a 4xx) → `refused`; no usable answer (timeout, 5xx, dropped
 * connection, a 409 "previous call in progress", a 429) → `unavailable`, as the request may
 * still be taken. Messages name PayPal's issue, description and debug_id (what PayPal support
 * asks for) and never a credential: the SDK's own errors carry the request with its
 * Authorization header, so none of them is passed on, only what is read from them here.
 */
import { ApiError } from '@paypal/paypal-server-sdk';
import { ProviderError, type ProviderErrorKind } from '../provider-error';

/** A ProviderError that keeps PayPal's HTTP status, for the adapter's own decisions (404 and 401). */
export class PaypalError extends ProviderError {
  constructor(
    kind: ProviderErrorKind,
    message: string,
    code?: string,
    readonly status?: number,
  ) {
    super(kind, message, code);
  }
}

/** PayPal's error body: REST APIs answer {name, message, debug_id, details}, OAuth {error, error_description}. */
interface ErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  issue?: string;
  description?: string;
  error?: string;
  error_description?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function readErrorBody(body: unknown): ErrorBody {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
  }
  const root = record(parsed) ?? {};
  const detail = Array.isArray(root.details) ? record(root.details[0]) : undefined;
  return {
    name: text(root.name),
    message: text(root.message),
    debug_id: text(root.debug_id),
    issue: text(detail?.issue),
    description: text(detail?.description),
    error: text(root.error),
    error_description: text(root.error_description),
  };
}

/** Statuses that say nothing about whether PayPal will still act on the request. */
const UNSETTLED = new Set([408, 409, 425, 429]);

/** A PayPal answer that was not a success, as a PaypalError. */
export function answerError(status: number, body: unknown, action: string): PaypalError {
  const read = readErrorBody(body);
  const code = read.issue ?? read.error ?? read.name;
  const said = read.description ?? read.error_description ?? read.message;
  const kind: ProviderErrorKind = status >= 500 || UNSETTLED.has(status) ? 'unavailable' : 'refused';
  const what = kind === 'refused' ? `PayPal refused to ${action}` : `PayPal could not ${action} now`;
  const details = [code, said && said.length > 200 ? `${said.slice(0, 200)}…` : said].filter(Boolean).join(': ');
  const debug = read.debug_id ? ` (debug_id ${read.debug_id})` : '';
  return new PaypalError(kind, `${what} (HTTP ${status}${details ? `, ${details}` : ''})${debug}`, code, status);
}

/** The error code a network library put on an error, if any (axios, undici's cause). */
function networkCode(error: Error): string | undefined {
  const own = text((error as Error & { code?: unknown }).code);
  if (own) return own;
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? networkCode(cause) : undefined;
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

/** Any failure of a PayPal call, as a PaypalError whose message is safe to log. */
export function paypalError(error: unknown, action: string, timeoutMs: number): PaypalError {
  if (error instanceof PaypalError) return error;
  if (error instanceof ProviderError) return new PaypalError(error.kind, error.message, error.code);
  if (error instanceof ApiError) return answerError(error.statusCode, error.result ?? error.body, action);
  if (!(error instanceof Error)) return new PaypalError('unavailable', `The call to PayPal to ${action} failed`);
  const code = networkCode(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError' || (code && TIMEOUT_CODES.has(code))) {
    return new PaypalError('unavailable', `PayPal did not answer within ${timeoutMs} ms (${action})`, 'TIMEOUT');
  }
  if (code) return new PaypalError('unavailable', `PayPal could not be reached to ${action} (${code})`, code);
  if (error.name === 'ResponseValidationError') {
    // A 2xx whose body the SDK could not read: PayPal may well have acted on it.
    return new PaypalError('unavailable', `PayPal's answer could not be read (${action})`, 'UNREADABLE_ANSWER');
  }
  return new PaypalError('unavailable', `The call to PayPal to ${action} failed (${error.name})`);
}
