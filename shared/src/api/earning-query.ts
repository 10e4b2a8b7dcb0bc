/**
 * What the signed-in user can earn today and what a withdrawal takes (`GET earning/today/`):
 * the server's daily limit, what is left of it on the Nairobi day, and the minimum withdrawal in
 * tasks. One query for the feed, the reels and the first run; a credit refreshes it
 * (task-kit's refreshAfterTaskAction).
 */
import { useQuery } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';

export function useEarning() {
  return useQuery({
    queryKey: queryKeys.earning,
    queryFn: ({ signal, client }) => callApi('earning', client, { signal }),
    staleTime: 60_000,
  });
}
