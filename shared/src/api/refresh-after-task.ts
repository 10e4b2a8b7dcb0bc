/**
 * Spec 000 §7 "After actions the platform-links and notifications caches are refreshed" — and
 * the balances, so the sidebar's earnings and pending balance show a credit at once. One call
 * for every area that credits a user (the feed's task actions and view credit, the reels).
 */
import { queryClient } from '@engage/shared/api/query-client';
import { queryKeys } from '@engage/shared/api/query-keys';

export async function refreshAfterTaskAction(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.feed.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.profile.details }),
  ]);
}
