/**
 * Area releases (ours, docs/canary-releases.md): which release of each area a visitor loads.
 *
 * A team publishes every release of its area into a folder of its own
 * (`<area's folder>/releases/<folder>/mf-manifest.json`, never overwritten) and registers it here
 * with `pnpm deploy:area`. A release is registered as the stable one, or as a canary that a share
 * of users loads, sticky per user, until it is promoted, rolled back by its team, or rolled back
 * by the API when its field health is worse than the stable release's. Support can pin one user
 * to any registered release.
 *
 * The shell asks `GET area-releases/` once per page: it names only the areas where this visitor
 * loads something other than the runtime config's manifest (a canary, or a pinned release).
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, Nullable, Text } from '@engage/shared/contract/common';
import { areaNames, type AreaName } from '@engage/shared/paths';

/** One of `values`, as a union of literals typed as their union. */
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

export const AreaSchema = oneOf<AreaName>(areaNames);

/** A release's id: the hash of its manifest's entry and exposed files (shared/src/federation/release-id.ts). */
export const ReleaseIdSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' });

/** The random id a signed-out browser keeps for the day (the field-health visitor). */
export const VisitorSchema = Type.String({ minLength: 8, maxLength: 32, pattern: '^[A-Za-z0-9]+$' });

export const RELEASE_STATES = ['stable', 'canary', 'rolled_back', 'retired'] as const;
/**
 * `stable`: what everyone not in a canary loads (the area folder's top-level manifest); a promoted
 * canary is `stable` and keeps its `percent`. `canary`: loaded by `percent` % of users;
 * `rolled_back`: a canary taken away; `retired`: a stable release replaced by a newer one.
 */
export type ReleaseState = (typeof RELEASE_STATES)[number];

/** The smallest and largest share of users a canary may reach. */
export const CANARY_PERCENT_MIN = 1;
export const CANARY_PERCENT_MAX = 50;

// --- The shell's question ------------------------------------------------------------------

/** `GET area-releases/?visitor=`: a signed-in visitor also sends their bearer token. */
export const AreaReleasesQuerySchema = Type.Object({ visitor: Type.Optional(VisitorSchema) });

export const AreaReleaseChoiceSchema = Type.Object({
  area: AreaSchema,
  release: ReleaseIdSchema,
  /** The release's own manifest, absolute. */
  manifest: Type.String(),
  /** Why this visitor loads it. */
  reason: oneOf(['canary', 'pinned'] as const),
});
export type AreaReleaseChoice = Static<typeof AreaReleaseChoiceSchema>;

export const AreaReleaseChoicesSchema = Type.Object({ results: Type.Array(AreaReleaseChoiceSchema) });
export type AreaReleaseChoices = Static<typeof AreaReleaseChoicesSchema>;

// --- The deploy command (a deploy token, DEPLOY_TOKEN) ---------------------------------------

/** The parts of an mf-manifest.json a release's id is made of; the rest is kept as sent. */
export const ReleaseManifestSchema = Type.Object(
  {
    metaData: Type.Object(
      { remoteEntry: Type.Object({ name: Text(200) }, { additionalProperties: true }) },
      {
        additionalProperties: true,
      },
    ),
    exposes: Type.Array(Type.Object({ name: Text(200) }, { additionalProperties: true }), { maxItems: 100 }),
  },
  { additionalProperties: true },
);
export type ReleaseManifest = Static<typeof ReleaseManifestSchema>;

/** `POST deploys/releases/`: without `percent` the release becomes the stable one at once. */
export const ReleaseRegisterBodySchema = Type.Object({
  area: AreaSchema,
  /** Where the release's own manifest is served, absolute (http or https). */
  manifest_url: Type.String({ minLength: 10, maxLength: 500, pattern: '^https?://\\S+/mf-manifest\\.json$' }),
  manifest: ReleaseManifestSchema,
  percent: Type.Optional(Type.Integer({ minimum: CANARY_PERCENT_MIN, maximum: CANARY_PERCENT_MAX })),
});
export type ReleaseRegisterBody = Static<typeof ReleaseRegisterBodySchema>;

/** `POST deploys/releases/promote/` and `…/rollback/`: the area whose live canary it is about. */
export const ReleaseAreaBodySchema = Type.Object({ area: AreaSchema });
export type ReleaseAreaBody = Static<typeof ReleaseAreaBodySchema>;

/** A canary's field health beside the stable release's, over the canary's life so far. */
export const CanaryHealthSchema = Type.Object({
  views: Type.Integer(),
  errors: Type.Integer(),
  /** Errors per 1,000 page views; null before any view. */
  error_rate: Nullable(Type.Number()),
  lcp_p75: Nullable(Type.Number()),
  stable_views: Type.Integer(),
  stable_error_rate: Nullable(Type.Number()),
  stable_lcp_p75: Nullable(Type.Number()),
});
export type CanaryHealth = Static<typeof CanaryHealthSchema>;

export const AreaReleaseSchema = Type.Object({
  id: Type.Integer(),
  area: AreaSchema,
  release: ReleaseIdSchema,
  manifest_url: Type.String(),
  state: oneOf(RELEASE_STATES),
  /** The share of users a canary reaches; null for a release that never was one. */
  percent: Nullable(Type.Integer()),
  created_at: DateTime(),
  /** When it was rolled back or retired. */
  ended_at: Nullable(DateTime()),
  /** Why it was rolled back: by its team, or the figures that made the API do it. */
  ended_reason: Nullable(Type.String()),
  /** A live canary's figures beside the stable release's; null otherwise. */
  health: Nullable(CanaryHealthSchema),
});
export type AreaRelease = Static<typeof AreaReleaseSchema>;

/** `GET deploys/releases/?area=` and `GET operator/area-releases/`: newest first. */
export const AreaReleasesQueryForTeamSchema = Type.Object({ area: Type.Optional(AreaSchema) });
export const AreaReleaseListSchema = Type.Object({ results: Type.Array(AreaReleaseSchema) });
export type AreaReleaseList = Static<typeof AreaReleaseListSchema>;

// --- Pins (the operator console; support and admin) -------------------------------------------

export const ReleasePinSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user_email: Type.String(),
  area: AreaSchema,
  release: ReleaseIdSchema,
  pinned_by: Type.String(),
  created_at: DateTime(),
  /** Pins lapse by themselves: a forgotten one must not keep a user on an old release. */
  expires_at: DateTime(),
});
export type ReleasePin = Static<typeof ReleasePinSchema>;

/** How long a pin lasts. */
export const RELEASE_PIN_HOURS = 24;

/** `POST operator/release-pins/`: `user` is an account's email or its id. */
export const ReleasePinBodySchema = Type.Object({
  user: Text(254, { minLength: 1 }),
  area: AreaSchema,
  release: ReleaseIdSchema,
});
export type ReleasePinBody = Static<typeof ReleasePinBodySchema>;

export const ReleasePinListSchema = Type.Object({ results: Type.Array(ReleasePinSchema) });
export type ReleasePinList = Static<typeof ReleasePinListSchema>;

export const ReleasePinParamsSchema = Type.Object({ id: Id() });
export const ReleasePinRemovedSchema = Type.Object({ removed: Type.Boolean() });
