/**
 * Queries of the signed-in user's profile, read by the shell (sidebar, modals, guards) and by
 * areas (the feed's connection checks, the profile screen). Same keys everywhere, so one fetch
 * fills every reader from the one shared query cache; invalidate them after a change.
 */
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
