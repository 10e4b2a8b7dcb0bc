/**
 * The API contract (DESIGN §5): one TypeBox schema per entity and request body of both specs,
 * with the spec's field names exactly — typos included (`post_descrption`) — because they are
 * the wire format. The server validates requests and responses against these schemas; the
 * browser imports them with `import type` only, so they cost the remotes no bytes.
 *
 * Conventions
 * - Money: the API returns and accepts money as JSON numbers in KES major units (1234.5 means
 *   KES 1,234.50), as the specs' UI shows them. The server stores integer cents in its ledger
 *   (DESIGN §6) and converts at the edge with `toCents` / `fromCents` of `format/money.ts`.
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
import type {
  CONNECTABLE_PLATFORMS,
  EXPERIENCE_LEVELS,
  FEED_TABS,
  SCHEDULE_MINIMUM_OPTIONS,
  WITHDRAWAL_FREQUENCIES,
} from '@engage/shared/contract/constants';
import { BIO_MAX_CHARS, MIN_SPEND_KES, PASSWORD_MIN_LENGTH } from '@engage/shared/contract/constants';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** `T | null`. */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An amount of money in KES major units (see the module header). */
const Kes = (description = 'Amount in KES major units (server stores integer cents).') => Type.Number({ description });

const Id = () => Type.Integer({ minimum: 1 });

const DateTime = () => Type.String({ format: 'date-time' });

const Email = () => Type.String({ format: 'email' });

/** Spec 000 §3 "Session values ... userType"; spec 000 §1 "Two user types exist: consumer and producer." */
export const UserTypeSchema = Type.Union([Type.Literal('consumer'), Type.Literal('producer')]);
export type UserType = Static<typeof UserTypeSchema>;

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
export const PostStatusSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('pending_payment'),
  Type.Literal('active'),
  Type.Literal('completed'),
]);
export type PostStatus = Static<typeof PostStatusSchema>;

/** Spec 000 §7 "Reaction ... action 'like' or 'share'"; spec 001 §7 "Reel interaction ... action 'like' or 'share'". */
export const ReactionActionSchema = Type.Union([Type.Literal('like'), Type.Literal('share')]);
export type ReactionAction = Static<typeof ReactionActionSchema>;

/** Spec 000 §3 "email_verified (the string 'True' or 'False')" — a string, not a boolean. */
export const EmailVerifiedSchema = Type.Union([Type.Literal('True'), Type.Literal('False')]);
export type EmailVerified = Static<typeof EmailVerifiedSchema>;

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
 * An error body. Spec 000 §8: "the server's data.message", "data.error", "error detail on
 * failure", "Server errors on the password field arrive as a list"; spec 001 §8 "the server's
 * error text". Any other field may carry a list of messages for that field.
 */
export const ApiErrorBodySchema = Type.Object({
  message: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
  detail: Type.Optional(Type.String()),
  password: Type.Optional(Type.Array(Type.String())),
});
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;

/** A success answer carrying a message (spec 000 §8 "success the server message or 'Success!'"). */
export const MessageResponseSchema = Type.Object({ message: Type.Optional(Type.String()) });
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** A call without a body (request OTP, activate bot, connect YouTube/Twitter, account deletion). */
export const EmptyBodySchema = Type.Object({});
export type EmptyBody = Static<typeof EmptyBodySchema>;

// ---------------------------------------------------------------------------------------------
// Auth (spec 000 §3 "Forms", §7)
// ---------------------------------------------------------------------------------------------

/** Spec 000 §3 "Login response: access, refresh, session_id." */
export const LoginResponseSchema = Type.Object({
  access: Type.String(),
  refresh: Type.String(),
  session_id: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** Spec 000 §3 "Forms: login (email, password)". */
export const LoginBodySchema = Type.Object({
  email: Email(),
  password: Type.String({ minLength: 1 }),
});
export type LoginBody = Static<typeof LoginBodySchema>;

/** Spec 000 §7 "Register | POST {email, password, user_type}" — user_type defaults to consumer (§3). */
export const RegisterWithUserTypeBodySchema = Type.Object({
  email: Email(),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH }),
  user_type: Type.Optional(UserTypeSchema),
});

/** Spec 000 §7 "or {email, password, type, referral_code?}" with type 'standard' or 'google' (§3). */
export const RegisterWithTypeBodySchema = Type.Object({
  email: Email(),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH }),
  type: Type.Union([Type.Literal('standard'), Type.Literal('google')]),
  referral_code: Type.Optional(Type.String()),
});

