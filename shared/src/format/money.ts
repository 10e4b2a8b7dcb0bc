/**
 * Money on screen and at the ledger's edge. The API speaks KES major units (1234.5); the server
 * stores integer cents. `toCents` / `fromCents` convert without float drift.
 */
import { DEFAULT_CURRENCY } from '@engage/shared/contract/constants';
import { pageLanguage, type Language } from '@engage/shared/i18n/language';

const swahiliMoney = new Map<string, Intl.NumberFormat>();

/** `'Ksh 1,234.50'`: Kiswahili (Kenya) writes the shilling's own symbol, as Intl's sw-KE does. */
function inSwahili(value: number, currency: string): string {
  let format = swahiliMoney.get(currency);
  if (!format) swahiliMoney.set(currency, (format = new Intl.NumberFormat('sw-KE', { style: 'currency', currency })));
  return format.format(value);
}

/**
 * `1234.5` → `'1,234.50'`, exactly as `Intl.NumberFormat('en-KE')` with two decimals writes it:
 * the amount's shortest decimal form (as `String` prints it) rounded to the cent, halves away
 * from zero, grouped by thousands; a property test holds the two equal. Written out because that
 * formatter, built in the first render of every signed-in page for the balance, loads the
 * locale's data: about 40 ms on a mid-range phone.
 */
function twoDecimals(value: number): string {
  const text = String(Math.abs(value));
  let cents: number;
  if (/e/.test(text) || Math.abs(value) >= 1e13) {
    // Exponent form: under 10^-6 (no cent) or past 10^21; no amount reaches 10^13 KES.
    cents = Math.round(Math.abs(value) * 100);
  } else {
    const [whole = '0', fraction = ''] = text.split('.');
    cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0);
  }
  const grouped = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 && cents !== 0 ? '-' : ''}${grouped}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Spec 000 §9 "earnings with 2 decimals"; "Default currency KES." →
 * `formatEarnings(1234.5)` = `'KES 1,234.50'`, `formatEarnings(10, 'USD')` = `'USD 10.00'`.
 * The currency code is written before the amount, as the specs' texts do ("KES 1000").
 * A non-finite amount is shown as 0.00. On a page in Kiswahili, `'Ksh 1,234.50'`; the server,
 * which has no page, names the reader's language.
 */
export function formatEarnings(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  language: Language = pageLanguage(),
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  // Avoid "-0.00" for tiny negative values that round to zero.
  const rounded = Math.round(value * 100) === 0 ? 0 : value;
  if (language === 'sw') return inSwahili(rounded, currency);
  return `${currency} ${twoDecimals(rounded)}`;
}

/**
 * The currency's name beside bare numbers (a chart's axis), as `formatEarnings` writes it in the
 * same language: `'KES'` in English, `'Ksh'` in Kiswahili, so one page never shows both.
 */
export function currencyLabel(currency: string = DEFAULT_CURRENCY, language: Language = pageLanguage()): string {
  if (language !== 'sw') return currency;
  return inSwahili(0, currency)
    .replace(/[\d.,\s\u00a0-]/g, '')
    .trim();
}

/**
 * A round figure in running text ("withdraw from KES 1,000"): `formatEarnings` without a `.00`
 * that says nothing; an amount with cents keeps them (`'KES 1,234.50'`).
 */
export function formatRoundAmount(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  language: Language = pageLanguage(),
): string {
  return formatEarnings(amount, currency, language).replace(/\.00$/, '');
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
