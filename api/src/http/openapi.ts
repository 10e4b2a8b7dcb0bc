/**
 * The API's OpenAPI document (`/api/docs/openapi.json`) and its reference page (`/api/docs/`).
 *
 * - OpenAPI 3.1, because the route schemas are TypeBox, that is JSON Schema 2020-12: a numeric
 *   `exclusiveMinimum`, `const`, `type: 'null'`. Declared 3.0, the same schemas made the document
 *   invalid. `openapi.test.ts` validates it with @apidevtools/swagger-parser.
 * - Every operation declares its error answers as well as its success: the statuses every route
 *   can give are added here from what the route is (it takes input → 400; it is not public →
 *   401; it has a rate limit → 429; …), the ones only a service knows (403, 404, 409, 502, 503)
 *   by the route itself with {@link errorResponses}. The API tests fail on any answer whose
 *   status its route does not declare (`tests/test-app.ts`), so the list cannot drift.
 * - Declared response schemas are also how Fastify serialises (fast-json-stringify): a property
 *   missing from a schema is dropped, so each schema is exactly what its route sends.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@engage/shared/contract/common';
import type { FastifySchema, RouteOptions } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { AppInstance } from './app-instance';
import { isOptionalBody } from './validation';

export const OPENAPI_PATH = '/api/docs/openapi.json';
const DOCS_PREFIX = '/api/docs';

/**
 * The statuses a service may answer with, beyond those every route of its kind has (400 for a
 * route without input whose service still refuses, e.g. requesting a code when verified).
 */
export type ServiceErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400:
    'The request was refused: a value is missing or invalid (the messages of each field in `errors`, and ' +
    'under the field name itself), or a rule of the service says no (`detail`).',
  401: 'Not signed in, or the access token is invalid or expired (refresh it and retry once).',
  403: 'Signed in, but not allowed to do this (for example: the email is not verified yet).',
  404: 'Not found, or not yours.',
  409: 'Conflicts with the current state (already done, already exists).',
  413: 'The body is too large (1 MB; an avatar 2 MB).',
  415: 'The body is in a content type this operation does not take.',
  429: 'Too many attempts: wait and retry (the message says how long).',
  500: 'Internal server error (details only in the server log).',
  502: 'A payment or social provider failed to answer.',
  503:
    'Cannot answer now: the database cannot be reached (`Retry-After` says when to try again), or the ' +
    'feature is not set up on this server (its provider is off).',
};

/** An error answer, as @fastify/swagger documents it and fast-json-stringify serialises it. */
const errorResponse = (status: number): TSchema =>
  status === 400
    ? Type.Object(ValidationErrorResponseSchema.properties, {
        additionalProperties: true,
        description: ERROR_DESCRIPTIONS[400],
      })
    : Type.Object(ErrorResponseSchema.properties, { description: ERROR_DESCRIPTIONS[status] ?? 'Error.' });

/** `response: { 200: X, ...errorResponses(404, 409) }`: what this route's service may refuse with. */
export function errorResponses(...statuses: ServiceErrorStatus[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)]));
}

/** A redirect, documented without a body (`type: 'null'` is @fastify/swagger's "no content"). */
export const redirectResponse = (description: string) => Type.Null({ description });

/** An HTML page (the sandbox providers' consent and payment pages). */
export const htmlResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

/** `POST /api/alerts/:id/read/` → `post /api/alerts/{id}/read/`, as the document names it. */
const operationKey = (method: string, url: string) => `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

interface OpenApiDocument {
  paths?: Record<string, Record<string, { requestBody?: { required?: boolean } }>>;
}

/** @fastify/swagger marks every request body required; a `Type.Optional` one is not (validation.ts). */
function markOptionalBodies(document: OpenApiDocument, optionalBodies: Set<string>): void {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.requestBody && optionalBodies.has(operationKey(method, path)))
        operation.requestBody.required = false;
    }
  }
}

interface RouteFacts {
  public: boolean;
  takesInput: boolean;
  takesBody: boolean;
  rateLimited: boolean;
}

/** The statuses a route can answer with because of what it is, whatever its service does. */
function commonErrorStatuses(facts: RouteFacts): number[] {
  return [
    // Validation of path, query or body; a malformed JSON body.
    ...(facts.takesInput ? [400] : []),
    ...(facts.public ? [] : [401]),
    ...(facts.takesBody ? [413] : []),
    // content-types.ts: any route refuses a body in a type it does not declare.
    415,
    ...(facts.rateLimited ? [429] : []),
    500,
    // database-unavailable.ts: any route answers 503 while PostgreSQL cannot be reached.
    503,
  ];
}

function routeFacts(route: RouteOptions): RouteFacts {
  const schema = route.schema ?? {};
  return {
    public: route.config?.public === true,
    takesBody: schema.body !== undefined,
    takesInput: [schema.body, schema.querystring, schema.params].some((part) => part !== undefined),
    rateLimited: route.config !== undefined && 'rateLimit' in route.config,
  };
}

/**
 * Completes the schema of every documented route as it is declared: the common error answers
 * and, for a protected route, its bearer security (authenticate.ts protects every route that
 * is not `public`, whether or not its schema says so).
 */
function completeRouteSchema(route: RouteOptions, optionalBodies: Set<string>): void {
  const schema: FastifySchema = route.schema ?? {};
  if (schema.hide || route.websocket || !route.url.startsWith('/api/')) return;
  const facts = routeFacts(route);
  if (isOptionalBody(schema.body)) {
    for (const method of [route.method].flat()) optionalBodies.add(operationKey(method, route.url));
  }
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const status of commonErrorStatuses(facts)) response[status] ??= errorResponse(status);
  route.schema = {
    ...schema,
    ...(facts.public || schema.security ? {} : { security: [{ bearer: [] }] }),
    response,
  };
}

export interface OpenApiOptions {
  /** Serve the reference page at `/api/docs/` (config.ts, API_DOCS_UI). */
  ui: boolean;
}

/**
 * Registers the document, its route and (when asked) the reference page. Call before any route
 * is declared: the completion hook sees only the routes declared after it.
 */
export async function registerOpenApi(app: AppInstance, options: OpenApiOptions): Promise<void> {
  const optionalBodies = new Set<string>();
  app.addHook('onRoute', (route) => completeRouteSchema(route, optionalBodies));
  await app.register(swagger, {
    // 3.1 has `const`: the schemas are documented as the contract writes them.
    convertConstToEnum: false,
    transformObject: (documents) => {
      if (!('openapiObject' in documents)) return documents.swaggerObject;
      markOptionalBodies(documents.openapiObject as OpenApiDocument, optionalBodies);
      return documents.openapiObject;
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'engage API',
        version: '0.1.0',
        description:
          'The engage reference API (spec 000 and 001). Sign in with `POST /api/users/login/`, then send ' +
          '`Authorization: Bearer <access>`. Error bodies always carry `detail`; a 400 also lists the ' +
          'messages of each field under `errors`. Typed client: `@engage/api-client`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get(OPENAPI_PATH, { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  if (!options.ui) {
    // Said plainly, rather than the 401 of the feed's `:platform/` that the path would fall to.
    app.get(`${DOCS_PREFIX}/`, { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({ detail: 'The API reference page is off on this server (API_DOCS_UI=true shows it).' }),
    );
    return;
  }
  // In its own context, so that its routes (page, assets, /json, /yaml) can be made public
  // without touching the plugin: authenticate.ts lets through only routes marked public.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The page reads the same document from `/api/docs/json` (the plugin's own route).
      uiConfig: { deepLinking: true },
    });
  });
}
