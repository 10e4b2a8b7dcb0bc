/**
 * @jest-environment node
 *
 * One source for the forms and the API: what a form refuses with the limits of input-limits.ts
 * is exactly what the API's schemas refuse, and what fits passes both.
 */
import { Compile } from 'typebox/compile';
import { MAX_SPEND_KES, MAX_TARGET_PEOPLE, targetFromAmount } from '@engage/shared/format/post-target';
import { KES_AMOUNT_MAX, isCalendarDay, isDigits, ID_NUMBER, PHONE_NUMBER, TEXT_MAX } from './input-limits';
import { PostSaveBodySchema } from './posting';
import { ProfileDetailsUpdateBodySchema, UserUpdateBodySchema } from './profile';
import { WithdrawalMethodCreateBodySchema } from './wallet';

const profileDetails = Compile(ProfileDetailsUpdateBodySchema);
const userUpdate = Compile(UserUpdateBodySchema);
const method = Compile(WithdrawalMethodCreateBodySchema);
const postSave = Compile(PostSaveBodySchema);

it('isCalendarDay: 31 February is not a day, 29 February only in a leap year', () => {
  expect(isCalendarDay(2001, 2, 31)).toBe(false);
  expect(isCalendarDay(2001, 2, 29)).toBe(false);
  expect(isCalendarDay(2000, 2, 29)).toBe(true);
  expect(isCalendarDay(2001, 4, 31)).toBe(false);
  expect(isCalendarDay(2001, 12, 31)).toBe(true);
  expect(isCalendarDay(2001, 13, 1)).toBe(false);
  expect(isCalendarDay(2001, 1, 0)).toBe(false);
  // The API's `format: 'date'` agrees.
  expect(profileDetails.Check({ birth_date: '2001-02-31' })).toBe(false);
  expect(profileDetails.Check({ birth_date: '2000-02-29' })).toBe(true);
});

it('a profile phone number: digits only, at most PHONE_NUMBER.maxDigits, in both profile bodies', () => {
  const longest = '7'.repeat(PHONE_NUMBER.maxDigits);
  expect(profileDetails.Check({ phone_number: longest })).toBe(true);
  expect(profileDetails.Check({ phone_number: `${longest}7` })).toBe(false);
  expect(profileDetails.Check({ phone_number: '0'.repeat(40) })).toBe(false);
  expect(userUpdate.Check({ mobile_number: longest })).toBe(true);
  expect(userUpdate.Check({ mobile_number: '0'.repeat(40) })).toBe(false);
  expect(userUpdate.Check({ mobile_number: '07 12' })).toBe(false);
});

it('a job title (any one-line field) of more than TEXT_MAX.line characters is refused', () => {
  expect(profileDetails.Check({ job_title: 'j'.repeat(TEXT_MAX.line) })).toBe(true);
  expect(profileDetails.Check({ job_title: 'j'.repeat(500) })).toBe(false);
});

it('an ID number: digits only, at most ID_NUMBER.maxDigits', () => {
  const body = (id_number: string) => ({
    method_type: 'mpesa',
    mpesa_phone: '254712345678',
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    country: 'Kenya',
    id_number,
  });
  expect(method.Check(body('12345678'))).toBe(true);
  expect(method.Check(body('1'.repeat(ID_NUMBER.maxDigits)))).toBe(true);
  expect(method.Check(body('1'.repeat(ID_NUMBER.maxDigits + 1)))).toBe(false);
  expect(method.Check(body('A1234567'))).toBe(false);
  expect(isDigits('12345678')).toBe(true);
  expect(isDigits('A1234567')).toBe(false);
});

it("a post's amount and people: the form's maxima are what the API takes", () => {
  expect(MAX_SPEND_KES).toBe(KES_AMOUNT_MAX);
  expect(MAX_TARGET_PEOPLE).toBe(targetFromAmount(KES_AMOUNT_MAX));
  const body = (producer_amount: number) => ({
    link_url: 'https://x.com/a/status/1',
    platform: 'twitter',
    is_draft: true,
    action_type: 'Likes',
    producer_amount,
    targets_needed: targetFromAmount(producer_amount),
    post_title: 'Post Likes',
    post_descrption: '',
    targets_location: 'Anywhere',
    producer_location: 'Nairobi, Kenya',
    post_tags: 'a, b',
    anonymous: false,
    post_thumbnail: null,
  });
  expect(postSave.Check(body(MAX_SPEND_KES))).toBe(true);
  expect(postSave.Check(body(999_999_999_990))).toBe(false);
});
