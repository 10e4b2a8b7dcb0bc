/**
 * Registers a route of the shared table from its entry: the method and path from
 * `api-routes.ts`, the params, query, body and answer schemas from `api-contract.ts`. A routes
 * file adds only what is the server's own — its OpenAPI tags, the statuses its service may
 * refuse with, whether it is public, its rate limit — and the handler. Whether the route honours
 * `Idempotency-Key` comes from the shared list the browser reads too (idempotency.ts):
 *
 *   app.route({
 *     ...apiRoute('alertRead', { tags: ['alerts'], errors: [404] }),
 *     handler: async (request) => …,   // request.params typed from the contract
 *   });
 */
import { apiContract, type ApiContract, type RouteContract } from '@engage/shared/api/contract';
import { apiRoutes, type ApiRouteName } from '@engage/shared/api/routes';
import { IDEMPOTENT_ROUTES } from '@engage/shared/api/idempotency';
import type { FastifyContextConfig, HTTPMethods } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { jsonOrBeacon, jsonOrForm, JSON_TYPE, MULTIPART_TYPE } from './content-types';
import { errorResponses, type ServiceErrorStatus } from './openapi';

const API_PREFIX = '/api/';

export interface ApiRouteOptions {
  tags: readonly string[];
  description?: string;
  /** What the route's service may refuse with, beyond what every route of its kind can answer. */
  errors?: readonly ServiceErrorStatus[];
  /** Fastify route config: `public` (no bearer token), `rateLimit`. */
  config?: FastifyContextConfig;
}

type Field<Contract, Key extends string, As extends string = Key> = Contract extends { [K in Key]: infer Schema }
  ? { [K in As]: Schema }
  : unknown;

/** The answers of a route by status, as the type provider reads them to check the handler. */
type Answers<Contract> = (Contract extends { status: 201; answer: infer A }
  ? { 201: A }
  : Contract extends { answer: infer A }
    ? { 200: A }
    : unknown) &
  (Contract extends { answers: infer Others } ? Others : unknown);

/** The Fastify schema of a route, typed per part so that the handler's request is typed. */
export type RouteSchema<Name extends ApiRouteName> = Field<ApiContract[Name], 'params'> &
  Field<ApiContract[Name], 'query', 'querystring'> &
  Field<ApiContract[Name], 'body'> & {
    response: Answers<ApiContract[Name]>;
    tags: readonly string[];
    description?: string;
    security?: Array<Record<string, string[]>>;
  };

/** The server's URL of a route of the table: every route sits under `/api/`. */
function serverPath(name: ApiRouteName): string {
  return `${API_PREFIX}${apiRoutes[name].path}`;
}

/** The body schema Fastify validates: optional when the route may come without one, per content type with an upload. */
function bodySchema(contract: RouteContract): unknown {
  if (!contract.body) return undefined;
  const body = contract.bodyOptional ? Type.Optional(contract.body) : contract.body;
  // A form post is validated by the same schema as JSON (content-types.ts refuses any other type).
  if (contract.form) return jsonOrForm(body);
  if (contract.beacon) return jsonOrBeacon(body);
  if (!contract.multipart) return body;
  // Per content type (content-types.ts refuses any other): JSON is validated here; the
  // multipart upload is read and checked by the handler.
  return {
    content: {
      [JSON_TYPE]: { schema: body },
      [MULTIPART_TYPE]: { schema: Type.Unknown({ description: contract.multipart }) },
    },
  };
}

/** The method, URL, config and schema of a route of the table; spread it into `app.route`. */
export function apiRoute<Name extends ApiRouteName>(
  name: Name,
  options: ApiRouteOptions,
): { method: HTTPMethods; url: string; config: FastifyContextConfig; schema: RouteSchema<Name> } {
  const contract: RouteContract = apiContract[name];
  const response: Record<number, TSchema> = {
    [contract.status ?? 200]: contract.answer,
    ...errorResponses(...(options.errors ?? [])),
  };
  for (const [status, answer] of Object.entries(contract.answers ?? {})) if (answer) response[Number(status)] = answer;
  const schema = {
    tags: options.tags,
    ...(options.description ? { description: options.description } : {}),
    ...(options.config?.public ? {} : { security: [{ bearer: [] }] }),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: bodySchema(contract) } : {}),
    response,
  };
  return {
    method: apiRoutes[name].method,
    url: serverPath(name),
    config: { ...options.config, ...(IDEMPOTENT_ROUTES.has(name) ? { idempotent: true } : {}) },
    // The parts above are the contract's own schemas, which is what RouteSchema<Name> says.
    schema: schema as unknown as RouteSchema<Name>,
  };
}
