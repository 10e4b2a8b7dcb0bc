/**
 * Spec 001 §7 "Locations for autocomplete | GET | get-locations/; response: counties with
 * sub_counties": the 47 counties in their official code order (the shared KENYAN_COUNTIES
 * list without its code-0 'Everywhere'), each with its sub-counties. Static data, built once.
 */
import { KENYAN_COUNTIES } from '@engage/shared/contract/constants';
import type { County } from '@engage/shared/contract/locations';
import { KENYA_SUB_COUNTIES } from './kenya-counties';

function buildLocations(): County[] {
  return KENYAN_COUNTIES.filter((county) => county.code > 0).map((county) => {
    const subCounties = KENYA_SUB_COUNTIES[county.name];
    if (!subCounties) throw new Error(`no sub-counties for county ${county.name}`);
    return { county: county.name, sub_counties: [...subCounties] };
  });
}

export class LocationsService {
  private readonly locations: readonly County[] = buildLocations();

  list(): County[] {
    return this.locations.map((county) => ({ county: county.county, sub_counties: [...county.sub_counties] }));
  }
}
