/**
 * Business constants of both specs' §9 (plus the few fixed lists of §2–§5 that several areas
 * need), each quoting the spec line it implements. Free of runtime dependencies: the browser
 * remotes and the API server both import it.
 *
 * Spec 000 = shell, sign-in, feed, alerts; spec 001 = profile, posting, wallet, affiliate, reels.
 */

// ---------------------------------------------------------------------------------------------
// Watching, scrolling, layout
// ---------------------------------------------------------------------------------------------

/**
 * Spec 000 §9 "Minimum watch time for a view payout: 30 seconds by default (configurable)";
 * spec 001 §9 "Minimum watch time 30 seconds by default (configurable)". The server may
 * configure another value; this is the default both sides start from.
 */
export const MIN_WATCH_TIME_SECONDS = 30;

/**
 * Spec 000 §9 "Stopping threshold: under 50% of the player visible"; spec 001 §9
 * "stop-watching visibility threshold 50%". Watching stops when the visible ratio is below this.
 */
export const WATCH_VISIBILITY_THRESHOLD = 0.5;

/**
 * Spec 000 §9 "Infinite-scroll threshold 0.5" (spec 000 §2 "loads the next page when the last
 * item is half visible"); spec 001 §9 "infinite scroll threshold 0.5".
 */
export const INFINITE_SCROLL_THRESHOLD = 0.5;

/** Spec 000 §9 "Password minimum 8 characters." */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 000 §9 "Mobile breakpoint 768px." (spec 000 §2 "width 768px or below"). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Spec 000 §9 "Footer auto-collapse 10 seconds." */
export const FOOTER_COLLAPSE_MS = 10_000;

/** Spec 000 §9 "YouTube player height 220 on mobile, 400 otherwise." */
export const YOUTUBE_PLAYER_HEIGHT = { mobile: 220, desktop: 400 } as const;

// ---------------------------------------------------------------------------------------------
// Toasts and transient states
// ---------------------------------------------------------------------------------------------

/**
 * Spec 000 §9 "Toasts: error and blank 4000 ms, success 2000 ms, loading no limit".
 * `false` means "never closes by itself" (react-toastify's `autoClose: false`).
 */
export const TOAST_DURATION_MS = {
  error: 4000,
  blank: 4000,
  success: 2000,
  loading: false,
} as const;

/** Spec 000 §9 "at most 20 at once". */
export const MAX_TOASTS = 20;

/**
 * Spec 000 §9 "Share confirmation 3 seconds."; spec 001 §9 "copied state 3 s" and §2
 * "shows 'copied!' for 3 seconds".
 */
export const COPIED_STATE_MS = 3000;

// ---------------------------------------------------------------------------------------------
// Text limits
// ---------------------------------------------------------------------------------------------

/** Spec 000 §9 "Description preview 120 characters." (feed task cards). */
export const FEED_DESCRIPTION_PREVIEW_CHARS = 120;

/** Spec 001 §9 "card description preview 100 words" (profile post cards). */
export const CARD_DESCRIPTION_PREVIEW_WORDS = 100;

/** Spec 001 §9 "post description 100 words" (§5 "description at most 100 words ... extra words cut"). */
export const POST_DESCRIPTION_MAX_WORDS = 100;

/** Spec 001 §9 "Bio 250 characters" (§5 "bio at most 250 characters with a counter"). */
export const BIO_MAX_CHARS = 250;

/** Spec 001 §9 "at least 2 tags" (§5 "at least two comma-separated tags"). */
export const MIN_POST_TAGS = 2;

/** Spec 001 §9 "autocomplete max 8 suggestions after 2 characters". */
export const LOCATION_AUTOCOMPLETE = { minChars: 2, maxSuggestions: 8 } as const;

/** Spec 001 §5 "years 1900 to current year, days 1-31" (edit-profile birth date). */
export const BIRTH_DATE_LIMITS = { minYear: 1900, minDay: 1, maxDay: 31 } as const;

/** Spec 000 §3 "Avatar: name, size (default 60)". */
export const AVATAR_DEFAULT_SIZE = 60;

// ---------------------------------------------------------------------------------------------
// Labels, tabs, platforms
// ---------------------------------------------------------------------------------------------

/** Spec 000 §9 "Version label v1.0.1" (sidebar). */
export const VERSION_LABEL = 'v1.0.1';

