/**
 * The one error handler (fastify/demo style) and the error type services throw.
 *
 * - Validation failures: 400 `{ detail, errors: { field: [message] } }`, plus the field lists
 *   at the top level too (spec 000 §5 "Server errors on the password field arrive as a list").
 *   Nothing has been written: validation runs before the handler.
 * - `ApiError` from a service: its status and body (`detail`, and `message` / `error` where the
 *   spec says the client reads those, see `ErrorResponseSchema` in the shared contract).
 * - The database cannot be reached: 503 with `Retry-After` (database-unavailable.ts).
 * - Anything else: 500 `{ detail: 'Internal server error' }`; the details only go to the log.
 */
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { isDatabaseUnavailable, replyDatabaseUnavailable } from './database-unavailable';

export interface ApiErrorExtra {
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
  /** A task claim that waits for review (409 on a second claim): say so in data, not only in words. */
  status?: 'review';
  reason?: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra: ApiErrorExtra = {},
  ) {
    super(detail);
  }

  body(): Record<string, unknown> {
    return { detail: this.detail, ...this.extra };
  }
}

export const badRequest = (detail: string, extra: ApiErrorExtra = {}) => new ApiError(400, detail, extra);
export const unauthorized = (detail = 'Authentication credentials were not provided.') => new ApiError(401, detail);
/** A service saying no as the spec's screens read it: the text in `message` and `error` too (spec 000 §8). */
export const refused = (status: number, detail: string) =>
  new ApiError(status, detail, { message: detail, error: detail });
export const forbidden = (detail: string) => refused(403, detail);
export const notFound = (detail = 'Not found.') => new ApiError(404, detail);
export const conflict = (detail: string) => refused(409, detail);

/** `password` → 'Password', `otp_code` → 'Otp code'. */
function label(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The spec's wording where it has one (spec 000 §5), else a plain sentence naming the field. */
function messageFor(field: string, error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'format' && params.format === 'email') return 'Invalid email format';
  if (error.keyword === 'minLength' && field === 'password') {
    return `Password must be at least ${String(params.limit)} characters`;
  }
  if (error.keyword === 'minLength' && params.limit === 1) return `${label(field)} is required`;
  // The pattern itself means nothing to a reader (dates carry one for their year range).
  if (error.keyword === 'pattern') return `${label(field)} is not in the expected format`;
  return `${label(field)} ${error.message ?? 'is invalid'}`;
}

/**
 * Field → messages. For a body that may take one of several shapes (registration), the errors
 * of the shape that came closest are reported, not the union's noise.
 */
function fieldErrors(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const branchOf = (error: FastifySchemaValidationError) => /^#\/anyOf\/(\d+)/.exec(error.schemaPath)?.[1];
  const branches = new Map<string, FastifySchemaValidationError[]>();
  for (const error of errors) {
    const branch = branchOf(error);
    if (branch !== undefined) branches.set(branch, [...(branches.get(branch) ?? []), error]);
  }
  let chosen = errors.filter((error) => !(error.keyword === 'anyOf' && error.schemaPath === '#'));
  if (branches.size > 0) {
    const closest = [...branches.values()].sort((a, b) => a.length - b.length)[0] ?? [];
    chosen = [...chosen.filter((error) => branchOf(error) === undefined), ...closest];
  }
  const result: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (result[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of chosen) {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') {
      const missing = (params.requiredProperties ?? [params.missingProperty]) as string[];
      for (const field of missing) add(field, `${label(field)} is required`);
      continue;
    }
    if (error.keyword === 'additionalProperties') continue;
    const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
    add(field, messageFor(field, error));
  }
  if (Object.keys(result).length === 0) add('non_field_errors', 'Invalid input.');
  return result;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof ApiError) {
    void reply.status(error.statusCode).send(error.body());
    return;
  }
  if (error.validation) {
    const errors = fieldErrors(error.validation);
    const detail = Object.values(errors)[0]?.[0] ?? 'Invalid input.';
    void reply.status(400).send({ detail, message: detail, error: detail, ...errors, errors });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, url: request.url, method: request.method }, 'database unavailable');
    replyDatabaseUnavailable(reply);
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    void reply.status(500).send({ detail: 'Internal server error' });
    return;
  }
  // 4xx raised by fastify or a plugin (bad JSON, payload too large, rate limit, 404…).
  void reply.status(status).send({ detail: error.message });
}
