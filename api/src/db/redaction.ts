/**
 * Taking a deleted person's identifiers out of free text the law or the books make us keep
 * (operator alerts, a payout's status line, another user's alert that named them): each
 * identifier becomes `[deleted]` wherever it stands as a whole word, case aside. Only
 * identifiers are matched (an email, a username, a phone number, an ID number, a full name),
 * never a lone first name, so another person's text is not rewritten for sharing a common word.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const REDACTED = '[deleted]';

/** Shorter identifiers are too likely to be other words; a username is at least this long. */
const MIN_IDENTIFIER_CHARS = 4;

/** PostgreSQL regular expressions, one per identifier, matched case-insensitively as whole words. */
export type MentionPatterns = readonly string[];

const WORD_CHAR = /\w/;

/** One pattern per distinct identifier; blank and too-short ones are left out. */
export function mentionPatterns(identifiers: readonly (string | null | undefined)[]): MentionPatterns {
  const distinct = new Set<string>();
  for (const raw of identifiers) {
    const value = raw?.trim().replace(/\s+/g, ' ');
    if (value && value.length >= MIN_IDENTIFIER_CHARS) distinct.add(value.toLowerCase());
  }
  return [...distinct].map((value) => {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
    const start = WORD_CHAR.test(value[0] ?? '') ? '\\m' : '';
    const end = WORD_CHAR.test(value[value.length - 1] ?? '') ? '\\M' : '';
    return `${start}${escaped}${end}`;
  });
}

/** The text of `column` with every pattern replaced by `[deleted]`. */
export function redacted(column: AnyColumn | SQL, patterns: MentionPatterns): SQL {
  let expression: SQL = sql`${column}`;
  for (const pattern of patterns) expression = sql`regexp_replace(${expression}, ${pattern}, ${REDACTED}, 'gi')`;
  return expression;
}

/** True where `column` mentions any of the patterns (false when there are none). */
export function mentionsAny(column: AnyColumn | SQL, patterns: MentionPatterns): SQL {
  if (patterns.length === 0) return sql`false`;
  const each = patterns.map((pattern) => sql`${column} ~* ${pattern}`);
  return sql`(${sql.join(each, sql` OR `)})`;
}

/** Kenyan phone numbers are written 07…, 2547… or +2547…: every spelling of each number. */
export function phoneSpellings(numbers: readonly (string | null | undefined)[]): string[] {
  const spellings = new Set<string>();
  for (const raw of numbers) {
    const digits = raw?.replace(/\D/g, '') ?? '';
    if (digits.length < 9) continue;
    const local = digits.slice(-9);
    spellings.add(`+254${local}`).add(`254${local}`).add(`0${local}`);
  }
  return [...spellings];
}
