/**
 * A moment written for a person in Kenya, in each language: the server's clock is UTC, the
 * reader's is Nairobi's, so the zone is named rather than left to guess.
 */
import type { InEachLanguage } from './messages';

const ZONE = 'Africa/Nairobi';

export function nairobiDateTime(at: Date): InEachLanguage {
  const written = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(at);
  return { en: `${written('en-KE')} (Nairobi time)`, sw: `${written('sw-KE')} (saa za Nairobi)` };
}
