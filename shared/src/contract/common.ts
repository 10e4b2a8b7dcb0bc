/**
 * The API contract: one TypeBox schema per entity and request body of both specs,
 * with the spec's field names exactly — typos included (`post_descrption`) — because they are
 * the wire format. The server validates requests and responses against these schemas; the
 * browser imports them with `import type` only, so they cost the remotes no bytes.
 *
 * Conventions
 * - Money: the API returns and accepts money as JSON numbers in KES major units (1234.5 means
 *   KES 1,234.50), as the specs' UI shows them. The server stores integer cents in its ledger
 *   and converts at the edge with `toCents` / `fromCents` of `format/money.ts`.
 * - Ids (`link_id`, `id`, `user_id`) are integers (Django auto keys); `transaction_id` is a
 *   string because payment providers issue alphanumeric references.
 * - Timestamps are ISO 8601 strings (`created`, `date`, `transaction_date`); `birth_date` is
 *   `YYYY-MM-DD` (spec 001 §3).
 * - Objects accept extra properties (TypeBox's default), so a newer server never breaks an
 *   older remote.
 *
 * Decisions where the two specs disagree or say "not shown" are documented on each schema.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { ID_MAX, INT4_MAX, PAGE_MAX, TEXT_MAX } from '@engage/shared/contract/input-limits';
import type {
  CONNECTABLE_PLATFORMS,
  EXPERIENCE_LEVELS,
  FEED_TABS,
  SCHEDULE_MINIMUM_OPTIONS,
  WITHDRAWAL_FREQUENCIES,
} from '@engage/shared/contract/constants';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An amount of money in KES major units (see the module header). */
export const Kes = (description = 'Amount in KES major units (server stores integer cents).') =>
  Type.Number({ description });

// ---------------------------------------------------------------------------------------------
// Input bounds: every value a request carries is bounded, so that what passes the
// schema also fits its column — an id beyond bigint, a year 0 or a 20,000-character username
// would otherwise reach PostgreSQL and come back as a 500. The API's OpenAPI fuzz test walks every
// operation and fails on a request string without `maxLength` or a number without `maximum`.
// ---------------------------------------------------------------------------------------------

// The numbers themselves live in input-limits.ts, which the browser forms read too (no TypeBox there).
export { ID_MAX, INT4_MAX, KES_AMOUNT_MAX, PAGE_MAX, TEXT_MAX } from '@engage/shared/contract/input-limits';

/** A string of at most `maxLength` characters (see {@link TEXT_MAX}). */
export const Text = (maxLength: number, options: { minLength?: number; pattern?: string } = {}) =>
  Type.String({ maxLength, ...options });

export const Id = () => Type.Integer({ minimum: 1, maximum: ID_MAX });

/** The `{id}` of a path (a notification, a withdrawal method). */
export const IdParamsSchema = Type.Object({ id: Id() });

/** A whole number a provider's callback reports (result codes): within int4. */
export const ProviderInteger = () => Type.Integer({ minimum: -INT4_MAX - 1, maximum: INT4_MAX });

/** `?page=n` of every paged list. */
export const PageNumber = () => Type.Integer({ minimum: 1, maximum: PAGE_MAX });

/** Years the API accepts in a date: PostgreSQL has no year 0, and nothing here is older than 1900. */
const SANE_YEAR = '(19|20)\\d\\d';

/**
 * An ISO 8601 timestamp as `Date.toISOString()` writes it (an offset instead of `Z` is fine), in
 * a year from 1900 to 2099 (see {@link SANE_YEAR}). The pattern also keeps out what the format
 * alone lets through and `new Date()` cannot read (a leap second, an RFC 9557 `[zone]` suffix).
 */
export const DateTime = () =>
  Type.String({
    format: 'date-time',
    maxLength: 40,
    pattern: `^${SANE_YEAR}-\\d\\d-\\d\\dT\\d\\d:[0-5]\\d:[0-5]\\d(\\.\\d{1,9})?(Z|[+-]\\d\\d:\\d\\d)$`,
  });

/** A calendar day, `YYYY-MM-DD`, in a year from 1900 to 2099. */
export const CalendarDate = () =>
  Type.String({ format: 'date', maxLength: 10, pattern: `^${SANE_YEAR}-`, description: 'YYYY-MM-DD' });

export const Email = () => Type.String({ format: 'email', maxLength: TEXT_MAX.email });

/** Spec 001 §3 "mpesa_phone (stored with the 254 prefix)": 254 and nine digits. */
export const MpesaPhone = () => Type.String({ pattern: '^254[0-9]{9}$', maxLength: 12 });

/**
 * A web address we store and later put in an `href`/`src`: http(s) only, so `javascript:` and
 * `data:` never reach a page. Empty means none.
 */
