/**
 * The counties and sub-counties (spec 001 §7 "Locations for autocomplete | GET | get-locations/"),
 * read once per visit and shared by every form that suggests a location (a post's target,
 * the profile's location).
 *
 *   const locations = useLocations();
 */
import { useQuery } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';

export function useLocations() {
  return useQuery({
    queryKey: queryKeys.locations,
    queryFn: ({ signal, client }) => callApi('locations', client, { signal }),
    staleTime: Infinity,
  });
}
