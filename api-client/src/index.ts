/**
 * `@engage/api-client`: the engage API from your own code, typed end to end.
 *
 * The types (`paths`) are generated from the API's OpenAPI document (`generated/openapi.ts`);
 * calls go through openapi-fetch, a thin wrapper of `fetch`, so paths, parameters, bodies,
 * answers and error bodies are all checked by the compiler:
 *
 * ```ts
 * const api = createEngageClient({ baseUrl: 'https://engage.example' });
 * const { data, error } = await api.POST('/api/users/login/', { body: { email, password } });
 * if (data) api.signIn(data.access);
 * const profile = await api.GET('/api/users/profile/');
 * ```
 */
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi';

export type { components, operations, paths } from './generated/openapi';

export interface EngageClient extends Client<paths> {
  /** Sends `Authorization: Bearer <access>` with every call from now on (the `access` of login or refresh). */
  signIn(access: string): void;
  /** Stops sending the bearer token. */
  signOut(): void;
}

export interface EngageClientOptions extends ClientOptions {
  /** The server's origin, e.g. `https://engage.example` (the paths start with `/api/`). */
  baseUrl: string;
  /** An access token to start with. */
  access?: string;
}

/** A client of one engage server. */
export function createEngageClient({ access, ...options }: EngageClientOptions): EngageClient {
  const client = createClient<paths>(options);
  let token = access;
  const bearer: Middleware = {
    onRequest({ request }) {
      if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(bearer);
  return Object.assign(client, {
    signIn(next: string) {
      token = next;
    },
    signOut() {
      token = undefined;
    },
  });
}

/** The JSON body of an answer: `Answer<'/api/users/login/', 'post'>`, or of a given status. */
export type Answer<
  Path extends keyof paths,
  Method extends keyof paths[Path],
  Status extends number = 200,
> = paths[Path][Method] extends { responses: Record<Status, { content: { 'application/json': infer Body } }> }
  ? Body
  : never;

/** The JSON body a call sends: `RequestBody<'/api/users/login/', 'post'>`. */
export type RequestBody<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