/** Spec 000 §9 "(v1.0.0 in the mobile menu)". */
export const MOBILE_MENU_VERSION_LABEL = 'v1.0.0';

/** Spec 000 §9 "Tab flags: home, clips, alerts, wallet." (unread flags of §4). */
export const UNREAD_TAB_FLAGS = ['home', 'clips', 'alerts', 'wallet'] as const;

/**
 * Spec 000 §9 "Connectable platforms: Youtube, Twitter, Instagram." `value` is the lowercase
 * wire form (spec 000 §7 "Disconnect | DELETE {platform} lowercase"), `label` the spec's text.
 */
export const CONNECTABLE_PLATFORMS = [
  { value: 'youtube', label: 'Youtube' },
  { value: 'twitter', label: 'Twitter' },
  { value: 'instagram', label: 'Instagram' },
] as const;

/** Spec 000 §9 "Interaction labels: Subscribers, Followers, Likes, Comments, Retweets, Views." */
export const INTERACTION_LABELS = ['Subscribers', 'Followers', 'Likes', 'Comments', 'Retweets', 'Views'] as const;

/**
 * Spec 000 §2 "Tabs: All, YOUTUBE, Twitter, INSTAGRAM, TIKTOK, FACEBOOK." `platform` is the
 * feed path segment (`{platform}/?page=` of §7).
 */
export const FEED_TABS = [
  { label: 'All', platform: 'all' },
  { label: 'YOUTUBE', platform: 'youtube' },
  { label: 'Twitter', platform: 'twitter' },
  { label: 'INSTAGRAM', platform: 'instagram' },
  { label: 'TIKTOK', platform: 'tiktok' },
  { label: 'FACEBOOK', platform: 'facebook' },
] as const;

/** Spec 001 §2 "Filter tabs (default 'all')" (reels). */
export const DEFAULT_REEL_FILTER = 'all';

/**
 * Spec 001 §2 "interests (add from the fixed choices Football, Movies, Cinema, Valleyball ...)"
 * — 'Valleyball' spelled as the spec has it.
 */
export const INTEREST_CHOICES = ['Football', 'Movies', 'Cinema', 'Valleyball'] as const;

/**
 * Spec 001 §2 "experience level cards (Entry Level, Intermediate, Expert)". The wire value of
 * `experience_level` is not shown; we send these labels as they are.
 */
export const EXPERIENCE_LEVELS = ['Entry Level', 'Intermediate', 'Expert'] as const;

// ---------------------------------------------------------------------------------------------
// Locale and money
// ---------------------------------------------------------------------------------------------

/** Spec 000 §9 "Timezone Africa/Nairobi"; spec 001 §9 "Timezone Africa/Nairobi (UTC+03:00)". */
export const TIMEZONE = 'Africa/Nairobi';

/** Spec 001 §9 "(UTC+03:00)": the fixed time zone shown in the location section. */
export const TIMEZONE_LABEL = 'Africa/Nairobi (UTC+03:00)';

/** Spec 000 §9 "date locale en-KE"; spec 001 §9 "date locale en-KE". */
export const DATE_LOCALE = 'en-KE';

/** Spec 000 §9 "Default currency KES."; spec 001 §9 "Currency default KES." */
export const DEFAULT_CURRENCY = 'KES';

/** Spec 001 §9 "wallet shows fee 0.00". */
export const WALLET_DISPLAYED_FEE = 0;

/** Spec 001 §9 "New methods take up to 3 days to activate." */
export const METHOD_ACTIVATION_DAYS = 3;

/**
 * Spec 001 §9 "Referral earnings become withdrawable 24 hours after payment processing; a
 * refund in that window voids the credit." The spec's hold, the shortest one: the API holds a
 * reward as long as its payment can be taken back (REFERRAL_HOLD_DAYS_*, docs/security.md
 * "Farms"): days or months by default.
 */
export const REFERRAL_HOLD_HOURS = 24;

/** Spec 001 §9 "Schedule: frequencies weekly, monthly". */
export const WITHDRAWAL_FREQUENCIES = ['weekly', 'monthly'] as const;

/** Spec 001 §9 "minimum options 1000, 5000, 10000, 25000 (default 1000)". */
export const SCHEDULE_MINIMUM_OPTIONS = [1000, 5000, 10000, 25000] as const;

/** Spec 001 §9 "(default 1000)". */
export const DEFAULT_SCHEDULE_MINIMUM = 1000;

