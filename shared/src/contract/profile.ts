/** The profile, the settings user, interests and the actions history (spec 000 §3, spec 001 §3). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import { BIO_MAX_CHARS } from '@engage/shared/contract/constants';
import {
  CalendarDate,
  ConnectablePlatformSchema,
  DateTime,
  Email,
  EmailVerifiedSchema,
  ExperienceLevelSchema,
  Id,
  Kes,
  Nullable,
  PlatformSchema,
  TEXT_MAX,
  Text,
  VisibilitySchema,
} from '@engage/shared/contract/common';
import { PHONE_NUMBER } from '@engage/shared/contract/input-limits';
import { ConsentNeededSchema } from '@engage/shared/contract/consents';
import { LinkSchema } from '@engage/shared/contract/links';

// ---------------------------------------------------------------------------------------------
// Profile, user, interests
// ---------------------------------------------------------------------------------------------

/** The languages the app speaks (i18n/language.ts): English and Kiswahili. */
export const LanguageSchema = Type.Union([Type.Literal('en'), Type.Literal('sw')]);

/**
 * Ours (not in the specs): the language chosen in Preferences and kept on the account, shown at
 * sign-in on any device; null when the person never chose (their device's language applies).
 * Absent from servers that predate it.
 */
const SavedLanguage = () => Type.Optional(Nullable(LanguageSchema));

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
  /**
   * Not in the spec: linked platforms whose provider stopped honouring the link (access
   * withdrawn, token revoked). Their `*_connected` is false; the UI offers "Link again".
   * Absent from servers that predate it.
   */
  needs_relink: Type.Optional(
    Type.Array(Type.Union([Type.Literal('youtube'), Type.Literal('twitter')]), { uniqueItems: true }),
  ),
  /**
   * Not in the spec: the platforms the bot acts and earns on for this user (linked and checkable
   * by this server's verifier, the development sandbox included); absent when task checks are off.
   */
  bot_platforms: Type.Optional(Type.Array(PlatformSchema)),
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
  /** Ours (not in the specs): when the user finished or skipped the first run; null until then. */
  onboarded_at: Nullable(DateTime()),
  language: SavedLanguage(),
  /**
   * Ours: a newer terms or privacy policy than the user accepted (or none on record) is to be
   * accepted before anything else. Absent from servers that predate it.
   */
  consent_needed: Type.Optional(ConsentNeededSchema),
});
export type ProfileDetail = Static<typeof ProfileDetailSchema>;

/** A username as a request sets it: not blank, at most {@link TEXT_MAX}.name characters. */
const Username = () => Text(TEXT_MAX.name, { minLength: 1 });

/** Spec 001 §5 "phone accepts digits only": `phone_number` and `mobile_number` (see {@link PHONE_NUMBER}). */
const PhoneNumber = (options: { minLength?: number } = {}) =>
  Text(PHONE_NUMBER.maxDigits, { pattern: PHONE_NUMBER.pattern, ...options });

/**
 * Spec 001 §7 "Profile update | profile detail fields" (PUT profile-details, spec 000 §7).
 * Spec 001 §5: "birth date is sent only if day, month and year are all chosen ..., otherwise null".
 * The avatar upload goes to the same path as multipart with an `avatar` file (not JSON).
 */
export const ProfileDetailsUpdateBodySchema = Type.Object({
  username: Type.Optional(Username()),
  bio: Type.Optional(Nullable(Text(BIO_MAX_CHARS))),
  location: Type.Optional(Nullable(Text(TEXT_MAX.line))),
  education: Type.Optional(Nullable(Text(TEXT_MAX.line))),
  job_title: Type.Optional(Nullable(Text(TEXT_MAX.line))),
  company: Type.Optional(Nullable(Text(TEXT_MAX.line))),
  languages: Type.Optional(Nullable(Text(TEXT_MAX.line))),
  phone_number: Type.Optional(Nullable(PhoneNumber())),
  visibility: Type.Optional(VisibilitySchema),
  birth_date: Type.Optional(Nullable(CalendarDate())),
});
export type ProfileDetailsUpdateBody = Static<typeof ProfileDetailsUpdateBodySchema>;

/** Spec 001 §7 "Avatar upload | PUT | users/profile-details/ ... returns avatar". */
const AvatarUploadResponseSchema = Type.Object({ avatar: Type.String() });

/** The profile-details update answers the profile detail to JSON, the new avatar to an upload. */
export const ProfileDetailsUpdateResponseSchema = Type.Union([ProfileDetailSchema, AvatarUploadResponseSchema]);

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
  language: SavedLanguage(),
});
export type User = Static<typeof UserSchema>;

/**
 * Spec 000 §7 "Profile | ... PUT (payload not shown)" and spec 001 §7 "Visibility update |
 * {profile: {profile_visibility}}". Contact info (spec 001 §5) edits username, first and last
 * name; location info edits address and mobile number. Email and user id are read-only.
 */
