/**
 * The areas' registered releases and the users pinned to one, as the health page reads them. Both
 * are keyed under the operator's lists, so a pin or its removal (useOperatorWrite) reads them again.
 */
import { useQuery } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';

/** Every area's registered releases, newest first. */
export function useAreaReleases() {
  return useQuery({
    queryKey: queryKeys.operator.list('operatorAreaReleases', {}),
    queryFn: ({ signal, client }) => callApi('operatorAreaReleases', client, { query: {}, signal }),
  });
}

/** The users pinned to a release now (a pin lapses by itself after a day). */
export function useReleasePins() {
  return useQuery({
    queryKey: queryKeys.operator.list('operatorReleasePins', {}),
    queryFn: ({ signal, client }) => callApi('operatorReleasePins', client, { signal }),
  });
}
