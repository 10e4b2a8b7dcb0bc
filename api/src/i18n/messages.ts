/**
 * Every text the server writes for a person: refusals and validation sentences (in the request's
 * language, request-language.ts), alerts and emails (in the reader's saved language). English is
 * in messages.en.ts, the specifications' texts verbatim; Kiswahili is in messages.sw.ts, with the words of
 * docs/glossary.md. No plural forms: a count is written as a number beside a word that does not
 * change with it.
 *
 *   throw refused(400, text('taskGone'));
 *   await notifications.create(userId, { title: text('alertTaskCreditedTitle'), text: text(…) }, tx);
 *   written(text('emailOtpBody', { code, minutes: 10 }), user.language ?? 'en');
 *   text('taskCredited', { amount: amount(900) }); // 'KES 9.00' in English, 'Ksh 9.00' in Kiswahili
 *
 * A service names a text by its key; whoever delivers it writes it in the reader's language. A
 * placeholder whose words differ by language (an amount, a task's action) is given in each
 * (`InEachLanguage`: ledger/money-text.ts, i18n/task-words.ts).
 */
import { interpolate } from '@engage/shared/i18n/translate';
import { languages, type Language } from '@engage/shared/i18n/language';
import { en } from './messages.en';
import { sw } from './messages.sw';

export { en };

export type MessageKey = keyof typeof en;

/** A placeholder's value already written in each language: an amount, a task's action. */
export type InEachLanguage = Readonly<Record<Language, string>>;

/**
 * Placeholder values; one that is itself a text of the catalog, or given in each language, is
 * written in the sentence's language.
 */
type Params = Readonly<Record<string, string | number | CatalogText | InEachLanguage>>;

/** A text of the catalog, to be written in the language of whoever reads it. */
export interface CatalogText {
  readonly key: MessageKey;
  readonly params?: Params;
}

/**
 * What a person reads: a text of the catalog, or words passed on as they came (a provider's
 * reason, a text the catalog does not hold yet), shown as they are in every language.
 */
export type UserText = CatalogText | string;

/** The catalog's text `key`, its `{placeholders}` filled from `params` when it is written. */
export function text(key: MessageKey, params?: Params): CatalogText {
  return params ? { key, params } : { key };
}

const catalogs: Record<Language, Readonly<Record<MessageKey, string>>> = { en, sw };

/**
 * Whether `value` (read back from storage) is a text the catalog still holds, its parameters
 * plain values, texts of the catalog or words in each language.
 */
export function isCatalogText(value: unknown): value is CatalogText {
  if (typeof value !== 'object' || value === null || !('key' in value)) return false;
  const { key, params } = value as { key: unknown; params?: unknown };
  if (typeof key !== 'string' || !Object.hasOwn(en, key)) return false;
  if (params === undefined) return true;
  if (typeof params !== 'object' || params === null) return false;
  return Object.values(params).every(
    (param) =>
      typeof param === 'string' ||
      typeof param === 'number' ||
      isCatalogText(param) ||
      (typeof param === 'object' &&
        param !== null &&
        languages.every((language) => typeof (param as Record<string, unknown>)[language] === 'string')),
  );
}

/** `said` in `language`. */
export function written(said: UserText, language: Language): string {
  if (typeof said === 'string') return said;
  const params = Object.fromEntries(
    Object.entries(said.params ?? {}).map(([name, value]) => [
      name,
      typeof value !== 'object' ? value : 'key' in value ? written(value, language) : value[language],
    ]),
  );
  return interpolate(catalogs[language][said.key], params);
}
