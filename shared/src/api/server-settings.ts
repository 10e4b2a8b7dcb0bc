/**
 * What the server decides and the browser follows (`GET settings/`), read once and kept for five
 * minutes: the minimum watch time (spec 000 §9) and the hold on task rewards. Until it answers,
 * the spec's defaults stand in.
 */
import { useQuery } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import { MIN_WATCH_TIME_SECONDS } from '@engage/shared/contract/constants';
import type { Settings } from '@engage/shared/contract/settings';

const DEFAULTS: Settings = { min_watch_seconds: MIN_WATCH_TIME_SECONDS, pending_hold_hours: 24 };

export function useServerSettings(): Settings {
  const settings = useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal, client }) => callApi('settings', client, { signal }),
    staleTime: 5 * 60_000,
  });
  return settings.data ?? DEFAULTS;
}
