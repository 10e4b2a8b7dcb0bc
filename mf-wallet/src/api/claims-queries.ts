/**
 * The consumer's task claims (ours, docs/review.md): their pages under `claims.mine`, and the one
 * appeal of a refusal, after which the list and the alerts are read again.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { numberedPages } from '@engage/shared/api/paging';
import { queryKeys } from '@engage/shared/api/query-keys';

export function useMyClaims() {
  return useInfiniteQuery({
    queryKey: queryKeys.claims.mine,
    queryFn: ({ pageParam, signal, client }) => callApi('myClaims', client, { query: { page: pageParam }, signal }),
    ...numberedPages,
  });
}

export function useAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }, { client: cache }) =>
      callApi('claimAppeal', cache, { params: { id }, body: { note } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.claims.all }),
        client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
      ]),
  });
}
