/**
 * Words a record keeps in English (a payment's or payout's status description) read in another
 * language: the catalog's English sentence it is, found again with its placeholders' values, and
 * written in the reader's language. Words the catalog does not hold (a provider's own reason, an
 * operator's note given on its own) are not guessed at: undefined, and the caller says it another way.
 *
 *   inReaderLanguage('M-PESA receipt QK12', 'sw'); // 'Risiti ya M-PESA QK12'
 *   inReaderLanguage('Refunded', 'en');            // 'Refunded'
 */
import type { Language } from '@engage/shared/i18n/language';
import { en, text, written, type MessageKey } from './messages';

interface Pattern {
  key: MessageKey;
  names: string[];
  match: RegExp;
}

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English sentence as a pattern, its `{placeholders}` matching any words; fixed sentences first. */
const patterns: Pattern[] = (Object.keys(en) as MessageKey[])
  .map((key) => {
    const sentence = en[key];
    const names = [...sentence.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? '');
    const source = sentence
      .split(/\{\w+\}/)
      .map(escaped)
      .join('(.+?)');
    return { key, names, match: new RegExp(`^${source}$`, 's') };
  })
  .sort((a, b) => a.names.length - b.names.length);

/** `recorded` (English) in `language`; undefined when the catalog does not hold it. */
export function inReaderLanguage(recorded: string, language: Language): string | undefined {
  if (language === 'en') return recorded;
  for (const { key, names, match } of patterns) {
    const found = match.exec(recorded);
    if (!found) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    // A placeholder that is itself a whole sentence of the catalog ('{reason}') is read too.
    const read = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, inReaderLanguage(value, language) ?? value]),
    );
    return written(text(key, read), language);
  }
  return undefined;
}
