/**
 * The session (spec 000 §3–4): token, userType and referralId in local storage under exactly
 * those keys, plus the refresh token and session id that refreshing needs. One store for the
 * whole page: `@engage/shared` is a federated singleton, so every remote reads this instance.
 *
 * A parcel mounted by an integrator's page has a session of its own instead (session-scope.ts):
 * the functions and the hook below act on the session of the scope the caller belongs to, and
 * on this page-wide one in the shell.
 */
import { createStore, useStore, type StoreApi } from 'zustand';
import { currentSessionScope, useSessionScope } from '@engage/shared/session/scope';
import { storageKeys } from '@engage/shared/session/storage-keys';
import type { SessionState, UserType } from './session-state';

export type { SessionState, UserType } from './session-state';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe): keep the session in memory
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** False in a parcel: the host page owns the session, and its storage is not ours to write. */
let persisted = true;

/**
 * Keeps the session in memory from now on (a parcel: the host page gives the token and owns its
 * local storage, whose `token` key may well be its own).
 */
export function keepSessionInMemory(): void {
  persisted = false;
}

function write(key: string, value: string | null): void {
  if (!persisted) return;
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

function readUserType(): UserType | null {
  const value = read(storageKeys.userType);
  return value === 'consumer' || value === 'producer' ? value : null;
}

export const sessionStore = createStore<SessionState>(() => ({
  token: read(storageKeys.token),
  refreshToken: read(storageKeys.refreshToken),
  sessionId: read(storageKeys.sessionId),
  userType: readUserType(),
  referralId: read(storageKeys.referralId),
  isVerified: true,
}));

sessionStore.subscribe((state) => {
  write(storageKeys.token, state.token);
  write(storageKeys.refreshToken, state.refreshToken);
  write(storageKeys.sessionId, state.sessionId);
  write(storageKeys.userType, state.userType);
  write(storageKeys.referralId, state.referralId);
});

/** The session the caller acts on: its scope's (a parcel's), or the page's. */
function activeSession(): StoreApi<SessionState> {
  return currentSessionScope()?.session ?? sessionStore;
}

export interface LoginTokens {
  access: string;
  refresh: string;
  session_id: string;
}

/**
 * Signs in. Spec 000 §4: "token stored, userType consumer; access, refresh and session_id must
 * all be present" — a response missing any of them is refused.
 */
export function signIn(tokens: Partial<LoginTokens>): void {
  if (!tokens.access || !tokens.refresh || !tokens.session_id) {
    throw new Error('Login failed: missing tokens from server.');
  }
  activeSession().setState({
    token: tokens.access,
    refreshToken: tokens.refresh,
    sessionId: tokens.session_id,
    userType: 'consumer',
  });
}

/** Signs out: token and userType removed (spec 000 §4), with the tokens that go with them. */
export function signOut(): void {
  activeSession().setState(signedOut);
}

export function setReferralId(referralId: string | null): void {
  activeSession().setState({ referralId });
}

export function setVerified(isVerified: boolean): void {
  activeSession().setState({ isVerified });
}

/** What signing out leaves of a session. */
export const signedOut = {
  token: null,
  refreshToken: null,
  sessionId: null,
  userType: null,
  isVerified: true,
} as const satisfies Partial<SessionState>;

/** React hook reading a slice of the session (the parcel's own, in a parcel). */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(useSessionScope()?.session ?? sessionStore, select);
}
