/**
 * Spec 000 §7 "After actions the platform-links and notifications caches are refreshed" — and
 * the balances, so the sidebar's earnings and pending balance show a credit at once, and what is
 * left of today's limit. One call
 * for every area that credits a user (the feed's task actions and view credit, the reels).
 *
 * It takes the query client from the caller (`useQueryClient()`): in the shell that is the one
 * shared cache, in an integrator's parcel the parcel's own.
 */
import type { QueryClient } from '@engage/shared/queries';
import { queryKeys } from '@engage/shared/api/query-keys';

export async function refreshAfterTaskAction(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.feed.all }),
    client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
    client.invalidateQueries({ queryKey: queryKeys.profile.details }),
    // What is left of today's limit counts this credit.
    client.invalidateQueries({ queryKey: queryKeys.earning }),
  ]);
}
