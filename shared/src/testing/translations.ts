/**
 * The check that fails CI when a message has no translation: each area's `messages.test.ts` runs
 *
 *   expect(await translationProblems(t, { sameInKiswahili: ['mpesa'] })).toEqual([]);
 *
 * It loads the area's Kiswahili catalog and lists every message that is missing, empty, still
 * the English text (unless named in `sameInKiswahili`: a brand, a code), lacks a plural form the
 * language needs, or drops or invents a `{placeholder}`. The compiler already refuses a catalog
 * without a key; this catches the English copy left in place and the placeholder slip.
 */
import {
  loadMessages,
  type Catalog,
  type Message,
  type PluralForms,
  type Translate,
} from '@engage/shared/i18n/translate';

function placeholders(message: Message): string {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set(texts.flatMap((text) => text.match(/\{\w+\}/g) ?? []));
  return [...names].sort().join(' ');
}

function textOf(message: Message | undefined): string {
  if (message === undefined) return '';
  return typeof message === 'string' ? message : Object.values(message).join(' | ');
}

export async function translationProblems<E extends Catalog>(
  t: Translate<E>,
  { sameInKiswahili = [] }: { sameInKiswahili?: readonly string[] } = {},
): Promise<string[]> {
  const english = t.catalogs.en;
  const swahili: Readonly<Record<string, Message | undefined>> = (await t.catalogs.sw()).default;
  const swahiliPlurals = new Intl.PluralRules('sw').resolvedOptions().pluralCategories;
  const problems: string[] = [];
  for (const [key, source] of Object.entries(english)) {
    const translated = swahili[key];
    const text = textOf(translated).trim();
    if (!text) {
      problems.push(`${key}: no Kiswahili`);
      continue;
    }
    const hasWords = /\p{L}{2,}/u.test(textOf(source).replace(/\{\w+\}/g, ''));
    if (hasWords && text === textOf(source).trim() && !sameInKiswahili.includes(key))
      problems.push(`${key}: still English ("${text}")`);
    if (placeholders(source) !== placeholders(translated ?? ''))
      problems.push(
        `${key}: placeholders ${placeholders(translated ?? '') || 'none'}, English has ${placeholders(source)}`,
      );
    if (typeof source !== typeof translated) problems.push(`${key}: plural forms in one language only`);
    else if (typeof translated === 'object') {
      const missing = swahiliPlurals.filter((form) => !(form in (translated as PluralForms)));
      if (missing.length) problems.push(`${key}: no ${missing.join(', ')} form`);
    }
  }
  for (const key of Object.keys(swahili)) if (!(key in english)) problems.push(`${key}: not an English message`);
  return problems;
}

/**
 * Call in a test file or a `describe`: each of its tests runs on a page in Kiswahili, with the
 * messages loaded, and the page is back in English afterwards.
 */
export function pageInKiswahili(): void {
  beforeAll(() => loadMessages('sw'));
  beforeEach(() => {
    document.documentElement.lang = 'sw-KE';
  });
  afterEach(() => {
    document.documentElement.lang = '';
  });
}
