/**
 * The profile forms' checks of what the API would refuse, with the limits the API's schemas take
 * (`@engage/shared/contract/input-limits`): the field is named and told what fits, where a
 * refused save would say only 'An error occurred, kindly try again'. The forms that use them are
 * lazily loaded chunks (personal info, edit profile), so yup stays off the profile's first visit.
 */
import { string } from 'yup';
import { isCalendarDay, PHONE_NUMBER, TEXT_MAX } from '@engage/shared/contract/input-limits';
import { t } from '../messages';
import type { BirthDateParts } from './profile-api';

/** A one-line field (location, job title, company, education, languages, address). */
export const LINE_MAX = TEXT_MAX.line;
/** Usernames, first and last names. */
export const NAME_MAX = TEXT_MAX.name;

/** The message for a text longer than `max` once trimmed (as it is sent), or undefined. */
function tooLong(text: string, max: number): string | undefined {
  return text.trim().length > max ? t('tooLong', { max }) : undefined;
}

/** The message for a phone number of more digits than any number has, or undefined. */
function tooManyDigits(digits: string): string | undefined {
  return digits.length > PHONE_NUMBER.maxDigits ? t('tooManyDigits', { max: PHONE_NUMBER.maxDigits }) : undefined;
}

/** The message for a birth date whose day, month and year are all chosen but no such day exists. */
export function noSuchDay({ day, month, year }: BirthDateParts, monthNames: readonly string[]): string | undefined {
  if (!day || !month || !year) return undefined;
  if (isCalendarDay(Number(year), Number(month), Number(day))) return undefined;
  return t('noSuchDay', { day, month: monthNames[Number(month) - 1] ?? month, year });
}

/**
 * A text field's yup rule: `required` (the spec's message) when the field must be filled, then at
 * most `max` characters once trimmed. Messages are functions, read when the field is checked, so
 * they follow the page's language.
 */
export function textField(max: number, required?: () => string) {
  return string()
    .default('')
    .test('text', function check(value = '') {
      const message = value.trim() ? tooLong(value, max) : required?.();
      return message === undefined || this.createError({ message });
    });
}

/** A phone number's yup rule (digits are kept by the field itself): `required` when it must be filled. */
export function phoneField(required?: () => string) {
  return string()
    .default('')
    .test('phone', function check(value = '') {
      const message = value.trim() ? tooManyDigits(value) : required?.();
      return message === undefined || this.createError({ message });
    });
}
