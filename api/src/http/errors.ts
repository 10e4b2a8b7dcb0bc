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
 *
 * Every sentence is written in the request's language (i18n/request-language.ts): a service
 * names its text from the catalog (`refused(400, text('taskGone'))`), and the answer carries it in
 * English or Kiswahili. Field names stay as the request spells them.
 */
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Language } from '@engage/shared/i18n/language';
import { text, written, type CatalogText, type UserText } from '../i18n/messages';
import { requestLanguage } from '../i18n/request-language';
import { isDatabaseUnavailable, replyDatabaseUnavailable } from './database-unavailable';

export interface ApiErrorExtra {
  message?: UserText;
  error?: UserText;
  errors?: Record<string, UserText[]>;
  /** A task claim that waits for review (409 on a second claim): say so in data, not only in words. */
  status?: 'review';
  reason?: UserText;
  /** Why, for a client to act on (`ErrorResponseSchema.code`). */
  code?:
    'step_up_required' | 'embed_scope' | 'payout_method_cooling_off' | 'withdrawals_frozen' | 'withdrawal_on_its_way';
  step_up?: 'password' | 'code';
  usable_from?: string;
  /** Seconds before a new verification code may be asked for. */
  resend_in?: number;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: UserText,
    readonly extra: ApiErrorExtra = {},
  ) {
    super(written(text, 'en'));
  }

  /** The sentence in English, as the log and the tests read it. */
  get detail(): string {
    return this.message;
  }

  /** The answer's body, every sentence in `language`. */
  body(language: Language = 'en'): Record<string, unknown> {
    const say = (said: UserText) => written(said, language);
    const { message, error, errors, reason, ...rest } = this.extra;
    return {
      detail: say(this.text),
      ...rest,
      ...(message === undefined ? {} : { message: say(message) }),
      ...(error === undefined ? {} : { error: say(error) }),
      ...(reason === undefined ? {} : { reason: say(reason) }),
      ...(errors === undefined
        ? {}
        : { errors: Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(say)])) }),
    };
  }
}

export const badRequest = (detail: UserText, extra: ApiErrorExtra = {}) => new ApiError(400, detail, extra);
export const unauthorized = (detail: UserText = text('notSignedIn')) => new ApiError(401, detail);
/** A service saying no as the spec's screens read it: the text in `message` and `error` too (spec 000 §8). */
export const refused = (status: number, detail: UserText, extra: ApiErrorExtra = {}) =>
  new ApiError(status, detail, { message: detail, error: detail, ...extra });
export const forbidden = (detail: UserText) => refused(403, detail);
export const notFound = (detail: UserText = text('notFound')) => new ApiError(404, detail);
export const conflict = (detail: UserText) => refused(409, detail);

/** `password` → 'Password', `otp_code` → 'Otp code'. */
function label(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** TypeBox's own sentence for a keyword (English only), as a text of the catalog. */
function keywordText(field: string, error: FastifySchemaValidationError): CatalogText | undefined {
  const params = error.params as Record<string, unknown>;
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'nul':
      return text('fieldNul', { field });
    case 'const':
      return text('fieldConstant', { field });
    case 'enum':
      return text('fieldAllowedValues', { field });
    case 'anyOf':
      return text('fieldAnyOf', { field });
    case 'maxLength':
      return text('fieldTooLong', { field, limit });
    case 'minLength':
      return text('fieldTooShort', { field, limit });
    case 'maxItems':
      return text('fieldTooManyItems', { field, limit });
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return text('fieldCompared', { field, comparison: String(params.comparison), limit });
    case 'type':
      // validation.ts's own check of a whole number in a path or query string.
      if (error.message === 'must be a whole number') return text('fieldWholeNumber', { field });
      return typeof params.type === 'string' ? text('fieldType', { field, type: params.type }) : undefined;
    default:
      return undefined;
  }
}

/** The spec's wording where it has one (spec 000 §5), else a plain sentence naming the field. */
function messageFor(field: string, error: FastifySchemaValidationError): UserText {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'format' && params.format === 'email') return text('emailFormat');
  if (error.keyword === 'minLength' && field === 'password') {
    return text('passwordTooShort', { limit: String(params.limit) });
  }
  const named = label(field);
  if (error.keyword === 'minLength' && params.limit === 1) return text('fieldRequired', { field: named });
  // The pattern itself means nothing to a reader (dates carry one for their year range).
  if (error.keyword === 'pattern') return text('fieldFormat', { field: named });
  const known = keywordText(named, error);
  // A sentence the catalog has no words for: TypeBox's, which is English only.
  if (known && written(known, 'en') === `${named} ${error.message ?? ''}`) return known;
  return error.message ? `${named} ${error.message}` : text('fieldInvalid', { field: named });
}

/**
 * Field → messages. For a body that may take one of several shapes (registration), the errors
 * of the shape that came closest are reported, not the union's noise.
 */
function fieldErrors(errors: FastifySchemaValidationError[], language: Language): Record<string, string[]> {
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
  const add = (field: string, said: UserText) => {
    const message = written(said, language);
    const list = (result[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of chosen) {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') {
      const missing = (params.requiredProperties ?? [params.missingProperty]) as string[];
      for (const field of missing) add(field, text('fieldRequired', { field: label(field) }));
      continue;
    }
    if (error.keyword === 'additionalProperties') continue;
    const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
    add(field, messageFor(field, error));
  }
  if (Object.keys(result).length === 0) add('non_field_errors', text('invalidInput'));
  return result;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  if (error instanceof ApiError) {
    void reply.status(error.statusCode).send(error.body(language));
    return;
  }
  if (error.validation) {
    const errors = fieldErrors(error.validation, language);
    const detail = Object.values(errors)[0]?.[0] ?? written(text('invalidInput'), language);
    void reply.status(400).send({ detail, message: detail, error: detail, ...errors, errors });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, url: request.url, method: request.method }, 'database unavailable');
    replyDatabaseUnavailable(reply, language);
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    void reply.status(500).send({ detail: written(text('internalError'), language) });
    return;
  }
  // 4xx raised by fastify or a plugin (bad JSON, payload too large, rate limit, 404…).
  void reply.status(status).send({ detail: error.message });
}