/** Spec 000 §3 "registration (email, password, user_type default consumer, or type 'standard'/'google', optional referral_code)". */
export const RegisterBodySchema = Type.Union([RegisterWithUserTypeBodySchema, RegisterWithTypeBodySchema]);
export type RegisterBody = Static<typeof RegisterBodySchema>;

/**
 * Spec 000 §3 "external login (email, password, role, optional referral_code)" — the Google
 * sign-in's register/login call; `password` is what the client derives from the Google `sub`.
 */
export const ExternalLoginBodySchema = Type.Object({
  email: Email(),
  password: Type.String({ minLength: 1 }),
  role: UserTypeSchema,
  referral_code: Type.Optional(Type.String()),
});
export type ExternalLoginBody = Static<typeof ExternalLoginBodySchema>;

/** Spec 000 §7 "user-info lookup at a Google endpoint ... (reads email and sub)" — Google's answer, not ours. */
export const GoogleUserInfoSchema = Type.Object({ email: Email(), sub: Type.String() });
export type GoogleUserInfo = Static<typeof GoogleUserInfoSchema>;

/** Refresh of the access token (path and payload not shown; SimpleJWT style). */
export const TokenRefreshBodySchema = Type.Object({ refresh: Type.String() });
export type TokenRefreshBody = Static<typeof TokenRefreshBodySchema>;

/** The refresh answer: a new access token, and a new refresh token when the server rotates them. */
export const TokenRefreshResponseSchema = Type.Object({
  access: Type.String(),
  refresh: Type.Optional(Type.String()),
});
export type TokenRefreshResponse = Static<typeof TokenRefreshResponseSchema>;

/** Logout (not shown in the spec's table): revokes the refresh token server side. */
export const LogoutBodySchema = Type.Object({ refresh: Type.Optional(Type.String()) });
export type LogoutBody = Static<typeof LogoutBodySchema>;

/** Spec 000 §7 "Forgot / reset | POST {email}". */
export const ForgotPasswordBodySchema = Type.Object({ email: Email() });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

/**
 * Spec 000 §3 "password reset (password, token, uidb64)". The minimum length is ours (the
 * spec's reset rules stop at required + match); it keeps reset in line with registration.
 */
export const PasswordResetBodySchema = Type.Object({
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH }),
  token: Type.String({ minLength: 1 }),
  uidb64: Type.String({ minLength: 1 }),
});
export type PasswordResetBody = Static<typeof PasswordResetBodySchema>;

/** Spec 000 §3 "verification (otp_code)" — §5 "The verification code is free text." */
export const VerifyEmailBodySchema = Type.Object({ otp_code: Type.String() });
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;

// ---------------------------------------------------------------------------------------------
// Profile, user, interests
// ---------------------------------------------------------------------------------------------

/**
 * Profile detail: the union of spec 000 §3 and spec 001 §3.
 *
 * `interests` decision: spec 000 has "interests (list of strings)", spec 001 "interests
 * (comma-separated string)". The wire type is a list of strings (no parsing, no escaping of
 * commas); the spec 001 settings screen joins/splits locally. Updates accept either form (see
 * {@link AccountUpdateBodySchema}).
 *
 * `avatar` is a URL or a path relative to the API host, or null; old data may hold the string
 * 'null' (spec 000 §3 "an absent or 'null' image shows initials"), see `format/avatar-initials`.
 */
export const ProfileDetailSchema = Type.Object({
  user_id: Id(),
  username: Type.String(),
  email: Email(),
  avatar: Nullable(Type.String()),
  currency: Type.String({ description: "Spec 000 §1 'default currency KES'." }),
  earnings: Kes(),
  pending_balance: Kes(),
  min_withdrawal: Kes(),
  completeness: Type.Number({ minimum: 0, maximum: 100, description: 'Percent.' }),
  interests: Type.Array(Type.String()),
  bot_active: Type.Boolean(),
  youtube_connected: Type.Boolean(),
  twitter_connected: Type.Boolean(),
  instagram_connected: Type.Boolean(),
  experience_level: Nullable(ExperienceLevelSchema),
  bio: Nullable(Type.String({ maxLength: BIO_MAX_CHARS })),
  location: Nullable(Type.String()),
  education: Nullable(Type.String()),
  job_title: Nullable(Type.String()),
  company: Nullable(Type.String()),
  languages: Nullable(Type.String()),
  phone_number: Nullable(Type.String()),
  visibility: VisibilitySchema,
  birth_date: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
});
export type ProfileDetail = Static<typeof ProfileDetailSchema>;

