/**
 * M-PESA result codes in words a payer understands, for every M-PESA gateway (Daraja's result
 * code tables; the sandbox uses the same codes). Codes are read per API: Daraja reuses numbers,
 * and 2001 is a wrong PIN for an STK push but wrong initiator credentials for a B2C payout (an
 * operator's problem, never the user's).
 *
 * Each is a text of the server catalog: an alert is written in its reader's language, and the
 * payment or withdrawal keeps the English (`stkFailureMessage`, `b2cFailureMessage`) as its record.
 */
import { en, text, written, type CatalogText, type MessageKey } from '../../i18n/messages';

/** A result code as M-PESA gives it: a number, or letters ("SFC_IC0003"). */
type ResultCode = number | string;

const trimmed = (desc: string) => desc.trim().replace(/\.+$/, '');

/** What M-PESA said, else its code: passed on as it came, in every language. */
const said = (resultCode: ResultCode, resultDesc: string) =>
  trimmed(resultDesc) || text('mpesaCode', { code: String(resultCode) });

const inEnglish = (keys: Readonly<Record<string, MessageKey>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(keys).map(([code, key]) => [code, en[key]]));

/**
 * What a payer reads when an STK push fails, by M-PESA Express result code (its result code
 * table). Nothing moves on a failed STK push, so each says nothing was charged.
 */
const STK_FAILURES: Readonly<Record<string, MessageKey>> = {
  '1': 'stkLowBalance',
  '17': 'stkRepeat',
  '1001': 'stkBusy',
  '1019': 'stkExpired',
  '1025': 'stkNotSent',
  '1032': 'stkCancelled',
  '1037': 'stkNoAnswer',
  // For an STK push, 2001 is the payer's PIN; for a B2C payout it is our operator's credentials.
  '2001': 'stkWrongPin',
  '9999': 'stkNotSent',
};

export const STK_FAILURE_MESSAGES = inEnglish(STK_FAILURES);

export function stkFailure(resultCode: ResultCode, resultDesc: string): CatalogText {
  const known = STK_FAILURES[String(resultCode)];
  return known ? text(known) : text('stkOther', { said: said(resultCode, resultDesc) });
}

export function stkFailureMessage(resultCode: ResultCode, resultDesc: string): string {
  return written(stkFailure(resultCode, resultDesc), 'en');
}

/**
 * What a user reads when a withdrawal fails, by B2C result code (its result code table). Codes
 * about our own account or API operator (balance, role, credentials, locked password) are not the
 * user's doing, and say so without detail.
 */
const B2C_FAILURES: Readonly<Record<string, MessageKey>> = {
  '1': 'payoutOurSide',
  '2': 'payoutTooSmall',
  '3': 'payoutTooLarge',
  '4': 'payoutDailyLimit',
  '8': 'payoutOverLimit',
  '11': 'payoutOurSide',
  '21': 'payoutOurSide',
  '2001': 'payoutOurSide',
  '2006': 'payoutOurSide',
  '2028': 'payoutOurSide',
  '2040': 'payoutCannotReceive',
  '8006': 'payoutOurSide',
  SFC_IC0003: 'payoutNotOnMpesa',
};

export const B2C_FAILURE_MESSAGES = inEnglish(B2C_FAILURES);

export function b2cFailure(resultCode: ResultCode, resultDesc: string): CatalogText {
  const code = String(resultCode);
  // A non-numeric code travels as NO_RESULT_CODE with "CODE: desc" (daraja-results.ts).
  const named = /^([A-Z][A-Z0-9_]*): /.exec(resultDesc)?.[1];
  const known = B2C_FAILURES[code] ?? (named ? B2C_FAILURES[named] : undefined);
  return known ? text(known) : text('payoutOther', { said: said(code, resultDesc) });
}

export function b2cFailureMessage(resultCode: ResultCode, resultDesc: string): string {
  return written(b2cFailure(resultCode, resultDesc), 'en');
}
