/**
 * The one API client (spec 000 §6–7). It knows the route table, adds the bearer
 * token to every call except the public ones, refreshes once on a 401 and signs out when that
 * fails. Failed calls reject with the response itself, as the spec says; the client never
 * touches UI — areas decide what to show.
 *
 * In a parcel the host page owns the session: the parcel's session scope (session-scope.ts)
 * carries its token, API base URL and the host page's {@link TokenProvider}, which replaces the
 * refresh-token flow (a 401 asks the provider for a new token, once). Every call names the session
 * it acts on ({@link ApiSession}), so two parcels for two users in one page each call as their
 * own user: nothing is guessed from which code happens to be running.
 *
 * axios is downloaded at the first call, not when a page imports this module: a screen can
 * paint before it talks to the API (the first paint of /signin has a 200 kB budget).
 *
 * On a flaky link a request can fail mid-flight with no answer at all. The client sends it again,
 * twice at most, a moment apart, only where that cannot do anything twice: reads, and writes that
 * carry an idempotency key the server honours. Such a resend may reach the API while the copy the
 * link lost still runs: told so (409 with `Retry-After`), it asks again with the same key until it
 * gets that copy's answer. Any other write fails at once, and the area shows one message; nothing
 * is queued to be sent later.
 */
import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';
import { apiBaseUrl, setApiBaseUrl } from '@engage/shared/config';
import type { StoreApi } from 'zustand';
import { sessionStore, signedOut, type SessionState } from '@engage/shared/session';
import type { QueryClient } from '@engage/shared/queries';
import { sessionScopeOfQueryClient, type SessionScope, type TokenProvider } from '@engage/shared/session/scope';
import { isApiFailure, type ApiErrorBody, type ApiFailure } from '@engage/shared/api/failure';
import { apiPath, apiRoutes, PUBLIC_ROUTES, type ApiRouteName } from '@engage/shared/api/routes';
import { DEVICE_HEADER, deviceId } from '@engage/shared/session/device-id';
import type { IdempotentRouteName } from '@engage/shared/api/idempotency';
import type { ApiAnswer, ApiBody, ApiContract, ApiParams, ApiQuery } from '@engage/shared/api/contract';
import { earlyRequestUrl, takeEarlyResponse } from '@engage/shared/api/early-responses';
import { pageLanguage } from '@engage/shared/i18n/language';

export type { ApiErrorBody, ApiFailure } from '@engage/shared/api/failure';

interface RetriableConfig extends InternalAxiosRequestConfig {
  engageAuth?: boolean;
  engageRetried?: boolean;
  /** How many times the request was sent again after it got no answer. */
  engageResent?: number;
  /** How many times it was asked again because its first copy still ran (stillRunningDelay). */
  engageRunningAsks?: number;
  /** The session scope the call was made in; absent: the page's session. */
  engageScope?: SessionScope | null;
}

export type { TokenProvider } from '@engage/shared/session/scope';

/**
 * The session a call acts on, always given by the caller: `null` for the page's session (the
 * shell, and an area mounted by it); a parcel's {@link SessionScope} from React context
 * (`useSessionScope()`); or, in a query or mutation function, the query cache it runs in (its
 * context's `client`), whose scope the cache knows.
 */
export type ApiSession = SessionScope | QueryClient | null;

function scopeOf(session: ApiSession): SessionScope | null {
  if (session === null) return null;
  return 'apiBaseUrl' in session ? session : sessionScopeOfQueryClient(session);
}

/**
 * What a call of the route sends, typed from its contract (api-contract.ts): `params` when its
 * path has parameters, `query` and `body` when it takes them.
 */
