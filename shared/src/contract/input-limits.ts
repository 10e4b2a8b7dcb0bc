/**
 * How big a value a request may carry, and the few shapes a field must have: one source for the
 * API's TypeBox schemas (`common.ts`, `profile.ts`, `wallet.ts`, `posting.ts`) and for the
 * forms that check the same fields before sending them. A form that let through what the API
 * refuses ended in a vague "An error occurred" with no field named; reading the limits from here,
 * it names the field and says what fits.
 *
 * Free of runtime dependencies (no TypeBox), so a browser area importing it pays a few bytes.
 */

/** The largest PostgreSQL `integer` (int4): targets, watch seconds, result codes. */
export const INT4_MAX = 2_147_483_647;

/** Ids are `bigint` identities read as JS numbers; above 2^53 − 1 a JSON number is not exact. */
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/** Page numbers: far beyond any list, and `(page − 1) × page size` stays an exact offset. */
export const PAGE_MAX = 1_000_000;

/** One amount of money in KES: a billion is far above any post or payout, and its cents fit bigint. */
export const KES_AMOUNT_MAX = 1_000_000_000;

/** Most characters a text field of a request may carry, by kind (the database stores `text`). */
export const TEXT_MAX = {
  /** Usernames, first and last names, ids of other systems (Django's username limit is 150). */
  name: 150,
  /** One line: a title, a location, a company, a job title, a provider reference. */
  line: 255,
  /** Free text: a description, a bio (its own, shorter limit applies), a comment. */
  text: 5000,
  /** A web address. */
  url: 2048,
  /** Tokens and codes issued by us or a provider (JWTs, OAuth codes, reset tokens). */
  token: 2048,
  /** RFC 5321: an address is at most 254 characters. */
  email: 254,
  /** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
  password: 256,
} as const;

/**
 * A phone number the profile keeps (`phone_number`, `mobile_number`): digits only (spec 001 §5
 * "phone accepts digits only"), at most 15 — the longest number ITU-T E.164 allows, country
 * code included. The M-PESA number has its own, tighter rule (`format/mpesa-phone.ts`).
 */
export const PHONE_NUMBER = { maxDigits: 15, pattern: '^[0-9]*$' } as const;

/**
 * The ID number of an M-PESA withdrawal method (spec 001 §2 "ID number"): a Kenyan national ID
 * or alien card number, digits only, at most 10 (national IDs have up to 8).
 */
export const ID_NUMBER = { maxDigits: 10, pattern: '^[0-9]+$' } as const;

/** True when `value` is digits only (empty included; "required" is a separate rule). */
export function isDigits(value: string): boolean {
  return /^[0-9]*$/.test(value);
}

/**
 * True when year-month-day is a day of the calendar (31 February is not), the rule the API's
 * `format: 'date'` applies to `birth_date`.
 */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC: no daylight-saving edge).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An operator's reason for an action (the audit log keeps it; some the user reads). */
export const REASON_LENGTH = { min: 3, max: 500 } as const;

/** An M-PESA receipt (TransactionID) as the M-PESA statement prints it: ten capitals and digits. */
export const MPESA_RECEIPT_PATTERN = '^[A-Z0-9]{10}$';
