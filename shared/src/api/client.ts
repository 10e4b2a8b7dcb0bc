/**
 * The one API client (DESIGN §5, spec 000 §6–7). It knows the route table, adds the bearer
 * token to every call except the public ones, refreshes once on a 401 and signs out when that
 * fails. Failed calls reject with the response itself, as the spec says; the client never
 * touches UI — areas decide what to show.
 *
 * In a parcel the host page owns the session: it installs a {@link TokenProvider}, which
 * replaces the refresh-token flow (a 401 asks the provider for a new token, once).
 *
 * axios is downloaded at the first call, not when a page imports this module: a screen can
 * paint before it talks to the API (issue 2's first-paint budget).
 */
import type { AxiosError, AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { apiBaseUrl, setApiBaseUrl } from '@engage/shared/config';
import { replaceAccessToken, sessionStore, signOut } from '@engage/shared/session';
import { isApiFailure, type ApiErrorBody, type ApiFailure } from '@engage/shared/api/failure';
import { apiPath, apiRoutes, PUBLIC_ROUTES, type ApiRouteName } from '@engage/shared/api/routes';
import { earlyRequestUrl, takeEarlyResponse } from '@engage/shared/api/early-responses';

export type { ApiErrorBody, ApiFailure } from '@engage/shared/api/failure';

interface RetriableConfig extends InternalAxiosRequestConfig {
  engageAuth?: boolean;
  engageRetried?: boolean;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

let axiosLoading: Promise<AxiosStatic> | null = null;
let instance: AxiosInstance | null = null;
let refreshing: Promise<string> | null = null;

/**
 * Where a parcel's access tokens come from: the host page's provider (issue 19 §2). A 401 asks
 * it once for a new token and retries; when it cannot give one or the API refuses that one too,
 * `onRefused` is told and the session is signed out.
 */
export interface TokenProvider {
  getToken: () => Promise<string>;
  onRefused: (error: unknown) => void;
}

/** Installed providers, newest last: two parcels in one page each add theirs. */
const tokenProviders: TokenProvider[] = [];

/**
 * Makes `provider` the source of access tokens until the returned function removes it. While
 * one is installed, a 401 asks it rather than the refresh endpoint.
 */
export function installTokenProvider(provider: TokenProvider): () => void {
  tokenProviders.push(provider);
  return () => {
    const index = tokenProviders.indexOf(provider);
    if (index >= 0) tokenProviders.splice(index, 1);
  };
}

/** Whether a host page's token provider is installed (a parcel is mounted). */
export function hasTokenProvider(): boolean {
  return tokenProviders.length > 0;
}

function loadAxios(): Promise<AxiosStatic> {
  axiosLoading ??= import('axios').then((module) => module.default);
  return axiosLoading;
}

/**
 * Downloads the HTTP library once the page has loaded and the browser is idle, so that the first
 * tap does not wait for it. Not sooner: on a cold load a signed-in page's first data comes from
 * the early answers (early-responses.ts), and on a phone on mobile data axios would share the
 * link with the code the first paint does need (issue 17). A call made before then loads it at
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

/** The axios instance for the current API base URL (see `setApiBaseUrl`). */
async function http(): Promise<AxiosInstance> {
  const axios = await loadAxios();
  if (!instance || instance.defaults.baseURL !== apiBaseUrl()) instance = createHttp(axios, apiBaseUrl());
  return instance;
}

function createHttp(axios: AxiosStatic, baseURL: string): AxiosInstance {
  const created = axios.create({ baseURL, headers: { Accept: 'application/json' } });
  created.interceptors.request.use((config: RetriableConfig) => {
    const token = sessionStore.getState().token;
    if (config.engageAuth !== false && token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  created.interceptors.response.use(undefined, (error: AxiosError) => recover(created, error));
  return created;
}

/** Points the client at an API (an integrator's parcel props, a standalone page). */
export function configureApi(options: { baseUrl: string }): void {
  setApiBaseUrl(options.baseUrl);
}

async function recover(client: AxiosInstance, error: AxiosError): Promise<AxiosResponse> {
  const config = error.config as RetriableConfig | undefined;
  const provider = tokenProviders.at(-1);
  const canRenew =
    error.response?.status === 401 &&
    config !== undefined &&
    config.engageAuth !== false &&
    !config.engageRetried &&
    (provider !== undefined || sessionStore.getState().refreshToken !== null);
  if (canRenew) {
    try {
      // A request that failed with a token another call has since replaced just retries.
      const current = sessionStore.getState().token;
      const sentWith = String(config.headers.get('Authorization') ?? '');
      const token =
        current && sentWith !== `Bearer ${current}`
          ? current
          : provider
            ? await askProviderOnce(provider)
            : await refreshOnce(client);
      config.engageRetried = true;
      config.headers.set('Authorization', `Bearer ${token}`);
      return await client.request(config);
    } catch (retryError) {
      if (isApiFailure(retryError) && retryError.status !== 401) throw retryError;
      provider?.onRefused(retryError);
      signOut();
      throw toFailure(error);
    }
  }
  if (error.response?.status === 401 && config?.engageAuth !== false) {
    provider?.onRefused(toFailure(error));
    signOut();
  }
  throw toFailure(error);
}

/** Concurrent 401s share one call to the host page's provider. */
function askProviderOnce(provider: TokenProvider): Promise<string> {
  refreshing ??= (async () => {
    try {
      const token = await provider.getToken();
      if (!token) throw new Error('The token provider gave no token.');
      replaceAccessToken(token);
      return token;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Concurrent 401s share one refresh call. */
function refreshOnce(client: AxiosInstance): Promise<string> {
  refreshing ??= (async () => {
    try {
      const refresh = sessionStore.getState().refreshToken;
      const route = apiRoutes.refreshToken;
      const response = await client.request<{ access: string; refresh?: string }>({
        method: route.method,
        url: route.path,
        data: { refresh },
        engageAuth: false,
      } as RetriableConfig);
      replaceAccessToken(response.data.access, response.data.refresh);
      return response.data.access;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
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
 * Calls one route of the table: `callApi('alertRead', { params: { id: 3 } })`. Resolves with
 * the response body; rejects with an {@link ApiFailure}.
 */
export async function callApi<T>(name: ApiRouteName, options: CallOptions = {}): Promise<T> {
  const route = apiRoutes[name];
  if (route.method === 'GET') {
    const url = earlyRequestUrl(apiBaseUrl(), { route: name, params: options.params, query: options.query });
    const early = await takeEarlyResponse(url);
    if (early !== undefined) return early as T;
  }
  const client = await http();
  const response = await client.request<T>({
    method: route.method,
    url: apiPath(route, options.params),
    params: options.query,
    data: options.body,
    signal: options.signal,
    engageAuth: !PUBLIC_ROUTES.has(name),
  } as RetriableConfig);
  return response.data;
}
