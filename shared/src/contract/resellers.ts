/**
 * Resellers (ours, docs/resellers.md): the producer's API keys (`reseller/keys/…`) and the SMM
 * panel API v2 they open (`POST v2`), the one API resellers' panel scripts already speak. A key
 * opens nothing but `v2`; it is shown once, and only its SHA-256 is kept.
 *
 * The panel API's answers are the panels' de facto shapes, not ours (an error is `{error}` with
 * HTTP 200), so its answer is documented in words here and in docs/resellers.md rather than as a
 * schema: each action answers a different shape.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Id, Nullable, Text } from '@engage/shared/contract/common';
import { amountFromTarget, MAX_TARGET_PEOPLE, targetFromAmount } from '@engage/shared/format/post-target';
import { MIN_SPEND_KES } from '@engage/shared/contract/constants';
import { ID_MAX, TEXT_MAX } from '@engage/shared/contract/input-limits';

/** A key as its owner's list shows it: never the key itself, only its first characters. */
export const ResellerKeySchema = Type.Object({
  id: Id(),
  name: Type.String(),
  /** The key's first 8 characters (`eng_` and four more), to tell keys apart. */
  prefix: Type.String(),
  created_at: DateTime(),
  last_used_at: Nullable(DateTime()),
});
export type ResellerKey = Static<typeof ResellerKeySchema>;

/** `GET reseller/keys/`: the owner's keys that are not revoked, newest first. */
export const ResellerKeysSchema = Type.Object({ results: Type.Array(ResellerKeySchema) });
export type ResellerKeys = Static<typeof ResellerKeysSchema>;

/** What a key is called, so its owner knows which panel uses it. */
export const RESELLER_KEY_NAME_MAX = TEXT_MAX.name;

/** The most keys one account may hold at once (revoked ones do not count). */
export const RESELLER_KEYS_MAX = 10;

/** `POST reseller/keys/`. */
export const ResellerKeyCreateBodySchema = Type.Object({ name: Text(RESELLER_KEY_NAME_MAX, { minLength: 1 }) });
export type ResellerKeyCreateBody = Static<typeof ResellerKeyCreateBodySchema>;

/** The new key, with the key itself: shown this once, never again. */
export const ResellerKeyCreatedSchema = Type.Object({ ...ResellerKeySchema.properties, key: Type.String() });
export type ResellerKeyCreated = Static<typeof ResellerKeyCreatedSchema>;

// ---------------------------------------------------------------------------------------------
// The panel API v2
// ---------------------------------------------------------------------------------------------

/** Most ids one `orders` or `refills` list may name (the panels' own limit). */
export const PANEL_IDS_MAX = 100;

/** An id or a quantity as a form post sends it (text) or a JSON one may (a number). */
const Whole = () => Type.Union([Text(20), Type.Integer({ minimum: 0, maximum: ID_MAX })]);
/** A comma-separated list of at most {@link PANEL_IDS_MAX} ids, spaces allowed. */
const IdList = () => Text(PANEL_IDS_MAX * 22);

/**
 * `POST v2`, form-encoded (or JSON): `key` and `action`, and what the action reads. Values are
 * checked by the handler, which answers a panel's `{error}`; the schema only bounds them.
 */
export const PanelRequestSchema = Type.Object({
  // Long enough that any token pasted by mistake is answered "Invalid API key", not a 400.
  key: Text(TEXT_MAX.token),
  action: Text(40),
  service: Type.Optional(Whole()),
  link: Type.Optional(Text(TEXT_MAX.url)),
  quantity: Type.Optional(Whole()),
  order: Type.Optional(Whole()),
  orders: Type.Optional(IdList()),
  refill: Type.Optional(Whole()),
  refills: Type.Optional(IdList()),
});
export type PanelRequest = Static<typeof PanelRequestSchema>;

export const PANEL_ANSWER_DESCRIPTION =
  'The SMM panel API v2 answer of the action (docs/resellers.md): `services` a list of services; `add` ' +
  '`{order}`; `status` `{charge, start_count, status, remains, currency}` (with `orders`, those by order id); ' +
  '`refill` `{refill}` (with `orders`, a list); `refill_status` `{status}`; `cancel` a list of `{order, cancel}`; ' +
  '`balance` `{balance, currency}`. A refusal is `{error}`, with 200 as panels expect.';

/** Any answer of the panel API (see {@link PANEL_ANSWER_DESCRIPTION}). */
export const PanelAnswerSchema = Type.Unknown({ description: PANEL_ANSWER_DESCRIPTION });

/** The order statuses panels use (ours never says Processing: a paid post is live at once). */
export type PanelOrderStatus = 'Pending' | 'In progress' | 'Completed' | 'Partial' | 'Processing' | 'Canceled';

/** One service: a kind of engagement a link can be promoted for (the link check's `available_actions`). */
export interface PanelService {
  readonly service: number;
  readonly platform: 'youtube' | 'twitter';
  readonly action: 'Views' | 'Likes' | 'Comments' | 'Subscribers' | 'Retweets' | 'Followers';
  readonly name: string;
  readonly category: string;
}

/**
 * The services, with ids that never change (a panel stores them). YouTube videos take views,
 * likes and comments, channels subscribers; X posts take likes, comments and retweets, profiles
 * followers — what `links/check/` offers for each kind of link.
 */
export const PANEL_SERVICES: readonly PanelService[] = [
  { service: 1, platform: 'youtube', action: 'Views', name: 'YouTube Views', category: 'YouTube' },
  { service: 2, platform: 'youtube', action: 'Likes', name: 'YouTube Likes', category: 'YouTube' },
  { service: 3, platform: 'youtube', action: 'Comments', name: 'YouTube Comments', category: 'YouTube' },
  { service: 4, platform: 'youtube', action: 'Subscribers', name: 'YouTube Subscribers', category: 'YouTube' },
  { service: 5, platform: 'twitter', action: 'Likes', name: 'X Likes', category: 'X' },
  { service: 6, platform: 'twitter', action: 'Retweets', name: 'X Retweets', category: 'X' },
  { service: 7, platform: 'twitter', action: 'Comments', name: 'X Comments', category: 'X' },
  { service: 8, platform: 'twitter', action: 'Followers', name: 'X Followers', category: 'X' },
];

/** The fewest people an order may ask for: what the minimum spend buys (spec 001 §9). */
export const PANEL_MIN_QUANTITY = targetFromAmount(MIN_SPEND_KES);

/** The most people an order may ask for: the posting form's own bound. */
export const PANEL_MAX_QUANTITY = MAX_TARGET_PEOPLE;

/** What 1000 people cost, in KES: the posting form's price rule (amount = people × 10). */
export const PANEL_RATE_KES = amountFromTarget(1000);