/** Spec 001 §9 "Transaction table: 5 rows per page." */
export const TRANSACTIONS_PER_PAGE = 5;

// ---------------------------------------------------------------------------------------------
// Posting
// ---------------------------------------------------------------------------------------------

/** Spec 001 §9 "minimum amount KES 1000" (§5 "amount minimum 1000"). */
export const MIN_SPEND_KES = 1000;

/**
 * Spec 001 §9 "New form defaults: amount 1500 KES, target 100, country 'Anywhere'."
 */
export const NEW_POST_DEFAULTS = { amount: 1500, target: 100, country: 'Anywhere' } as const;

/**
 * Spec 001 §3 "The targeting list is 'Anywhere' plus a Kenyan county list". 'Anywhere' is the
 * value sent in `targets_location` when no county is chosen.
 */
export const TARGET_ANYWHERE = 'Anywhere';

/** Spec 001 §9 "Profile defaults: location 'Nairobi, Kenya', visibility public." */
export const PROFILE_DEFAULTS = { location: 'Nairobi, Kenya', visibility: 'public' } as const;

/** Spec 001 §9 "Referral link form: {app host}/ref?code={user_id}." */
export function referralLink(appHost: string, userId: string | number): string {
  return `${appHost.replace(/\/+$/, '')}/ref?code=${encodeURIComponent(String(userId))}`;
}

/** One entry of the targeting county list. */
interface KenyanCounty {
  readonly code: number;
  readonly name: string;
}

/**
 * Spec 001 §3 "a Kenyan county list (code 0 Everywhere, then 47 counties from Mombasa to
 * Nairobi)" — the 47 counties in their official code order (Constitution of Kenya, First
 * Schedule).
 */
export const KENYAN_COUNTIES: readonly KenyanCounty[] = [
  { code: 0, name: 'Everywhere' },
  { code: 1, name: 'Mombasa' },
  { code: 2, name: 'Kwale' },
  { code: 3, name: 'Kilifi' },
  { code: 4, name: 'Tana River' },
  { code: 5, name: 'Lamu' },
  { code: 6, name: 'Taita-Taveta' },
  { code: 7, name: 'Garissa' },
  { code: 8, name: 'Wajir' },
  { code: 9, name: 'Mandera' },
  { code: 10, name: 'Marsabit' },
  { code: 11, name: 'Isiolo' },
  { code: 12, name: 'Meru' },
  { code: 13, name: 'Tharaka-Nithi' },
  { code: 14, name: 'Embu' },
  { code: 15, name: 'Kitui' },
  { code: 16, name: 'Machakos' },
  { code: 17, name: 'Makueni' },
  { code: 18, name: 'Nyandarua' },
  { code: 19, name: 'Nyeri' },
  { code: 20, name: 'Kirinyaga' },
  { code: 21, name: "Murang'a" },
  { code: 22, name: 'Kiambu' },
  { code: 23, name: 'Turkana' },
  { code: 24, name: 'West Pokot' },
  { code: 25, name: 'Samburu' },
  { code: 26, name: 'Trans-Nzoia' },
  { code: 27, name: 'Uasin Gishu' },
  { code: 28, name: 'Elgeyo-Marakwet' },
  { code: 29, name: 'Nandi' },
  { code: 30, name: 'Baringo' },
  { code: 31, name: 'Laikipia' },
  { code: 32, name: 'Nakuru' },
  { code: 33, name: 'Narok' },
  { code: 34, name: 'Kajiado' },
  { code: 35, name: 'Kericho' },
  { code: 36, name: 'Bomet' },
  { code: 37, name: 'Kakamega' },
  { code: 38, name: 'Vihiga' },
  { code: 39, name: 'Bungoma' },
  { code: 40, name: 'Busia' },
  { code: 41, name: 'Siaya' },
  { code: 42, name: 'Kisumu' },
  { code: 43, name: 'Homa Bay' },
  { code: 44, name: 'Migori' },
  { code: 45, name: 'Kisii' },
  { code: 46, name: 'Nyamira' },
  { code: 47, name: 'Nairobi' },
];

/** Tasks on a feed page (the spec's feed shows ten at a time), and the most a page may ask for. */
export const FEED_PAGE_SIZE = 10;

/** Tasks on a feed page while the data saver is on: fewer cards, fewer bytes per scroll. */
export const DATA_SAVER_PAGE_SIZE = 5;
