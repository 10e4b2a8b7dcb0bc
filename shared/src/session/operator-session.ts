/**
 * The operator console's session: an operator of engage, not a consumer or producer, with a token
 * of its own audience (the API takes it only on `/api/operator/…`). It is kept in this tab only
 * (sessionStorage: closing the tab signs the operator out) and ends at its expiry (8 hours at most).
 * The console's calls act on {@link operatorScope}, so they carry the operator's token and never
 * the consumer's; a 401 signs the operator out (there is no refresh: they sign in again).
 *
 *   signInOperator(await callApi('operatorSignIn', null, { body }));
 *   const operator = useOperator();       // null when signed out
 *   callApi('operatorMe', operatorScope(apiBaseUrl()));
 */
import { createStore, useStore, type StoreApi } from 'zustand';
import type { OperatorRole, OperatorSession } from '@engage/shared/contract/operator-access';
import type { SessionScope } from '@engage/shared/session/scope';
import { storageKeys } from '@engage/shared/session/storage-keys';
import type { SessionState } from './session-state';

export interface SignedInOperator {
  id: number;
  email: string;
  role: OperatorRole;
  expiresAt: string;
}

interface OperatorSessionState extends SessionState {
  operator: SignedInOperator | null;
}

const signedOut: OperatorSessionState = {
  token: null,
  refreshToken: null,
  sessionId: null,
  userType: null,
  referralId: null,
  isVerified: true,
  operator: null,
};

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function kept(now = Date.now()): OperatorSessionState {
  try {
    const raw = storage()?.getItem(storageKeys.operatorSession);
    if (!raw) return signedOut;
    const { token, operator } = JSON.parse(raw) as { token: string; operator: SignedInOperator };
    if (!token || !operator || Date.parse(operator.expiresAt) <= now) return signedOut;
    return { ...signedOut, token, operator };
  } catch {
    return signedOut;
  }
}

const store = createStore<OperatorSessionState>(() => kept());
store.subscribe(({ token, operator }) => {
  const kept = storage();
  if (!kept) return;
  if (token && operator) kept.setItem(storageKeys.operatorSession, JSON.stringify({ token, operator }));
  else kept.removeItem(storageKeys.operatorSession);
});

let expiry: ReturnType<typeof setTimeout> | undefined;
function endAtExpiry(operator: SignedInOperator | null): void {
  clearTimeout(expiry);
  if (!operator) return;
  // setTimeout's limit is about 24 days; a session lasts 8 hours at most.
  expiry = setTimeout(signOutOperator, Math.max(0, Date.parse(operator.expiresAt) - Date.now()));
}
endAtExpiry(store.getState().operator);

export function signInOperator(session: OperatorSession): void {
  const operator = { ...session.operator, expiresAt: session.expires_at };
  store.setState({ ...signedOut, token: session.access_token, operator });
  endAtExpiry(operator);
}

export function signOutOperator(): void {
  store.setState(signedOut);
  endAtExpiry(null);
}

/** The signed-in operator, or null. */
export function useOperator(): SignedInOperator | null {
  return useStore(store, (state) => (state.token ? state.operator : null));
}

export function currentOperator(): SignedInOperator | null {
  const { token, operator } = store.getState();
  return token ? operator : null;
}

const scopes = new Map<string, SessionScope>();

/**
 * The session scope of the console's calls against `apiBaseUrl`: the operator's token, and no
 * refresh (a refused token signs the operator out). Not an open parcel scope: nothing else on the
 * page finds it by guessing.
 */
export function operatorScope(apiBaseUrl: string): SessionScope {
  let scope = scopes.get(apiBaseUrl);
  if (!scope) {
    scope = {
      name: 'operator',
      apiBaseUrl,
      session: store as unknown as StoreApi<SessionState>,
      tokenProvider: {
        getToken: () => Promise.reject(new Error('An operator signs in again; their token is not renewed.')),
        onRefused: () => signOutOperator(),
      },
    };
    scopes.set(apiBaseUrl, scope);
  }
  return scope;
}