export const WebUrl = () => Type.String({ maxLength: TEXT_MAX.url, pattern: '^(https?://[^\\s]+)?$' });

/** Spec 000 §3 "Session values ... userType"; spec 000 §1 "Two user types exist: consumer and producer." */
export const UserTypeSchema = Type.Union([Type.Literal('consumer'), Type.Literal('producer')]);

/**
 * Spec 000 §3 "platform (youtube, instagram, twitter, facebook)". `tiktok` is added because
 * the feed has a TIKTOK tab (spec 000 §2) and reels carry TikTok videos (spec 001 §5).
 */
export const PlatformSchema = Type.Union([
  Type.Literal('youtube'),
  Type.Literal('instagram'),
  Type.Literal('twitter'),
  Type.Literal('facebook'),
  Type.Literal('tiktok'),
]);
export type Platform = Static<typeof PlatformSchema>;

/** Spec 001 §3 "Platform values for posting: youtube, twitter." */
export const PostPlatformSchema = Type.Union([Type.Literal('youtube'), Type.Literal('twitter')]);
export type PostPlatform = Static<typeof PostPlatformSchema>;

/** The feed path segment: spec 000 §7 "GET {platform}/" with the tabs of §2 (All + platforms). */
export const FeedPlatformSchema = Type.Union([
  Type.Literal('all'),
  Type.Literal('youtube'),
  Type.Literal('twitter'),
  Type.Literal('instagram'),
  Type.Literal('tiktok'),
  Type.Literal('facebook'),
]);
export type FeedPlatform = Static<typeof FeedPlatformSchema>;

/** Spec 000 §9 "Connectable platforms: Youtube, Twitter, Instagram." (lowercase on the wire, §7). */
export const ConnectablePlatformSchema = Type.Union([
  Type.Literal('youtube'),
  Type.Literal('twitter'),
  Type.Literal('instagram'),
]);
export type ConnectablePlatform = Static<typeof ConnectablePlatformSchema>;

/**
 * Spec 000 §3 "action_type (Subscribers, Likes, Comments, Views, Retweets, Followers, Bookmark,
 * View)" — both 'Views' and 'View' exist in the spec and are kept.
 */
export const ActionTypeSchema = Type.Union([
  Type.Literal('Subscribers'),
  Type.Literal('Likes'),
  Type.Literal('Comments'),
  Type.Literal('Views'),
  Type.Literal('Retweets'),
  Type.Literal('Followers'),
  Type.Literal('Bookmark'),
  Type.Literal('View'),
]);
export type ActionType = Static<typeof ActionTypeSchema>;

/** Spec 001 §3 "visibility (public or private)". */
export const VisibilitySchema = Type.Union([Type.Literal('public'), Type.Literal('private')]);
export type Visibility = Static<typeof VisibilitySchema>;

/** Spec 001 §2 "experience level cards (Entry Level, Intermediate, Expert)"; wire value not shown, we use the labels. */
export const ExperienceLevelSchema = Type.Union([
  Type.Literal('Entry Level'),
  Type.Literal('Intermediate'),
  Type.Literal('Expert'),
]);
export type ExperienceLevel = Static<typeof ExperienceLevelSchema>;

/**
 * Spec 000 §3 "Post status values: not shown"; spec 001 §4 "Post status values are shown on
 * cards but not enumerated". Our decision: draft (saved with is_draft), pending_payment (saved
 * by Post, checkout not finished), active (paid, collecting engagement), completed
 * (targets_reached ≥ targets_needed).
 */
/**
 * A post's life: `active` (live) until its target is reached (`completed`); a live post may be
 * `paused` and resumed, or closed early — `cancelled` by its producer or an operator, `expired`
 * after POST_EXPIRY_DAYS, `taken_down` by an operator — and a closed post's unspent budget goes
 * back to its producer (`returned`).
 */
export const PostStatusSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('pending_payment'),
  Type.Literal('active'),
  Type.Literal('completed'),
  Type.Literal('paused'),
  Type.Literal('cancelled'),
  Type.Literal('expired'),
  Type.Literal('taken_down'),
]);
/** The states a post can no longer leave, whose unspent budget has gone back to the producer. */
export const CLOSED_POST_STATUSES = ['cancelled', 'expired', 'taken_down'] as const;

/** Spec 000 §7 "Reaction ... action 'like' or 'share'"; spec 001 §7 "Reel interaction ... action 'like' or 'share'". */
export const ReactionActionSchema = Type.Union([Type.Literal('like'), Type.Literal('share')]);

/** Spec 000 §3 "email_verified (the string 'True' or 'False')" — a string, not a boolean. */
export const EmailVerifiedSchema = Type.Union([Type.Literal('True'), Type.Literal('False')]);

