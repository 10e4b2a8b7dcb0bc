/**
 * Session scopes: several signed-in users in one page. The shell has one session, the page's
 * (`sessionStore`), and never opens a scope. An integrator's page may mount two parcels for two
 * users: each parcel opens a scope with its own in-memory session, API base URL and token
 * provider, and everything the parcel does reads that scope instead of the page's session.
 *
 * Which scope a piece of code belongs to:
 * - an API call is told: `callApi(route, session, …)` takes the scope from the caller's React
 *   context (`useSessionScope`), or the query cache a query or mutation runs in (its context's
 *   `client`: a parcel's cache knows its scope, {@link sessionScopeOfQueryClient});
 * - in React, the nearest {@link SessionScopeContext} (`useSession`, `useSessionScope`);
 * - toasts and sign-in/out outside React (`notify`, `signIn`, `signOut`),
 *   {@link currentSessionScope}: the scope whose code is running right now
 *   ({@link runInSessionScope}: the parcel's mutation callbacks run so), else the only open scope,
 *   else the scope the user last touched (a click or key press in its element), else none: the
 *   page's session. A wrong guess there shows a message in the other parcel; it never acts as the
 *   other user, which is why API calls do not guess.
 */
import { createContext, useContext } from 'react';
import type { QueryClient } from '@engage/shared/queries';
import { createStore, type StoreApi } from 'zustand';
import type { SessionState } from './session-state';

/**
 * Where a scope's access tokens come from: the host page's provider. A 401 asks it once for a
 * new token and retries; when it cannot give one or the API refuses that one too, `onRefused`
 * is told and the scope's session is signed out.
 */
export interface TokenProvider {
  getToken: () => Promise<string>;
  onRefused: (error: unknown) => void;
}

export interface SessionScope {
  /** A name for messages and for the scope's own toast container, e.g. 'mf_wallet:parcel-1'. */
  readonly name: string;
  /** This scope's session, in memory only (the host page's storage is not ours). */
  readonly session: StoreApi<SessionState>;
  /** The API this scope talks to, ending in "/". */
  readonly apiBaseUrl: string;
  readonly tokenProvider: TokenProvider;
}

export interface SessionScopeOptions {
  name: string;
  token: string;
  apiBaseUrl: string;
  tokenProvider: TokenProvider;
}

/** Scopes opened and not yet closed. */
const open = new Set<SessionScope>();
/** The scope whose code runs synchronously right now. */
let running: SessionScope | null = null;
/** The scope the user last clicked or typed in. */
let touched: SessionScope | null = null;
/** The scope of each parcel's query cache (query-client.ts `createScopedQueryClient`). */
const queryClientScopes = new WeakMap<QueryClient, SessionScope>();

/** Opens a scope signed in with `token` (a consumer, as a parcel's user is). */
export function openSessionScope({ name, token, apiBaseUrl, tokenProvider }: SessionScopeOptions): SessionScope {
  const scope: SessionScope = {
    name,
    apiBaseUrl,
    tokenProvider,
    session: createStore<SessionState>(() => ({
      token,
      refreshToken: null,
      sessionId: null,
      userType: 'consumer',
      referralId: null,
      isVerified: true,
    })),
  };
  open.add(scope);
  return scope;
}

/** Closes a scope: its code no longer finds it, and its session is signed out. */
export function closeSessionScope(scope: SessionScope): void {
  open.delete(scope);
  if (touched === scope) touched = null;
  scope.session.setState({ token: null, userType: null });
}

/**
 * Runs `run` as code of `scope` (what it calls synchronously finds the scope). With no scope
 * (the shell's `useSessionScope()`), runs it as it is.
 */
export function runInSessionScope<T>(scope: SessionScope | null, run: () => T): T {
  if (!scope) return run();
  const outer = running;
  running = scope;
  try {
    return run();
  } finally {
    running = outer;
  }
}

/** Records that `client` is the query cache of `scope`'s parcel. */
export function setQueryClientScope(client: QueryClient, scope: SessionScope): void {
  queryClientScopes.set(client, scope);
}

/** The scope whose cache `client` is; null for the page's cache. */
export function sessionScopeOfQueryClient(client: QueryClient): SessionScope | null {
  return queryClientScopes.get(client) ?? null;
}

/** The user clicked or typed in `scope`'s element. */
export function touchSessionScope(scope: SessionScope): void {
  if (open.has(scope)) touched = scope;
}

/** The scope the calling code belongs to (see the module header); null: the page's session. */
export function currentSessionScope(): SessionScope | null {
  if (running) return running;
  if (open.size === 1) return open.values().next().value ?? null;
  return touched;
}

/** The scope of a React subtree (a parcel); null in the shell. */
export const SessionScopeContext = createContext<SessionScope | null>(null);

/** The session scope of the calling component; null in the shell (the page's session). */
export function useSessionScope(): SessionScope | null {
  return useContext(SessionScopeContext);
}
