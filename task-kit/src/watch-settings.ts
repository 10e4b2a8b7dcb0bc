/** The server's minimum watch time (`GET settings/`), 30 seconds until it answers (spec 000 §9). */
import { useServerSettings } from '@engage/shared/api/server-settings';

export function useMinimumWatchSeconds(): number {
  return useServerSettings().min_watch_seconds;
}
