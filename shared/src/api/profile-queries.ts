/**
 * Queries of the signed-in user's profile, read by the shell (sidebar, modals, guards) and by
 * areas (the feed's connection checks, the profile screen). Same keys everywhere, so one fetch
 * fills every reader from the one shared query cache; invalidate them after a change.
 */
import type { ProfileDetail, User } from '@engage/shared/contract';
import { callApi } from '@engage/shared/api/client';

export const profileKeys = {
  details: ['profile', 'details'] as const,
  user: ['profile', 'user'] as const,
  tags: ['profile', 'tags'] as const,
  interests: ['profile', 'interests'] as const,
};

export const profileDetailsQuery = {
  queryKey: profileKeys.details,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<ProfileDetail>('profileDetails', { signal }),
};

/** The user record: carries `email_verified` ('True' or 'False', spec 000 §3). */
export const userQuery = {
  queryKey: profileKeys.user,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<User>('profile', { signal }),
};
