/**
 * The producer's API keys for the resellers' panel API (docs/resellers.md): the list, making one
 * (the answer carries the key itself, the only time it is seen) and revoking one.
 */
import { useMutation, useQuery, useQueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';

export function useResellerKeys() {
  return useQuery({
    queryKey: queryKeys.resellerKeys,
    queryFn: ({ signal, client }) => callApi('resellerKeys', client, { signal }).then((answer) => answer.results),
  });
}

/** Makes a key named `name`; its answer (with the key) is for the dialog alone, never the cache. */
export function useCreateResellerKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string, { client: cache }) => callApi('resellerKeyCreate', cache, { body: { name } }),
    // The answer holds the key: the cache lets go of it as soon as the form resets the mutation.
    gcTime: 0,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.resellerKeys }),
  });
}

export function useRevokeResellerKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number, { client: cache }) => callApi('resellerKeyRevoke', cache, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.resellerKeys }),
  });
}
