/**
 * Claims on the producer's posts waiting for their decision (ours, docs/review.md): the list for
 * one post (or all), and approve / refuse with a reason. After a decision the list, the post
 * (its targets) and the alerts are read again.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { numberedPages } from '@engage/shared/api/paging';
import { queryKeys } from '@engage/shared/api/query-keys';

export function useClaimsToReview(linkId: number | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.claims.toReview(linkId),
    queryFn: ({ pageParam, signal, client }) =>
      callApi('claimsToReview', client, {
        query: linkId === null ? { page: pageParam } : { page: pageParam, link_id: linkId },
        signal,
      }),
    ...numberedPages,
  });
}

function refreshAfterDecision(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.claims.all }),
    client.invalidateQueries({ queryKey: queryKeys.posting.all }),
    client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  ]);
}

export function useApproveClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number, { client: cache }) => callApi('claimApprove', cache, { params: { id } }),
    onSuccess: () => refreshAfterDecision(client),
  });
}

export function useRefuseClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }, { client: cache }) =>
      callApi('claimRefuse', cache, { params: { id }, body: { reason } }),
    onSuccess: () => refreshAfterDecision(client),
  });
}
