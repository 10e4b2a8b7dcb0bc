/**
 * Dates as the specs show them, always in Africa/Nairobi with the en-KE locale
 * (spec 000 §9 "Timezone Africa/Nairobi; date locale en-KE"; spec 001 §9 the same).
 */
import { DATE_LOCALE, TIMEZONE } from '@engage/shared/contract/constants';
import { pageLanguage } from '@engage/shared/i18n/language';

/** A Date, an ISO 8601 string (as the API sends), or epoch milliseconds. */
export type DateInput = Date | string | number;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Formatters are built at their first use, not when the module loads: each loads locale and time
 * zone data (tens of milliseconds on a phone), and a first render of the feed, whose tasks are
 * days old at most, needs none of them.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The same formatter in each language: English as the specs (en-KE), Kiswahili as Kenya writes it (sw-KE). */
function inEachLanguage(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const english = once(() => new Intl.DateTimeFormat(DATE_LOCALE, options));
  const swahili = once(() => new Intl.DateTimeFormat('sw-KE', options));
  return () => (pageLanguage() === 'sw' ? swahili() : english());
}

const fullDate = inEachLanguage({ timeZone: TIMEZONE, dateStyle: 'long' });
const tableDate = inEachLanguage({ timeZone: TIMEZONE, dateStyle: 'medium' });
const tableDateTime = inEachLanguage({ timeZone: TIMEZONE, dateStyle: 'medium', timeStyle: 'short' });
const monthName = inEachLanguage({ timeZone: 'UTC', month: 'long' });
/** Kiswahili's relative times ('dakika 5 zilizopita', 'jana', 'sasa hivi') from the browser's own data. */
const swahiliRelative = once(() => new Intl.RelativeTimeFormat('sw', { numeric: 'auto' }));

function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Spec 000 §9 "Relative time: 'now', minutes, hours, 'yesterday', days under 7, else full
 * date." → under a minute (or in the future, a skewed clock) `'now'`; `'1 minute ago'`,
 * `'5 minutes ago'`; `'1 hour ago'`, `'3 hours ago'`; 24–48 h `'yesterday'`; `'2 days ago'` …
 * `'6 days ago'`; from 7 days the full date in Nairobi, e.g. `'2 April 2024'`.
 * An unparseable date gives `''`.
 */
export function formatRelativeTime(date: DateInput, now: Date = new Date()): string {
  const then = toDate(date);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (pageLanguage() === 'sw') return swahiliRelativeTime(elapsed, then);
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return plural(days, 'day');
  return fullDate().format(then);
}

function swahiliRelativeTime(elapsed: number, then: Date): string {
  const days = Math.floor(elapsed / DAY);
  if (days >= 7) return fullDate().format(then);
  if (elapsed < MINUTE) return swahiliRelative().format(0, 'second');
  if (elapsed < HOUR) return swahiliRelative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return swahiliRelative().format(-Math.floor(elapsed / HOUR), 'hour');
  return swahiliRelative().format(-days, 'day');
}

/**
 * A date for tables (transactions, referrals' CREDIT DATE) in Nairobi time:
 * `'2 Apr 2024'`, or with `{ withTime: true }` `'2 Apr 2024, 13:05'`. An unparseable date gives `''`.
 */
export function formatDate(date: DateInput, options: { withTime?: boolean } = {}): string {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return '';
  return (options.withTime ? tableDateTime : tableDate)().format(value);
}

function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/**
 * Spec 001 §9 "Birth date shown like 'Month 3rd, 2000'": `formatBirthDate('2000-03-03')` →
 * `'March 3rd, 2000'`. Takes the API's `YYYY-MM-DD` (spec 001 §3) as a calendar date — no time
 * zone shift. Returns null for an absent or invalid date, so the screen can show its placeholder.
 */
export function formatBirthDate(birthDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Reject 2001-02-30 and the like: Date.UTC would roll it over into March.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  // Kiswahili writes the day before the month and has no ordinal suffix: '3 Machi 2000'.
  if (pageLanguage() === 'sw') return `${day} ${monthName().format(utc)} ${year}`;
  return `${monthName().format(utc)} ${ordinal(day)}, ${year}`;
}
