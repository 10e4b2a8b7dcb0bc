/** Counties for the location autocomplete (spec 001 §7). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';

// ---------------------------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------------------------

/** Spec 001 §3 "Location list: county with sub_counties." */
const CountySchema = Type.Object({
  county: Type.String(),
  sub_counties: Type.Array(Type.String()),
});
export type County = Static<typeof CountySchema>;

/** Spec 001 §7 "get-locations/; response: counties with sub_counties" — a plain array. */
export const LocationsResponseSchema = Type.Array(CountySchema);
export type LocationsResponse = Static<typeof LocationsResponseSchema>;
