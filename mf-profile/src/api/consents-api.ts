/**
 * The marketing answer on record (api modules/consents): read with the other consents, changed
 * from Settings. Off until the person turns it on.
 */
import { useMutation, useQuery, useQueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';

export function useConsents() {
  return useQuery({
    queryKey: queryKeys.profile.consents,
    queryFn: ({ signal, client }) => callApi('consents', client, { signal }),
  });
}

export function useSetMarketing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (marketing: boolean, { client: cache }) => callApi('marketingUpdate', cache, { body: { marketing } }),
    onSuccess: (answer) => client.setQueryData(queryKeys.profile.consents, answer),
  });
}