/**
 * Spec 001 §7 "Profile update | profile detail fields" (PUT profile-details, spec 000 §7).
 * Spec 001 §5: "birth date is sent only if day, month and year are all chosen ..., otherwise null".
 * The avatar upload goes to the same path as multipart with an `avatar` file (not JSON).
 */
export const ProfileDetailsUpdateBodySchema = Type.Object({
  username: Type.Optional(Type.String({ minLength: 1 })),
  bio: Type.Optional(Nullable(Type.String({ maxLength: BIO_MAX_CHARS }))),
  location: Type.Optional(Nullable(Type.String())),
  education: Type.Optional(Nullable(Type.String())),
  job_title: Type.Optional(Nullable(Type.String())),
  company: Type.Optional(Nullable(Type.String())),
  languages: Type.Optional(Nullable(Type.String())),
  phone_number: Type.Optional(Nullable(Type.String())),
  visibility: Type.Optional(VisibilitySchema),
  birth_date: Type.Optional(Nullable(Type.String({ format: 'date' }))),
});
export type ProfileDetailsUpdateBody = Static<typeof ProfileDetailsUpdateBodySchema>;

/** Spec 001 §7 "Avatar upload | PUT | users/profile-details/ ... returns avatar". */
export const AvatarUploadResponseSchema = Type.Object({ avatar: Type.String() });
export type AvatarUploadResponse = Static<typeof AvatarUploadResponseSchema>;

/**
 * Spec 001 §3 "User (settings): user_id, email, username, first_name, last_name, address,
 * mobile_number, email_verified (string 'True' or 'False'), profile.profile_visibility".
 * Spec 000 §3 calls the same answer "Profile: email_verified". Text fields the user has not
 * filled yet (first_name, last_name, address, mobile_number) are '' rather than null.
 */