export const UserUpdateBodySchema = Type.Object({
  username: Type.Optional(Username()),
  first_name: Type.Optional(Text(TEXT_MAX.name, { minLength: 1 })),
  last_name: Type.Optional(Text(TEXT_MAX.name, { minLength: 1 })),
  address: Type.Optional(Text(TEXT_MAX.line, { minLength: 1 })),
  mobile_number: Type.Optional(PhoneNumber({ minLength: 1 })),
  profile: Type.Optional(Type.Object({ profile_visibility: VisibilitySchema })),
});
export type UserUpdateBody = Static<typeof UserUpdateBodySchema>;

/** Most interests one request may set; the server keeps the first 50 distinct ones. */
const INTERESTS_MAX = 100;

/**
 * Spec 000 §7 "PUT account update {interests}"; spec 001 §7 "Experience/interests update |
 * {experience_level} or {interests}". `interests` is a list on the wire (see
 * {@link ProfileDetailSchema}); a comma-separated string is also accepted and split by the server.
 */
export const AccountUpdateBodySchema = Type.Object({
  interests: Type.Optional(
    Type.Union([
      Type.Array(Text(TEXT_MAX.line), { maxItems: INTERESTS_MAX }),
      Text(INTERESTS_MAX * (TEXT_MAX.line + 1)),
    ]),
  ),
  experience_level: Type.Optional(ExperienceLevelSchema),
});
export type AccountUpdateBody = Static<typeof AccountUpdateBodySchema>;

/** Spec 000 §3 "Interests list response: interests array of items with category and subcategories (array of strings)." */
const InterestCategorySchema = Type.Object({
  category: Type.String(),
  subcategories: Type.Array(Type.String()),
});
export type InterestCategory = Static<typeof InterestCategorySchema>;

/** Spec 000 §7 "Interests list | GET users/list-interests/". */
export const InterestsListResponseSchema = Type.Object({ interests: Type.Array(InterestCategorySchema) });

/** Spec 000 §3 "User tags: interests list."; §7 "User tags | GET; response interests". */
export const UserTagsResponseSchema = Type.Object({ interests: Type.Array(Type.String()) });

/** Spec 000 §4 "Bot: enabled/disabled, toggled by one activate call" — the answer carries the new state. */
export const BotActivateResponseSchema = Type.Object({
  bot_active: Type.Boolean(),
  message: Type.Optional(Type.String()),
  /**
   * Ours: the platforms the bot acts and earns on for this user — linked, and checkable by this
   * server's verifier (the development sandbox included). Empty: the bot has nothing it may do.
   */
  bot_platforms: Type.Optional(Type.Array(PlatformSchema)),
});
export type BotActivateResponse = Static<typeof BotActivateResponseSchema>;

/** Spec 000 §7 "Connect YouTube / Twitter | POST | auth_url, redirect". */
export const ConnectResponseSchema = Type.Object({ auth_url: Type.String() });

/** Spec 000 §3 "Instagram connect (ig_username, ig_password)". Never stored. */
export const InstagramConnectBodySchema = Type.Object({
  ig_username: Text(TEXT_MAX.name, { minLength: 1 }),
  ig_password: Text(TEXT_MAX.password, { minLength: 1 }),
});

/** Spec 000 §7 "Disconnect | DELETE {platform} lowercase". */
export const DisconnectBodySchema = Type.Object({ platform: ConnectablePlatformSchema });

/**
 * Ours: what deleting the account now would do with the user's money (`GET users/account/deletion/`),
 * shown before they confirm. Amounts in KES. The rule: a withdrawal on its way to M-PESA must arrive
 * first (`waits_for_withdrawal`, and the delete is refused until then); everything else left, the
 * withdrawable and the pending, is forfeited. To keep the withdrawable money, withdraw it first.
 */
export const AccountDeletionPreviewSchema = Type.Object({
  /** Withdrawable now (task earnings and referral rewards); forfeited if the account is deleted. */
  withdrawable: Type.Number(),
  /** Pending (task earnings in their hold, referral rewards not yet withdrawable); forfeited too. */
  pending: Type.Number(),
  /** The sum forfeited on deletion: `withdrawable + pending`. */
  forfeited: Type.Number(),
  /** On its way to M-PESA now. */
  on_its_way: Type.Number(),
  /** True while a withdrawal is on its way: the account cannot be deleted until it arrives. */
  waits_for_withdrawal: Type.Boolean(),
  /** The smallest withdrawal, KES: less than this cannot be withdrawn first. */
  min_withdrawal: Type.Number(),
});
export type AccountDeletionPreview = Static<typeof AccountDeletionPreviewSchema>;

// ---------------------------------------------------------------------------------------------
// First run (ours: the specs never ask a new user for anything)
// ---------------------------------------------------------------------------------------------

/**
 * Marking the first run done (`POST users/first-run/`) carries nothing: the server decides the
 * moment, so a body that tries to say anything (a date, a step) is refused.
 */
export const FirstRunBodySchema = Type.Object({}, { additionalProperties: false });

/** The moment the first run was finished or skipped: the first call's, however often it is called. */
export const FirstRunResponseSchema = Type.Object({ onboarded_at: DateTime() });

/** Saving the language chosen in Preferences (`PUT users/language/`); any other value is refused. */
export const LanguageUpdateBodySchema = Type.Object({ language: LanguageSchema });
export type LanguageUpdateBody = Static<typeof LanguageUpdateBodySchema>;

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
