/**
 * One rule for every route: a body is accepted only in a content type the route
 * declares, and a route that takes a body gets one.
 *
 * - A route's schema declares its types: `body: { content: { <type>: { schema } } }` names them
 *   (the avatar upload: JSON or multipart; the sandbox consent pages: JSON or an HTML form), a
 *   plain `body` schema — or none — means JSON only. Anything else answers 415 before it is
 *   parsed. Before this rule a form-encoded body skipped the validation of a route whose schema
 *   was keyed by content type, and stored a 300-character bio and an empty username.
 * - A route that declares a body and receives none answers 400 instead of reaching its handler
 *   with `undefined` (that was a 500) — unless its body is declared `Type.Optional(...)`. A body
 *   sent as JSON `null` is never taken for an absent one.
 */
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import type { AppInstance } from './app-instance';
import { ApiError, badRequest } from './errors';
import { isOptionalBody } from './validation';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_TYPE = 'multipart/form-data';
export const TEXT_TYPE = 'text/plain';

/** A body accepted as JSON or as an HTML form post, validated against `schema` either way. */
export const jsonOrForm = <T extends TSchema>(schema: T) => ({
  content: { [JSON_TYPE]: { schema }, [FORM_TYPE]: { schema } },
});

/** A body sent as JSON or by `navigator.sendBeacon` as text holding JSON, validated against `schema` either way. */
export const jsonOrBeacon = <T extends TSchema>(schema: T) => ({
  content: { [JSON_TYPE]: { schema }, [TEXT_TYPE]: { schema } },
});

/** The content types the route's schema declares for its body (see the module header). */
function declaredContentTypes(schema: FastifySchema | undefined): string[] {
  const body = schema?.body as { content?: Record<string, unknown> } | undefined;
  return body?.content ? Object.keys(body.content) : [JSON_TYPE];
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

export function registerContentTypeRule(app: AppInstance): void {
  // preParsing: a refused body is never parsed (the form parser and multipart run for every route).
  app.addHook('preParsing', async (request) => {
    // An unknown path stays a 404 whatever it was sent.
    if (request.is404 || !carriesBody(request)) return;
    const accepted = declaredContentTypes(request.routeOptions.schema);
    const type = mediaType(request.headers['content-type']);
    if (!accepted.includes(type)) {
      throw new ApiError(
        415,
        `Unsupported content type ${type ? `'${type}'` : '(none)'}: send ${accepted.join(' or ')}.`,
      );
    }
  });
  app.addHook('preValidation', async (request) => {
    const body = request.routeOptions.schema?.body;
    if (request.body === undefined && body && !isOptionalBody(body) && !request.isMultipart()) {
      throw badRequest('A request body is required.');
    }
    // A body sent as JSON `null` is a malformed body, not an absent one, even where the body is optional.
    if (request.body === null && body && carriesBody(request)) throw badRequest('The request body must be an object.');
  });
}