export const UserSchema = Type.Object({
  user_id: Id(),
  email: Email(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  address: Type.String(),
  mobile_number: Type.String(),
  email_verified: EmailVerifiedSchema,
  profile: Type.Object({ profile_visibility: VisibilitySchema }),
});
export type User = Static<typeof UserSchema>;

/** Spec 000 §3 "Profile: email_verified" — the same entity as {@link UserSchema}. */
export const ProfileSchema = UserSchema;
export type Profile = User;

/**
 * Spec 000 §7 "Profile | ... PUT (payload not shown)" and spec 001 §7 "Visibility update |
 * {profile: {profile_visibility}}". Contact info (spec 001 §5) edits username, first and last
 * name; location info edits address and mobile number. Email and user id are read-only.
 */
export const UserUpdateBodySchema = Type.Object({
  username: Type.Optional(Type.String({ minLength: 1 })),
  first_name: Type.Optional(Type.String({ minLength: 1 })),
  last_name: Type.Optional(Type.String({ minLength: 1 })),
  address: Type.Optional(Type.String({ minLength: 1 })),
  mobile_number: Type.Optional(Type.String({ pattern: '^[0-9]+$' })),
  profile: Type.Optional(Type.Object({ profile_visibility: VisibilitySchema })),
});
export type UserUpdateBody = Static<typeof UserUpdateBodySchema>;

/**
 * Spec 000 §7 "PUT account update {interests}"; spec 001 §7 "Experience/interests update |
 * {experience_level} or {interests}". `interests` is a list on the wire (see
 * {@link ProfileDetailSchema}); a comma-separated string is also accepted and split by the server.
 */
export const AccountUpdateBodySchema = Type.Object({
  interests: Type.Optional(Type.Union([Type.Array(Type.String()), Type.String()])),
  experience_level: Type.Optional(ExperienceLevelSchema),
});
export type AccountUpdateBody = Static<typeof AccountUpdateBodySchema>;

/** Spec 000 §3 "Interests list response: interests array of items with category and subcategories (array of strings)." */
export const InterestCategorySchema = Type.Object({
  category: Type.String(),
  subcategories: Type.Array(Type.String()),
});
export type InterestCategory = Static<typeof InterestCategorySchema>;

/** Spec 000 §7 "Interests list | GET users/list-interests/". */
export const InterestsListResponseSchema = Type.Object({ interests: Type.Array(InterestCategorySchema) });
export type InterestsListResponse = Static<typeof InterestsListResponseSchema>;

/** Spec 000 §3 "User tags: interests list."; §7 "User tags | GET; response interests". */
export const UserTagsResponseSchema = Type.Object({ interests: Type.Array(Type.String()) });
export type UserTagsResponse = Static<typeof UserTagsResponseSchema>;

/** Spec 000 §4 "Bot: enabled/disabled, toggled by one activate call" — the answer carries the new state. */
export const BotActivateResponseSchema = Type.Object({
  bot_active: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
export type BotActivateResponse = Static<typeof BotActivateResponseSchema>;

/** Spec 000 §7 "Connect YouTube / Twitter | POST | auth_url, redirect". */
export const ConnectResponseSchema = Type.Object({ auth_url: Type.String() });
export type ConnectResponse = Static<typeof ConnectResponseSchema>;

/** Spec 000 §3 "Instagram connect (ig_username, ig_password)". Never stored (DESIGN §6). */
export const InstagramConnectBodySchema = Type.Object({
  ig_username: Type.String({ minLength: 1 }),
  ig_password: Type.String({ minLength: 1 }),
});
export type InstagramConnectBody = Static<typeof InstagramConnectBodySchema>;

/** Spec 000 §7 "Disconnect | DELETE {platform} lowercase". */
export const DisconnectBodySchema = Type.Object({ platform: ConnectablePlatformSchema });
export type DisconnectBody = Static<typeof DisconnectBodySchema>;

// ---------------------------------------------------------------------------------------------
// Links (tasks and posts)
// ---------------------------------------------------------------------------------------------

/**
 * A link: a task in the feed (spec 000 §3) and a post of its producer (spec 001 §3) — one
 * entity with the fields of both. `post_descrption` is spelled as the specs spell it.
 * `post_tags` is comma-separated (both specs). `is_shorts` marks short videos (reels).
 */
export const LinkSchema = Type.Object({
  link_id: Id(),
  link_url: Type.String(),
  platform: PlatformSchema,
  action_type: ActionTypeSchema,
  is_shorts: Type.Boolean(),
  created: DateTime(),
  producer_username: Type.String(),
  producer_avatar: Nullable(Type.String()),
  producer_amount: Kes(),
  producer_location: Type.String(),
  anonymous: Type.Boolean(),
  post_title: Type.String(),
  post_descrption: Type.String(),
  post_tags: Type.String(),
  post_thumbnail: Nullable(Type.String()),
  targets_location: Type.String(),
  targets_needed: Type.Integer({ minimum: 0 }),
  targets_reached: Type.Integer({ minimum: 0 }),
  thumb_ups: Type.Integer({ minimum: 0 }),
  has_liked: Type.Boolean(),
  is_actioned: Type.Boolean(),
  is_draft: Type.Boolean(),
  status: PostStatusSchema,
  available_actions: Type.Array(ActionTypeSchema),
});
export type Link = Static<typeof LinkSchema>;

/** A page of links: feed, reels, my posts, liked posts, drafts (spec 000 §7 "results, next"). */
export const LinkPageSchema = PageSchema(LinkSchema);
export type LinkPage = Page<Link>;

/**
 * Spec 000 §7 "Feed | GET {platform}/?page={n}, or ?latest=true&last_seen={time}; shorts add
 * shorts=true". `last_seen` is the `created` time of the newest post held.
 */
export const FeedQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  latest: Type.Optional(Type.Boolean()),
  last_seen: Type.Optional(DateTime()),
  shorts: Type.Optional(Type.Boolean()),
  /** Spec 000 §2 navbar 'Search content': words in a task's title, text, tags or producer (ours). */
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type FeedQuery = Static<typeof FeedQuerySchema>;

/** Spec 001 §7 "Reel feed | GET | paged, filter 'all' and others" — `filter` is 'all' or a platform. */
export const ReelQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  filter: Type.Optional(Type.Union([Type.Literal('all'), PlatformSchema])),
});
export type ReelQuery = Static<typeof ReelQuerySchema>;

/** A query that only pages (`?page={n}`): my posts, liked, drafts, affiliate, transactions. */
export const PageQuerySchema = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) });
export type PageQuery = Static<typeof PageQuerySchema>;

/**
 * Spec 000 §7 "Link details | GET with url=" and spec 001 §7 "Link check | query by url".
 * One endpoint serves both.
 */
export const LinkCheckQuerySchema = Type.Object({ url: Type.String({ minLength: 1 }) });
export type LinkCheckQuery = Static<typeof LinkCheckQuerySchema>;

