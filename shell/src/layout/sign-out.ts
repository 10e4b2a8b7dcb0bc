import { callApi } from '@engage/shared/api/client';
import { queryClient } from '@engage/shared/api/query-client';
import { sessionStore, signOut } from '@engage/shared/session';

/**
 * Log out: the API revokes the session (best effort — an unreachable API must not keep anyone
 * signed in on this device), then the session and every cached answer are cleared.
 */
export async function logOut(): Promise<void> {
  const refresh = sessionStore.getState().refreshToken;
  try {
    await callApi('logout', null, { body: refresh ? { refresh } : {} });
  } catch (error) {
    console.warn('[session] the API could not revoke the session', error);
  }
  signOut();
  queryClient.clear();
}
