/**
 * Money in the texts the server writes (alerts, task and checkout messages, refusals): the same
 * amounts the browser shows (`formatEarnings`), so an alert and the wallet beside it agree —
 * `KES 1,250.00` in English, `Ksh 1,250.00` in Kiswahili (as the browser's sw-KE writes it, with
 * a no-break space). Amounts arrive in integer cents, as the ledger keeps them.
 */
import { formatEarnings, formatRoundAmount, fromCents } from '@engage/shared/format/money';
import type { Language } from '@engage/shared/i18n/language';
import type { InEachLanguage } from '../../i18n/messages';

/** `money(125000, 'KES')` = `'KES 1,250.00'`; in Kiswahili `'Ksh 1,250.00'`. */
export function money(cents: number, currency: string, language: Language = 'en'): string {
  return formatEarnings(fromCents(cents), currency, language);
}

/** `kes(125000)` = `'KES 1,250.00'`; `kes(125000, 'sw')` = `'Ksh 1,250.00'`. */
export function kes(cents: number, language: Language = 'en'): string {
  return money(cents, 'KES', language);
}

/** An amount for a sentence of the catalog, written in the sentence's language. */
export function amount(cents: number, currency = 'KES'): InEachLanguage {
  return { en: money(cents, currency, 'en'), sw: money(cents, currency, 'sw') };
}

/**
 * A whole number of shillings the specifications write as `KES 1000` ('The minimum withdrawal
 * for M-PESA is KES 1000.'): English keeps that, Kiswahili writes `Ksh 1,000`.
 */
export function roundKes(shillings: number): InEachLanguage {
  return { en: `KES ${shillings}`, sw: formatRoundAmount(shillings, 'KES', 'sw') };
}

/** Whole cents as a plain decimal with two places ("11.52"), exactly: amounts in API answers. */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
