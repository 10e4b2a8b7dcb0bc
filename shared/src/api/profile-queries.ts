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
import { useMutation, useQuery, useQueryClient, type QueryFunctionContext } from '@engage/shared/queries';
import type { ConnectablePlatform } from '@engage/shared/contract/common';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import { publish } from '@engage/shared/bus';

/** The profile family of {@link queryKeys} (kept under this name for its many readers). */
export const profileKeys = queryKeys.profile;

export const profileDetailsQuery = {
  queryKey: profileKeys.details,
  queryFn: ({ signal, client }: QueryFunctionContext) => callApi('profileDetails', client, { signal }),
};

/** The user record: carries `email_verified` ('True' or 'False', spec 000 §3). */
export const userQuery = {
  queryKey: profileKeys.user,
  queryFn: ({ signal, client }: QueryFunctionContext) => callApi('profile', client, { signal }),
};

/** The profile detail (balances, linked accounts, first-run state), from the shared cache. */
export function useProfileDetails() {
  return useQuery(profileDetailsQuery);
}

/** The user record (email, phone, `email_verified`), from the shared cache. */
export function useUserRecord() {
  return useQuery(userQuery);
}

/**
 * Spec 000 §7 "Disconnect | DELETE {platform} lowercase": the platform is unlinked, the shell
 * hears of it (`profile:changed`) and the profile detail loads afresh. The caller says what the
 * user is told (spec 000 §8 '{platform} disconnected successfully' / 'Failed to disconnect {platform}').
 */
export function useUnlinkAccount(outcome: {
  onUnlinked: (platform: ConnectablePlatform) => void;
  onFailed: (platform: ConnectablePlatform) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (platform: ConnectablePlatform, { client: cache }) =>
      callApi('disconnect', cache, { body: { platform } }),
    onSuccess: async (_answer, platform) => {
      outcome.onUnlinked(platform);
      publish('profile:changed', {});
      await client.invalidateQueries({ queryKey: profileKeys.details });
    },
    onError: (_failure, platform) => outcome.onFailed(platform),
  });
}
