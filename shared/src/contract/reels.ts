/** The reels feed query (spec 001 §7); reels carry links (links.ts) and use the feed's reaction and view bodies. Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import { PageNumber, PlatformSchema } from '@engage/shared/contract/common';

/** Spec 001 §7 "Reel feed | GET | paged, filter 'all' and others" — `filter` is 'all' or a platform. */
export const ReelQuerySchema = Type.Object({
  page: Type.Optional(PageNumber()),
  filter: Type.Optional(Type.Union([Type.Literal('all'), PlatformSchema])),
});
export type ReelQuery = Static<typeof ReelQuerySchema>;
