/**
 * Queries of the signed-in user's profile, read by the shell (sidebar, modals, guards) and by
 * areas (the feed's connection checks, the profile screen). Same keys everywhere, so one fetch
 * fills every reader from the one shared query cache; invalidate them after a change. They live
 * here, not in the profile area, because an area never imports another area.
 *
 * ```ts
 * const profile = useProfileDetails(); // profile.data?.earnings, profile.data?.youtube_connected …
 * const user = useUserRecord(); // user.data?.email_verified === 'True'
 * ```
 */
import { useQuery } from '@tanstack/react-query';
import type { ProfileDetail, User } from '@engage/shared/contract/profile';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';

/** The profile family of {@link queryKeys} (kept under this name for its many readers). */
export const profileKeys = queryKeys.profile;

export const profileDetailsQuery = {
  queryKey: profileKeys.details,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<ProfileDetail>('profileDetails', { signal }),
};

/** The user record: carries `email_verified` ('True' or 'False', spec 000 §3). */
export const userQuery = {
  queryKey: profileKeys.user,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<User>('profile', { signal }),
};

/** The profile detail (balances, linked accounts, first-run state), from the shared cache. */
export function useProfileDetails() {
  return useQuery(profileDetailsQuery);
}

/** The user record (email, phone, `email_verified`), from the shared cache. */
export function useUserRecord() {
  return useQuery(userQuery);
}