/**
 * Spec 001 §3 "Link check response: available_actions, target data, amount". "Target data" is
 * not detailed; our decision: the suggested `targets_needed` for `amount` (spec 001 §9 target
 * rule), plus the detected platform and the title/thumbnail the form prefills.
 */
export const LinkCheckResponseSchema = Type.Object({
  link_url: Type.String(),
  platform: PostPlatformSchema,
  available_actions: Type.Array(ActionTypeSchema),
  amount: Kes(),
  targets_needed: Type.Integer({ minimum: 0 }),
  post_title: Type.Optional(Type.String()),
  post_thumbnail: Type.Optional(Nullable(Type.String())),
});
export type LinkCheckResponse = Static<typeof LinkCheckResponseSchema>;

/** Spec 001 §3 "on error: error and expected_format (a list)". */
export const LinkCheckErrorSchema = Type.Object({
  error: Type.String(),
  expected_format: Type.Array(Type.String()),
});
export type LinkCheckError = Static<typeof LinkCheckErrorSchema>;

/**
 * Spec 001 §7 "Post save | link_id (when editing), link_url, platform, is_draft, action_type,
 * producer_amount, targets_needed, post_title, post_descrption, targets_location,
 * producer_location, post_tags, anonymous, post_thumbnail; returns link_id".
 * Spec 001 §5: amount minimum 1000; description ≤ 100 words and ≥ 2 tags are checked by the
 * server with `format/post-target.ts` (JSON Schema cannot count words).
 */
export const PostSaveBodySchema = Type.Object({
  link_id: Type.Optional(Id()),
  link_url: Type.String({ minLength: 1 }),
  platform: PostPlatformSchema,
  is_draft: Type.Boolean(),
  action_type: ActionTypeSchema,
  producer_amount: Type.Number({ minimum: MIN_SPEND_KES }),
  targets_needed: Type.Integer({ minimum: 0 }),
  post_title: Type.String(),
  post_descrption: Type.String(),
  targets_location: Type.String({ minLength: 1 }),
  producer_location: Type.String(),
  post_tags: Type.String(),
  anonymous: Type.Boolean(),
  post_thumbnail: Nullable(Type.String()),
});
export type PostSaveBody = Static<typeof PostSaveBodySchema>;

/** Spec 001 §7 "returns link_id". */
export const PostSaveResponseSchema = Type.Object({ link_id: Id() });
export type PostSaveResponse = Static<typeof PostSaveResponseSchema>;

/** Spec 001 §7 "Draft delete | call | {link_id}". */
export const DraftDeleteBodySchema = Type.Object({ link_id: Id() });
export type DraftDeleteBody = Static<typeof DraftDeleteBodySchema>;

/** Spec 000 §7 "Reaction | ... {link_id, action 'like' or 'share'}"; spec 001 §7 "Reel interaction". */
export const ReactionBodySchema = Type.Object({ link_id: Id(), action: ReactionActionSchema });
export type ReactionBody = Static<typeof ReactionBodySchema>;

/** The reaction answer: the new like state and count (spec 000 §4 "count adjusting by one"). */
export const ReactionResponseSchema = Type.Object({
  has_liked: Type.Optional(Type.Boolean()),
  thumb_ups: Type.Optional(Type.Integer({ minimum: 0 })),
  message: Type.Optional(Type.String()),
});
export type ReactionResponse = Static<typeof ReactionResponseSchema>;

/**
 * Spec 000 §3 "view credit (watch_time, link_id)"; spec 001 §7 "Watch time | POST |
 * {watch_time, link_id}". `watch_time` is in seconds.
 */
export const ViewCreditBodySchema = Type.Object({
  watch_time: Type.Number({ minimum: 0, description: 'Seconds watched.' }),
  link_id: Id(),
});
export type ViewCreditBody = Static<typeof ViewCreditBodySchema>;
/** Spec 001 §7 "Watch time" (reels) — same body as the view credit. */
export type WatchTimeBody = ViewCreditBody;

/** Spec 000 §7 "YouTube tasks | POST youtube-sub/ {channel_id, link_id}". */
export const YoutubeSubBodySchema = Type.Object({ channel_id: Type.String({ minLength: 1 }), link_id: Id() });
export type YoutubeSubBody = Static<typeof YoutubeSubBodySchema>;

/** Spec 000 §7 "youtube-like/ {video_id, link_id}" — §5: a YouTube id must be 11 characters. */
export const YoutubeLikeBodySchema = Type.Object({
  video_id: Type.String({ minLength: 11, maxLength: 11 }),
  link_id: Id(),
});
export type YoutubeLikeBody = Static<typeof YoutubeLikeBodySchema>;

