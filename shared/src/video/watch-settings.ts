/** The server's minimum watch time (`GET settings/`), 30 seconds until it answers (spec 000 §9). */
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import { MIN_WATCH_TIME_SECONDS } from '@engage/shared/contract/constants';
import type { Settings } from '@engage/shared/contract/settings';

export function useMinimumWatchSeconds(): number {
  const settings = useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => callApi<Settings>('settings', { signal }),
    staleTime: 5 * 60_000,
  });
  return settings.data?.min_watch_seconds ?? MIN_WATCH_TIME_SECONDS;
}
