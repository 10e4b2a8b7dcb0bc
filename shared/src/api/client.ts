/**
 * The one API client (DESIGN §5, spec 000 §6–7). It knows the route table, adds the bearer
 * token to every call except the public ones, refreshes once on a 401 and signs out when that
 * fails. Failed calls reject with the response itself, as the spec says; the client never
 * touches UI — areas decide what to show.
 *
 * axios is downloaded at the first call, not when a page imports this module: a screen can
 * paint before it talks to the API (issue 2's first-paint budget).
 */
import type { AxiosError, AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { apiBaseUrl, setApiBaseUrl } from '@engage/shared/config';
import { replaceAccessToken, sessionStore, signOut } from '@engage/shared/session';
import { isApiFailure, type ApiErrorBody, type ApiFailure } from '@engage/shared/api/failure';
import { apiPath, apiRoutes, PUBLIC_ROUTES, type ApiRouteName } from '@engage/shared/api/routes';

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

function loadAxios(): Promise<AxiosStatic> {
  axiosLoading ??= import('axios').then((module) => module.default);
  return axiosLoading;
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
  const canRefresh =
    error.response?.status === 401 &&
    config !== undefined &&
    config.engageAuth !== false &&
    !config.engageRetried &&
    sessionStore.getState().refreshToken !== null;
  if (canRefresh) {
    try {
      // A request that failed with a token another call has since replaced just retries.
      const current = sessionStore.getState().token;
      const sentWith = String(config.headers.get('Authorization') ?? '');
      const token = current && sentWith !== `Bearer ${current}` ? current : await refreshOnce(client);
      config.engageRetried = true;
      config.headers.set('Authorization', `Bearer ${token}`);
      return await client.request(config);
    } catch (retryError) {
      if (isApiFailure(retryError) && retryError.status !== 401) throw retryError;
      signOut();
      throw toFailure(error);
    }
  }
  if (error.response?.status === 401 && config?.engageAuth !== false) signOut();
  throw toFailure(error);
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
