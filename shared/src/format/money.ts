/**
 * Money on screen and at the ledger's edge. The API speaks KES major units (1234.5); the server
 * stores integer cents (DESIGN §6). `toCents` / `fromCents` convert without float drift.
 */
import { DATE_LOCALE, DEFAULT_CURRENCY } from '@engage/shared/contract/constants';

const twoDecimals = new Intl.NumberFormat(DATE_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Spec 000 §9 "earnings with 2 decimals"; "Default currency KES." →
 * `formatEarnings(1234.5)` = `'KES 1,234.50'`, `formatEarnings(10, 'USD')` = `'USD 10.00'`.
 * The currency code is written before the amount, as the specs' texts do ("KES 1000").
 * A non-finite amount is shown as 0.00.
 */
export function formatEarnings(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const value = Number.isFinite(amount) ? amount : 0;
  // Avoid "-0.00" for tiny negative values that round to zero.
  const rounded = Math.round(value * 100) === 0 ? 0 : value;
  return `${currency} ${twoDecimals.format(rounded)}`;
}

/**
 * KES (major units) → integer cents, rounding half away from zero on the decimal digits the
 * user sees: `toCents(1.005)` = 101 and `toCents(0.1 + 0.2)` = 30, where `Math.round(x * 100)`
 * would give 100 and 30. Throws a RangeError for a non-finite amount or one beyond the safe
 * integer range.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`toCents: ${amount} is not a finite amount.`);
  const text = String(Math.abs(amount));
  // Shift the decimal point in the decimal text, not in binary (1.005 * 100 = 100.49999…).
  const shifted = text.includes('e') ? Math.abs(amount) * 100 : Number(`${text}e2`);
  const cents = Math.sign(amount) * Math.round(Number(shifted.toPrecision(15)));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`toCents: ${amount} is out of range.`);
  return cents === 0 ? 0 : cents;
}

/**
 * Integer cents → KES major units: `fromCents(123450)` = 1234.5. Throws a RangeError when
 * `cents` is not a safe integer (a ledger amount always is).
 */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`fromCents: ${cents} is not an integer number of cents.`);
  return cents / 100;
}