/** Spec 000 §7 "youtube-comment/ {link_id, text}"; also twitter-reply/ {link_id, text}. */
export const LinkTextBodySchema = Type.Object({ link_id: Id(), text: Type.String({ minLength: 1 }) });
export type LinkTextBody = Static<typeof LinkTextBodySchema>;
export type YoutubeCommentBody = LinkTextBody;
export type TwitterReplyBody = LinkTextBody;

/** Spec 000 §7 "twitter-follow/, twitter-like/, twitter-retweet/, twitter-bookmark/ {link_id}". */
export const LinkOnlyBodySchema = Type.Object({ link_id: Id() });
export type LinkOnlyBody = Static<typeof LinkOnlyBodySchema>;

/** Spec 000 §7 "instagram-follow/, instagram-like/, instagram-p-views/ {post_url, link_id}". */
export const PostUrlLinkBodySchema = Type.Object({ post_url: Type.String({ minLength: 1 }), link_id: Id() });
export type PostUrlLinkBody = Static<typeof PostUrlLinkBodySchema>;

/**
 * Spec 000 §7 "instagram-comment/ {post_url, text}" — no link_id in the spec; the server finds
 * the link by post_url.
 */
export const PostUrlTextBodySchema = Type.Object({
  post_url: Type.String({ minLength: 1 }),
  text: Type.String({ minLength: 1 }),
});
export type PostUrlTextBody = Static<typeof PostUrlTextBodySchema>;

/**
 * Spec 000 §7 "Facebook | instagram-style endpoints with post_url only" — facebook-follow/,
 * facebook-like/, facebook-p-views/ send {post_url}; facebook-comment/ also needs the comment
 * and sends {post_url, text} ({@link PostUrlTextBodySchema}).
 */
export const PostUrlBodySchema = Type.Object({ post_url: Type.String({ minLength: 1 }) });
export type PostUrlBody = Static<typeof PostUrlBodySchema>;

/** Spec 000 §8 "Task action: ... success the server message or 'Success!', error the message, the response error". */
export const TaskActionResponseSchema = MessageResponseSchema;
export type TaskActionResponse = MessageResponse;

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

/** Spec 000 §3 "Notification: id, alert_title, alert_text, date, is_seen." */
export const NotificationSchema = Type.Object({
  id: Id(),
  alert_title: Type.String(),
  alert_text: Type.String(),
  date: DateTime(),
  is_seen: Type.Boolean(),
});
export type Notification = Static<typeof NotificationSchema>;

/** Spec 000 §7 "Alerts | GET list (page, or latest=true and last_seen)". */
export const NotificationPageSchema = PageSchema(NotificationSchema);
export type NotificationPage = Page<Notification>;

/** Spec 000 §7 "Alerts | GET list (page, or latest=true and last_seen)" — the query. */
export const AlertsQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  latest: Type.Optional(Type.Boolean()),
  last_seen: Type.Optional(DateTime()),
});
export type AlertsQuery = Static<typeof AlertsQuerySchema>;

/** Spec 000 §7 "GET unread (results)". */
export const UnreadAlertsResponseSchema = ResultsSchema(NotificationSchema);
export type UnreadAlertsResponse = Static<typeof UnreadAlertsResponseSchema>;

/** Spec 000 §7 "websocket /ws/posts/?token= (events type new_post carrying post)". */
export const PostsSocketEventSchema = Type.Object({ type: Type.Literal('new_post'), post: LinkSchema });
export type PostsSocketEvent = Static<typeof PostsSocketEventSchema>;

/** Spec 000 §7 "/ws/alerts/?token= (events alert or new_notification carrying payload)". */
export const AlertsSocketEventSchema = Type.Object({
  type: Type.Union([Type.Literal('alert'), Type.Literal('new_notification')]),
  payload: NotificationSchema,
});
export type AlertsSocketEvent = Static<typeof AlertsSocketEventSchema>;

// ---------------------------------------------------------------------------------------------
// Actions history
// ---------------------------------------------------------------------------------------------

/**
 * Spec 001 §3 "Actions history: results.total_actions and results.actions." The fields of one
 * action are not shown; our decision: each action is the link acted on (the profile renders
 * every tab with the same post card, spec 001 §2).
 */
