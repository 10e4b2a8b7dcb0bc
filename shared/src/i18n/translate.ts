/**
 * Each area keeps every user-visible string in its own `messages.ts`, English inline (the
 * specifications' texts verbatim) and Kiswahili in `messages.sw.ts`, loaded only when the page
 * speaks it, so an English visit downloads no Kiswahili and the reverse costs one small chunk.
 *
 *   // mf-alerts/src/messages.ts
 *   export const en = { empty: 'Notifications will appear here.', unread: { one: '{count} unread', other: '{count} unread' } };
 *   export const t = defineMessages({ en, sw: () => import('./messages.sw') });
 *   // mf-alerts/src/messages.sw.ts
 *   import type { en } from './messages';
 *   export default {
 *     empty: 'Arifa zitaonekana hapa.',
 *     unread: { one: '{count} haijasomwa', other: '{count} hazijasomwa' },
 *   } satisfies Translation<typeof en>;
 *
 *   t('unread', { count: 3 }); // '3 unread'
 *
 * A translation must give every key (the compiler checks it, so a missing one fails CI). A
 * message with plural forms is an object keyed by the CLDR categories the language uses; the
 * browser's `Intl.PluralRules` picks the form for `{count}`. The language is the page's
 * (`<html lang>`, i18n/language.ts); until a language's messages have loaded, and if they cannot
 * load, English shows. Roots wait for them with `useMessagesReady` (i18n/use-language.ts).
 */
import { pageLanguage, type Language } from '@engage/shared/i18n/language';

/** Plural forms by CLDR category ('one', 'few', 'many'…); `other` is required by every language. */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;
export type Message = string | PluralForms;
export type Catalog = Readonly<Record<string, Message>>;
type Params = Readonly<Record<string, string | number>>;

/**
 * The type of a `messages.<language>.ts` default export for the English catalog `en`: every key,
 * a string for a string and plural forms for plural forms. (Typed from `en`, not from `t`: `t`'s
 * own type depends on that module.)
 */
export type Translation<E extends Catalog> = { readonly [K in keyof E]: E[K] extends string ? string : PluralForms };

type OtherLanguage = Exclude<Language, 'en'>;
type Loader = () => Promise<{ default: Catalog }>;

/** English inline, each other language a chunk loaded when the page speaks it. */
export type Catalogs<E extends Catalog> = { en: E } & {
  [L in OtherLanguage]: () => Promise<{ default: Translation<E> }>;
};

export type Translate<E extends Catalog = Catalog> = ((key: Extract<keyof E, string>, params?: Params) => string) & {
  /** What `t` was defined with, for the check that every message is translated (testing/translations.ts). */
  readonly catalogs: Catalogs<E>;
};

interface Entry {
  loaders: Record<OtherLanguage, Loader>;
  loaded: Partial<Record<OtherLanguage, Catalog>>;
  /** Languages tried, loaded or not: a catalog that cannot load shows in English, not forever a spinner. */
  tried: Set<OtherLanguage>;
}

/** Every catalog this bundle has defined; each area (and the shell) has its own copy. */
const entries: Entry[] = [];
let loading: { language: Language; promise: Promise<void> } | undefined;

/** `{name}` placeholders filled from `params`; an unknown placeholder is left as written. */
export function interpolate(text: string, params: Params = {}): string {
  // Most messages have no placeholder: a long list renders many of them on a slow phone.
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The form of `message` for `count` in `language` (rules built at first use: they load locale data). */
function pluralForm(message: PluralForms, count: number, language: Language): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return message[rules.select(count)] ?? message.other;
}

export function defineMessages<const E extends Catalog>(catalogs: Catalogs<E>): Translate<E> {
  const entry: Entry = { loaders: { sw: catalogs.sw }, loaded: {}, tried: new Set() };
  entries.push(entry);
  const t = (key: Extract<keyof E, string>, params?: Params) => {
    const language = pageLanguage();
    const message = (language === 'en' ? undefined : entry.loaded[language]?.[key]) ?? catalogs.en[key] ?? key;
    const text = typeof message === 'string' ? message : pluralForm(message, Number(params?.count ?? 0), language);
    return interpolate(text, params);
  };
  return Object.assign(t, { catalogs });
}

/** Whether every catalog defined so far has been tried in `language` (English always has). */
export function messagesReady(language: Language): boolean {
  return language === 'en' || entries.every((entry) => entry.tried.has(language));
}

/**
 * Loads every catalog defined so far in `language`; the same promise while they load, so a
 * suspended render can wait on it. A catalog that fails (offline, a missing chunk) stays English.
 */
export function loadMessages(language: Language): Promise<void> {
  if (language === 'en' || messagesReady(language)) return Promise.resolve();
  if (loading?.language === language) return loading.promise;
  const pending = entries.filter((entry) => !entry.tried.has(language));
  const promise = Promise.all(
    pending.map(async (entry) => {
      try {
        entry.loaded[language] = (await entry.loaders[language]()).default;
      } catch {
        // Shown in English; the next visit tries again.
      }
      entry.tried.add(language);
    }),
  ).then(() => {
    if (loading?.promise === promise) loading = undefined;
  });
  loading = { language, promise };
  return promise;
}

/**
 * A lazily loaded module, once its own messages in the page's language have loaded too:
 * `lazy(() => withMessages(import('./bot-modal')))`. A chunk's catalogs are defined when it runs,
 * after the root that waited for the first ones has rendered.
 */
export async function withMessages<T>(module: Promise<T>): Promise<T> {
  const loaded = await module;
  await loadMessages(pageLanguage());
  return loaded;
}