/** Spec 001 §3 "frequency (weekly or monthly)". */
export const WithdrawalFrequencySchema = Type.Union([Type.Literal('weekly'), Type.Literal('monthly')]);
export type WithdrawalFrequency = Static<typeof WithdrawalFrequencySchema>;

/** Spec 001 §9 "minimum options 1000, 5000, 10000, 25000 (default 1000)". */
export const ScheduleMinimumSchema = Type.Union([
  Type.Literal(1000),
  Type.Literal(5000),
  Type.Literal(10000),
  Type.Literal(25000),
]);
export type ScheduleMinimum = Static<typeof ScheduleMinimumSchema>;

// Compile-time guards (no runtime cost): the lists in constants.ts and these unions must hold
// the same values, so a change to one without the other fails `tsc`.
type Expect<T extends true> = T;
type SameValues<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ConstantsMatchContract = [
  Expect<SameValues<(typeof EXPERIENCE_LEVELS)[number], ExperienceLevel>>,
  Expect<SameValues<(typeof WITHDRAWAL_FREQUENCIES)[number], WithdrawalFrequency>>,
  Expect<SameValues<(typeof SCHEDULE_MINIMUM_OPTIONS)[number], ScheduleMinimum>>,
  Expect<SameValues<(typeof CONNECTABLE_PLATFORMS)[number]['value'], ConnectablePlatform>>,
  Expect<SameValues<(typeof FEED_TABS)[number]['platform'], FeedPlatform>>,
];
export type { ConstantsMatchContract };

// ---------------------------------------------------------------------------------------------
// Pages and common answers
// ---------------------------------------------------------------------------------------------

/**
 * Spec 000 §3 "Feed pages carry results, a next URL and a page parameter." The page number
 * travels in the query (`?page=n`); `next` is the absolute URL of the next page or null.
 * `count` and `previous` are the rest of a Django REST page and are optional.
 */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    results: Type.Array(item),
    next: Nullable(Type.String()),
    previous: Type.Optional(Nullable(Type.String())),
    count: Type.Optional(Type.Integer({ minimum: 0 })),
  });

/** A page of `T` (the static side of {@link PageSchema}). */
export interface Page<T> {
  results: T[];
  next: string | null;
  previous?: string | null;
  count?: number;
}

/** A `{ results: [...] }` answer without paging (spec 000 §7 "GET unread (results)"). */
export const ResultsSchema = <T extends TSchema>(item: T) => Type.Object({ results: Type.Array(item) });

/**
 * What the server sends with every error status but 400 (`api/src/http/errors.ts`): `detail`
 * always; `message` and `error` (the same text) where the spec says the client reads those
 * (spec 000 §8 "the server's data.message", "data.error"; spec 001 §8 "the server's error
 * text"). The client reads every error body as an `ApiErrorBody` (`api/api-failure.ts`).
 */
export const ErrorResponseSchema = Type.Object({
  detail: Type.String(),
  message: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
  /**
   * Why, for a client to act on (ours): `step_up_required` (prove presence, then try again),
   * `embed_scope` (an embedded area's token may not do this), `payout_method_cooling_off`,
   * `withdrawals_frozen`, `withdrawal_on_its_way` (the account cannot be deleted until it arrives).
   */
  code: Type.Optional(
    Type.Union([
      Type.Literal('step_up_required'),
      Type.Literal('embed_scope'),
      Type.Literal('payout_method_cooling_off'),
      Type.Literal('withdrawals_frozen'),
      Type.Literal('withdrawal_on_its_way'),
    ]),
  ),
  /** With `step_up_required`: how this account proves presence (a password, or an emailed code). */
  step_up: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('code')])),
  /** With `withdrawals_frozen`: why they were frozen, in the reader's language. */
  reason: Type.Optional(Type.String()),
  /** With `payout_method_cooling_off`: when the number starts receiving money (ISO 8601). */
  usable_from: Type.Optional(Type.String()),
  /** A new verification code asked for too soon: the seconds left before one may be. */
  resend_in: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/**
 * The 400 answer: a refused request (`detail`, `message` and `error` carry the first message;
 * `errors` maps each field to its messages) or a rule of a service (`detail`, often `message`
 * and `error`). Spec 000 §5 "Server errors on the password field arrive as a list": the field
 * lists are also at the top level (`password: [...]`), hence the extra properties.
 */
export const ValidationErrorResponseSchema = Type.Object(
  {
    detail: Type.String(),
    message: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  // `true` rather than "lists of strings": typed as such, `detail` would have to be a list too.
  { additionalProperties: true },
);
export type ValidationErrorResponse = Static<typeof ValidationErrorResponseSchema>;

/** A success answer carrying a message (spec 000 §8 "success the server message or 'Success!'"). */
export const MessageResponseSchema = Type.Object({ message: Type.Optional(Type.String()) });
export type MessageResponse = Static<typeof MessageResponseSchema>;