export const ActionsHistorySchema = Type.Object({
  results: Type.Object({
    total_actions: Type.Integer({ minimum: 0 }),
    actions: Type.Array(LinkSchema),
  }),
  next: Type.Optional(Nullable(Type.String())),
});
export type ActionsHistory = Static<typeof ActionsHistorySchema>;

// ---------------------------------------------------------------------------------------------
// Wallet
// ---------------------------------------------------------------------------------------------

/**
 * Spec 001 §3 "Withdrawal method: id, method_type ('mpesa'), mpesa_phone (stored with the 254
 * prefix), first_name, last_name, country ('Kenya'), id_number." `is_primary` is ours: spec 001
 * §7 has "Set primary method" but shows no field for it.
 */
export const WithdrawalMethodSchema = Type.Object({
  id: Id(),
  method_type: Type.Literal('mpesa'),
  mpesa_phone: Type.String({ pattern: '^254[0-9]{9}$' }),
  first_name: Type.String(),
  last_name: Type.String(),
  country: Type.Literal('Kenya'),
  id_number: Type.String(),
  is_primary: Type.Optional(Type.Boolean()),
});
export type WithdrawalMethod = Static<typeof WithdrawalMethodSchema>;

/** Withdrawal methods list (path and shape not shown): `{ results: [...] }` like the other lists. */
export const WithdrawalMethodListSchema = ResultsSchema(WithdrawalMethodSchema);
export type WithdrawalMethodList = Static<typeof WithdrawalMethodListSchema>;

/**
 * Spec 001 §7 "Create method | POST | {method_type, mpesa_phone, first_name, last_name,
 * country, id_number}". Spec 001 §5 "every field is needed".
 */
export const WithdrawalMethodCreateBodySchema = Type.Object({
  method_type: Type.Literal('mpesa'),
  mpesa_phone: Type.String({ pattern: '^254[0-9]{9}$' }),
  first_name: Type.String({ minLength: 1 }),
  last_name: Type.String({ minLength: 1 }),
  country: Type.Literal('Kenya'),
  id_number: Type.String({ minLength: 1 }),
});
export type WithdrawalMethodCreateBody = Static<typeof WithdrawalMethodCreateBodySchema>;

/** Spec 001 §7 "Update method | PATCH | same fields plus id". */
export const WithdrawalMethodUpdateBodySchema = Type.Object({
  id: Id(),
  method_type: Type.Literal('mpesa'),
  mpesa_phone: Type.String({ pattern: '^254[0-9]{9}$' }),
  first_name: Type.String({ minLength: 1 }),
  last_name: Type.String({ minLength: 1 }),
  country: Type.Literal('Kenya'),
  id_number: Type.String({ minLength: 1 }),
});
export type WithdrawalMethodUpdateBody = Static<typeof WithdrawalMethodUpdateBodySchema>;

/** Spec 001 §3 "Withdrawal schedule: frequency (weekly or monthly), minimum_amount, next_payout." */
export const WithdrawalScheduleSchema = Type.Object({
  frequency: WithdrawalFrequencySchema,
  minimum_amount: ScheduleMinimumSchema,
  next_payout: Nullable(DateTime()),
});
export type WithdrawalSchedule = Static<typeof WithdrawalScheduleSchema>;

/** Spec 001 §7 "PATCH sends frequency, minimum_amount". */
export const WithdrawalScheduleUpdateBodySchema = Type.Object({
  frequency: WithdrawalFrequencySchema,
  minimum_amount: ScheduleMinimumSchema,
});
export type WithdrawalScheduleUpdateBody = Static<typeof WithdrawalScheduleUpdateBodySchema>;

/**
 * Spec 001 §3 "Withdrawal request: amount, original_currency, original_amount, method,
 * is_automatic." `amount` is KES; `original_*` keep the currency and amount the user saw
 * (DESIGN §6). `method` is not detailed; our decision: the id of a withdrawal method.
 */
export const WithdrawalRequestSchema = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, description: 'KES major units.' }),
  original_currency: Type.String({ minLength: 3, maxLength: 3 }),
  original_amount: Type.Number({ exclusiveMinimum: 0 }),
  method: Id(),
  is_automatic: Type.Boolean(),
});
export type WithdrawalRequest = Static<typeof WithdrawalRequestSchema>;

/**
 * Spec 001 §3 "Transaction: transaction_id, status_description, transaction_date,
 * transaction_status, transaction_amount, transaction_type." Status and type values are not
 * enumerated by the spec and stay free strings (the wallet's type filter reads 'Withdrawals').
 */