export type CallOptions<Name extends ApiRouteName> = {
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`: the server applies a write with the same key once, so the client
   * may send it again after a failure mid-flight. Only the routes whose server honours the key
   * take one (`IDEMPOTENT_ROUTES`); a fresh key per user action: `newIdempotencyKey()`.
   */
  idempotencyKey?: Name extends IdempotentRouteName ? string : never;
} & Needs<'params', ApiParams<Name>> &
  Needs<'query', ApiQuery<Name>> &
  Needs<'body', ApiBody<Name>, ApiContract[Name] extends { bodyOptional: true } ? false : true>;

/** `{ key: T }` when the route takes T (optional when T may be left out), `{}` when it takes nothing. */
type Needs<Key extends string, T, Required extends boolean = true> = [T] extends [undefined]
  ? { [K in Key]?: never }
  : Required extends true
    ? object extends T
      ? { [K in Key]?: T }
      : { [K in Key]: T }
    : { [K in Key]?: T };

/** The route of a call and what it sends, for code that picks the route at run time. */
export type ApiCall<Name extends ApiRouteName = ApiRouteName> = {
  [N in Name]: { route: N } & CallOptions<N>;
}[Name];

let axiosLoading: Promise<AxiosStatic> | null = null;
/** One axios instance per API base URL (parcels may point at another API than the page). */
const instances = new Map<string, AxiosInstance>();
/** The renewal in flight per session: concurrent 401s of one session share it. */
const refreshing = new WeakMap<StoreApi<SessionState>, Promise<string>>();

function loadAxios(): Promise<AxiosStatic> {
  axiosLoading ??= import('axios').then((module) => module.default);
  return axiosLoading;
}

/**
 * Downloads the HTTP library once the page has loaded and the browser is idle, so that the first
 * tap does not wait for it. Not sooner: on a cold load a signed-in page's first data comes from
 * the early answers (early-responses.ts), and on a phone on mobile data axios would share the
 * link with the code the first paint does need. A call made before then loads it at
 * once, as always.
 */
export function warmUpApiClient(): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void loadAxios(), { timeout: 2000 });
    else setTimeout(() => void loadAxios(), 500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The axios instance for `baseURL`. */
async function http(baseURL: string): Promise<AxiosInstance> {
  const axios = await loadAxios();
  let instance = instances.get(baseURL);
  if (!instance) {
    instance = createHttp(axios, baseURL);
    instances.set(baseURL, instance);
  }
  return instance;
}

/** The session a call acts on: its scope's, or the page's. */
function sessionOf(config: RetriableConfig | undefined): StoreApi<SessionState> {
  return config?.engageScope?.session ?? sessionStore;
}

function createHttp(axios: AxiosStatic, baseURL: string): AxiosInstance {
  const created = axios.create({ baseURL, headers: { Accept: 'application/json' } });
  created.interceptors.request.use((config: RetriableConfig) => {
    const token = sessionOf(config).getState().token;
    if (config.engageAuth !== false && token) config.headers.set('Authorization', `Bearer ${token}`);
    // The API writes the texts it answers (errors, messages) in the page's language. A
    // CORS-safelisted header: it costs no preflight.
    config.headers.set('Accept-Language', pageLanguage());
    return config;
  });
  created.interceptors.response.use(undefined, (error: AxiosError) => recover(created, error));
  return created;
}

/** Points the client at an API (an integrator's parcel props, a standalone page). */
export function configureApi(options: { baseUrl: string }): void {
  setApiBaseUrl(options.baseUrl);
}

/** Waits before each resend: a dropped packet or a cell handover is usually over by then. */
const RESEND_DELAYS_MS = [400, 1200];

/** Whether sending `config` again cannot do anything twice: a read, or a write with a key. */
function safeToResend(config: RetriableConfig): boolean {
  const method = (config.method ?? 'get').toUpperCase();
  return method === 'GET' || method === 'HEAD' || config.headers.has('Idempotency-Key');
}

/**
 * How many times a resent write is asked again while the API says its first copy still runs
 * (409 with `Retry-After`): a payment's provider call can take several seconds.
 */
const RUNNING_ASKS = 8;

/** The delay before resending a request that got no answer, or null when it must not be resent. */
function resendDelay(error: AxiosError, config: RetriableConfig | undefined): number | null {
  if (!config || error.code === 'ERR_CANCELED' || !safeToResend(config)) return null;
  if (error.response) return stillRunningDelay(error.response, config);
  // With no connection at all, asking again only delays the message that says so.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  return RESEND_DELAYS_MS[config.engageResent ?? 0] ?? null;
}

/**
 * A resend that reached the API while the copy the link lost is still running gets 409 with
 * `Retry-After`; asked again with the same key once that copy is done, it gets the copy's answer,
 * which is what the user is waiting for, not "still being processed".
 */
function stillRunningDelay(response: AxiosResponse, config: RetriableConfig): number | null {
  const seconds = Number(response.headers['retry-after']);
  if (response.status !== 409 || !config.headers.has('Idempotency-Key') || !(seconds > 0)) return null;
  config.engageRunningAsks = (config.engageRunningAsks ?? 0) + 1;
  return config.engageRunningAsks <= RUNNING_ASKS ? seconds * 1000 : null;
}

async function recover(client: AxiosInstance, error: AxiosError): Promise<AxiosResponse> {
  const config = error.config as RetriableConfig | undefined;
  const delay = resendDelay(error, config);
  if (config && delay !== null) {
    if (!error.response) config.engageResent = (config.engageResent ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, delay));
    return client.request(config);
  }
  const session = sessionOf(config);
  const provider = config?.engageScope?.tokenProvider;
  const canRenew =
    error.response?.status === 401 &&
    config !== undefined &&
    config.engageAuth !== false &&
    !config.engageRetried &&
    (provider !== undefined || session.getState().refreshToken !== null);
  if (canRenew) {
    try {
      // A request that failed with a token another call has since replaced just retries.
      const current = session.getState().token;
      const sentWith = String(config.headers.get('Authorization') ?? '');
      const token =
        current && sentWith !== `Bearer ${current}`
          ? current
          : provider
            ? await askProviderOnce(session, provider)
            : await refreshOnce(session, client);
      config.engageRetried = true;
      config.headers.set('Authorization', `Bearer ${token}`);
      return await client.request(config);
    } catch (retryError) {
      if (isApiFailure(retryError) && retryError.status !== 401) throw retryError;
      provider?.onRefused(retryError);
      session.setState(signedOut);
      throw toFailure(error);
    }
  }
  if (error.response?.status === 401 && config?.engageAuth !== false) {
    provider?.onRefused(toFailure(error));
    session.setState(signedOut);
  }
  throw toFailure(error);
}

/** Runs `renew` for `session` unless a renewal of it is in flight, which it then shares. */
function renewOnce(session: StoreApi<SessionState>, renew: () => Promise<string>): Promise<string> {
  let pending = refreshing.get(session);
  if (!pending) {
    pending = renew().finally(() => refreshing.delete(session));
    refreshing.set(session, pending);
  }
  return pending;
}

/** Concurrent 401s share one call to the host page's provider. */
function askProviderOnce(session: StoreApi<SessionState>, provider: TokenProvider): Promise<string> {
  return renewOnce(session, async () => {
    const token = await provider.getToken();
    if (!token) throw new Error('The token provider gave no token.');
    session.setState({ token });
    return token;
  });
}

/** Concurrent 401s share one refresh call. */
function refreshOnce(session: StoreApi<SessionState>, client: AxiosInstance): Promise<string> {
  return renewOnce(session, async () => {
    const route = apiRoutes.refreshToken;
    const response = await client.request<{ access: string; refresh?: string }>({
      method: route.method,
      url: route.path,
      data: { refresh: session.getState().refreshToken },
      engageAuth: false,
    } as RetriableConfig);
    session.setState((state) => ({
      token: response.data.access,
      refreshToken: response.data.refresh ?? state.refreshToken,
    }));
    return response.data.access;
  });
}

function toFailure(error: unknown): ApiFailure | unknown {
  const axiosError = error as Partial<AxiosError> | null;
  if (axiosError?.isAxiosError) {
    if (axiosError.response) {
      return { status: axiosError.response.status, data: axiosError.response.data as ApiErrorBody };
    }
    return { status: 0, data: { detail: 'Could not reach the server. Check your connection and try again.' } };
  }
  return error;
}

/**
 * Calls one route of the table as `session`'s user: `callApi('alertRead', client, { params: { id: 3 } })`.
 * Resolves with the response body, typed from the route's contract; rejects with an {@link ApiFailure}.
 */
export async function callApi<Name extends ApiRouteName>(
  name: Name,
  session: ApiSession,
  ...[options]: Partial<CallOptions<Name>> extends CallOptions<Name>
    ? [options?: CallOptions<Name>]
    : [options: CallOptions<Name>]
): Promise<ApiAnswer<Name>> {
  return request<ApiAnswer<Name>>(name, scopeOf(session), (options ?? {}) as RequestOptions);
}

/**
 * Downloads what a route answers as a file (a receipt with `format: 'pdf'`), as {@link callApi}
 * calls it — the session's bearer token, its renewal on a 401, the resends — the body kept as a
 * Blob of the answer's content type, for an object URL. A refusal rejects with an
 * {@link ApiFailure} whose body is read as the JSON it is.
 */
export async function downloadApi<Name extends ApiRouteName>(
  name: Name,
  session: ApiSession,
  ...[options]: Partial<CallOptions<Name>> extends CallOptions<Name>
    ? [options?: CallOptions<Name>]
    : [options: CallOptions<Name>]
): Promise<Blob> {
  try {
    // Bytes rather than axios's 'blob', which only its browser adapter honours.
    const response = await send<ArrayBuffer>(name, scopeOf(session), {
      ...((options ?? {}) as RequestOptions),
      responseType: 'arraybuffer',
    });
    const type = response.headers['content-type'];
    return new Blob([response.data], typeof type === 'string' ? { type } : {});
  } catch (error) {
    throw bytesFailureRead(error);
  }
}

/** A failure whose body came as bytes (a download's refusal), its body read as JSON. */
function bytesFailureRead(error: unknown): unknown {
  if (!isApiFailure(error)) return error;
  const body: unknown = error.data;
  if (!(body instanceof ArrayBuffer) && !ArrayBuffer.isView(body)) return error;
  try {
    return { status: error.status, data: JSON.parse(new TextDecoder().decode(body)) as ApiErrorBody };
  } catch {
    return { status: error.status, data: {} };
  }
}

/**
 * The calls that carry the device id: the server reads it only at sign-up and sign-in. Not on
 * every call: a header that is not CORS-safelisted costs a preflight request.
 */
const DEVICE_ROUTES: ReadonlySet<ApiRouteName> = new Set<ApiRouteName>(['register', 'login', 'googleLogin']);

interface RequestOptions {
  /** 'arraybuffer': the answer is a file (a receipt's PDF), its bytes kept as they came. */
  responseType?: 'arraybuffer';
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

async function request<T>(name: ApiRouteName, scope: SessionScope | null, options: RequestOptions): Promise<T> {
  const route = apiRoutes[name];
  if (route.method === 'GET' && !scope && !options.responseType) {
    const url = earlyRequestUrl(apiBaseUrl(), {
      route: name,
      params: options.params,
      query: options.query,
    });
    const early = await takeEarlyResponse(url);
    if (early !== undefined) return early as T;
  }
  return (await send<T>(name, scope, options)).data;
}

async function send<T>(
  name: ApiRouteName,
  scope: SessionScope | null,
  options: RequestOptions,
): Promise<AxiosResponse<T>> {
  const baseUrl = scope?.apiBaseUrl ?? apiBaseUrl();
  const route = apiRoutes[name];
  const client = await http(baseUrl);
  const config: AxiosRequestConfig & Pick<RetriableConfig, 'engageAuth' | 'engageScope'> = {
    engageScope: scope,
    method: route.method,
    url: apiPath(route, options.params),
    params: options.query,
    data: options.body,
    signal: options.signal,
    ...(options.responseType ? { responseType: options.responseType } : {}),
    headers: {
      ...(options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey }),
      ...(DEVICE_ROUTES.has(name) ? { [DEVICE_HEADER]: deviceId() } : {}),
    },
    engageAuth: !PUBLIC_ROUTES.has(name),
  };
  return client.request<T>(config);
}
