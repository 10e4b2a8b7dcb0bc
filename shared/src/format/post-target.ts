/**
 * Rules of the add/edit post form (spec 001 §5, §9): the amount ↔ target link, the
 * description's word limit and the tags.
 */
import { MIN_POST_TAGS, MIN_SPEND_KES, POST_DESCRIPTION_MAX_WORDS } from '@engage/shared/contract/constants';
import { KES_AMOUNT_MAX } from '@engage/shared/contract/input-limits';

/** Spec 001 §5 "amount minimum 1000 ('Minimum spend amount is KES 1000.')". */
export const MIN_SPEND_MESSAGE = 'Minimum spend amount is KES 1000.';

/** Spec 001 §5 "at least two comma-separated tags ('Please add at least two tags to your post.')". */
export const MIN_TAGS_MESSAGE = 'Please add at least two tags to your post.';

/** The price of one engagement implied by the rule below: amount/10. */
const KES_PER_PERSON = 10;
/** Spec 001 §9 "if target is 100 or less" → the minimum amount. */
const TARGET_AT_MINIMUM = 100;

/**
 * Spec 001 §9 "target people = 0 if amount is under 1000, else amount/10 floored."
 * `targetFromAmount(1500)` = 150, `targetFromAmount(999)` = 0. A non-finite amount gives 0.
 */
export function targetFromAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount < MIN_SPEND_KES) return 0;
  return Math.floor(amount / KES_PER_PERSON);
}

/** The most one post may spend: the API's bound on an amount (`producer_amount`, input-limits.ts). */
export const MAX_SPEND_KES = KES_AMOUNT_MAX;

/** The most people one post may target: what {@link MAX_SPEND_KES} buys at the rule above. */
export const MAX_TARGET_PEOPLE = targetFromAmount(MAX_SPEND_KES);

/**
 * Spec 001 §9 "Entering a target sets amount = 1000 if target is 100 or less, else target
 * times 10." `amountFromTarget(100)` = 1000, `amountFromTarget(150)` = 1500. A non-finite
 * target counts as 0.
 */
export function amountFromTarget(target: number): number {
  if (!Number.isFinite(target) || target <= TARGET_AT_MINIMUM) return MIN_SPEND_KES;
  return target * KES_PER_PERSON;
}

/** Spec 001 §5 "amount and target digits only": what those fields keep of what was typed. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D+/g, '');
}

/**
 * Spec 001 §5 "amount minimum 1000 ('Minimum spend amount is KES 1000.')". Returns the message,
 * or null when the amount is enough.
 */
export function validateSpendAmount(amount: number): string | null {
  return Number.isFinite(amount) && amount >= MIN_SPEND_KES ? null : MIN_SPEND_MESSAGE;
}

/** Spec 001 §5 "description at most 100 words (counter shown ...)": words are runs of non-space characters. */
export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/**
 * Spec 001 §5 "description at most 100 words (counter shown, extra words cut)" and §9 "card
 * description preview 100 words". Keeps the text as typed (line breaks included) up to the
 * end of the `maxWords`-th word; a text within the limit is returned unchanged.
 */
export function truncateWords(text: string, maxWords: number = POST_DESCRIPTION_MAX_WORDS): string {
  if (maxWords <= 0) return '';
  const words = /\S+/g;
  let count = 0;
  let end = 0;
  for (let match = words.exec(text); match !== null; match = words.exec(text)) {
    count += 1;
    if (count > maxWords) return text.slice(0, end);
    end = match.index + match[0].length;
  }
  return text;
}

/**
 * Spec 001 §3 "post_tags (comma-separated)": the tags of a `post_tags` string, trimmed, empty
 * ones dropped — `'music, kenya,, '` → `['music', 'kenya']`.
 */
export function parseTags(postTags: string): string[] {
  return postTags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/**
 * Spec 001 §5 "at least two comma-separated tags ('Please add at least two tags to your
 * post.')". Returns the message, or null when there are enough tags.
 */
export function validateTags(postTags: string): string | null {
  return parseTags(postTags).length >= MIN_POST_TAGS ? null : MIN_TAGS_MESSAGE;
}