export const TransactionSchema = Type.Object({
  transaction_id: Type.String(),
  status_description: Type.String(),
  transaction_date: DateTime(),
  transaction_status: Type.String(),
  transaction_amount: Kes(),
  transaction_type: Type.String(),
});
export type Transaction = Static<typeof TransactionSchema>;

/** Spec 001 §7 "Transaction history | GET | results.transactions list". */
export const TransactionHistorySchema = Type.Object({
  results: Type.Object({ transactions: Type.Array(TransactionSchema) }),
});
export type TransactionHistory = Static<typeof TransactionHistorySchema>;

/** Spec 001 §7 "Checkout, PayPal | POST | {targets_needed, link_id} -> checkout_url". */
export const PaypalCheckoutBodySchema = Type.Object({
  targets_needed: Type.Integer({ minimum: 0 }),
  link_id: Id(),
});
export type PaypalCheckoutBody = Static<typeof PaypalCheckoutBodySchema>;

/** Spec 001 §7 "Checkout, card | POST | {link_id} -> checkout_url". */
export const CardCheckoutBodySchema = Type.Object({ link_id: Id() });
export type CardCheckoutBody = Static<typeof CardCheckoutBodySchema>;

/** Spec 001 §7 "-> checkout_url" — the browser is redirected to it. */
export const CheckoutResponseSchema = Type.Object({ checkout_url: Type.String() });
export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;

/** Spec 001 §7 "Checkout, M-pesa | POST | {phone as 254 plus digits, link_id} -> message". */
export const MpesaCheckoutBodySchema = Type.Object({
  phone: Type.String({ pattern: '^254[0-9]{9}$' }),
  link_id: Id(),
});
export type MpesaCheckoutBody = Static<typeof MpesaCheckoutBodySchema>;

/** Spec 001 §7 "-> message". */
export const MpesaCheckoutResponseSchema = Type.Object({ message: Type.String() });
export type MpesaCheckoutResponse = Static<typeof MpesaCheckoutResponseSchema>;

/** Spec 001 §7 "Card-provider payment finish | POST | wallet/paypal-execute/ with {paymentId, payerId, token}". */
export const PaypalExecuteBodySchema = Type.Object({
  paymentId: Type.String({ minLength: 1 }),
  payerId: Type.String({ minLength: 1 }),
  token: Type.String({ minLength: 1 }),
});
export type PaypalExecuteBody = Static<typeof PaypalExecuteBodySchema>;

// ---------------------------------------------------------------------------------------------
// Affiliate
// ---------------------------------------------------------------------------------------------

/** Spec 001 §3 "referrals list (user_id, referral_date, payment_status, payable_amount)". */
export const ReferralSchema = Type.Object({
  user_id: Id(),
  referral_date: DateTime(),
  payment_status: Type.String(),
  payable_amount: Kes(),
});
export type Referral = Static<typeof ReferralSchema>;

/** Spec 001 §3 "Affiliate: reward_balance, minimum_pay, total_earnings, total_referrals, referrals list". */
export const AffiliateSchema = Type.Object({
  reward_balance: Kes(),
  minimum_pay: Kes(),
  total_earnings: Kes(),
  total_referrals: Type.Integer({ minimum: 0 }),
  referrals: Type.Array(ReferralSchema),
});
export type Affiliate = Static<typeof AffiliateSchema>;

/**
 * Spec 001 §7 "Affiliate | GET | ?page={n}; reads affiliate.referrals, next, and the balances"
 * — the balances sit inside `affiliate`, `next` beside it.
 */
export const AffiliateResponseSchema = Type.Object({
  affiliate: AffiliateSchema,
  next: Nullable(Type.String()),
});
export type AffiliateResponse = Static<typeof AffiliateResponseSchema>;

/** Referral reward withdrawal (spec 001 §2 "Reward balance with a Withdraw button"; payload not shown). */
export const AffiliateWithdrawBodySchema = Type.Object({
  amount: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
});
export type AffiliateWithdrawBody = Static<typeof AffiliateWithdrawBodySchema>;

// ---------------------------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------------------------

/** Spec 001 §3 "Location list: county with sub_counties." */
export const CountySchema = Type.Object({
  county: Type.String(),
  sub_counties: Type.Array(Type.String()),
});
export type County = Static<typeof CountySchema>;

/** Spec 001 §7 "get-locations/; response: counties with sub_counties" — a plain array. */
export const LocationsResponseSchema = Type.Array(CountySchema);
export type LocationsResponse = Static<typeof LocationsResponseSchema>;
