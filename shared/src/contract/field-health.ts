/**
 * Field health (ours, docs/field-health.md): what phones report of each area's release, and the
 * figures the operator console shows from it.
 *
 * A page sends its events in batches with `navigator.sendBeacon`, as `text/plain` holding JSON
 * (a beacon of any other type would need a CORS preflight a closing page cannot wait for). A
 * batch names no user: `visitor` is a random id the browser makes afresh each day.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from '@engage/shared/contract/common';
import { areaNames } from '@engage/shared/paths';

/** The shell is reported as an area of its own: its errors are nobody else's. */
export const FIELD_AREAS = [...areaNames, 'shell'] as const;
export type FieldArea = (typeof FIELD_AREAS)[number];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const ERROR_SOURCES = ['window', 'rejection', 'boundary', 'chunk'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** The most events one beacon carries; a page sends more as further beacons. */
export const FIELD_BATCH_MAX = 50;
/** How much of an error's message or a vital's element is kept. */
export const FIELD_DETAIL_MAX = 200;

/** One of `values`, as a union of literals typed as their union. */
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

const Area = oneOf(FIELD_AREAS);
/** A release's id: the hash the shell derives from the area's manifest. */
const Release = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' });
const Detail = Type.String({ maxLength: FIELD_DETAIL_MAX });

const ViewEventSchema = Type.Object({ kind: Type.Literal('view'), area: Area, release: Release });
const VitalEventSchema = Type.Object({
  kind: Type.Literal('vital'),
  area: Area,
  release: Release,
  name: oneOf(VITAL_NAMES),
  /** Milliseconds, or CLS's unitless score. */
  value: Type.Number({ minimum: 0, maximum: 600_000 }),
  /** The element the vital is about (LCP's image, INP's button), as a selector. */
  target: Type.Optional(Detail),
});
const ErrorEventSchema = Type.Object({
  kind: Type.Literal('error'),
  area: Area,
  release: Release,
  source: oneOf(ERROR_SOURCES),
  message: Detail,
});

export const FieldEventSchema = Type.Union([ViewEventSchema, VitalEventSchema, ErrorEventSchema]);
export type FieldEvent = Static<typeof FieldEventSchema>;

/** `POST telemetry/`. */
export const FieldBatchSchema = Type.Object({
  /** Random, made afresh each day by the browser; never a user's id. */
  visitor: Type.String({ minLength: 8, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }),
  events: Type.Array(FieldEventSchema, { minItems: 1, maxItems: FIELD_BATCH_MAX }),
});
export type FieldBatch = Static<typeof FieldBatchSchema>;

export const FieldBatchTakenSchema = Type.Object({ accepted: Type.Integer() });

/** One day of one release, from the daily roll-up. */
export const ReleaseDaySchema = Type.Object({
  day: Type.String(),
  views: Type.Integer(),
  errors: Type.Integer(),
  lcp_p75: Nullable(Type.Number()),
});
export type ReleaseDay = Static<typeof ReleaseDaySchema>;

/** One release of one area over the days asked for. */
export const ReleaseHealthSchema = Type.Object({
  release: Type.String(),
  first_seen: Type.String({ description: 'The first day it was reported (YYYY-MM-DD).' }),
  last_seen: Type.String(),
  views: Type.Integer(),
  errors: Type.Integer(),
  /** Errors per 1,000 page views; null before any view. */
  error_rate: Nullable(Type.Number()),
  lcp_p75: Nullable(Type.Number()),
  inp_p75: Nullable(Type.Number()),
  cls_p75: Nullable(Type.Number()),
  /** Oldest first. */
  daily: Type.Array(ReleaseDaySchema),
});
export type ReleaseHealth = Static<typeof ReleaseHealthSchema>;

export const AreaHealthSchema = Type.Object({
  area: Type.String(),
  /** Newest first: the release reported last leads. */
  releases: Type.Array(ReleaseHealthSchema),
});
export type AreaHealth = Static<typeof AreaHealthSchema>;

/** `GET operator/area-health/?days=`. */
export const AreaHealthQuerySchema = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
});
export const AreaHealthListSchema = Type.Object({ days: Type.Integer(), results: Type.Array(AreaHealthSchema) });
export type AreaHealthList = Static<typeof AreaHealthListSchema>;
