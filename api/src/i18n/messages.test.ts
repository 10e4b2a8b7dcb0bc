/**
 * Fails CI when a server text has no Kiswahili: every English text needs one that is not empty,
 * not the English left in place, and has the same `{placeholders}` — the browser catalogs' check
 * (shared testing/translations.ts), run on the server's catalog.
 */
import { defineMessages } from '@engage/shared/i18n/translate';
import { translationProblems } from '@engage/shared/testing/translations';
import { en, text, written } from './messages';
import { sw } from './messages.sw';
import { acceptedLanguage } from './request-language';

it('has every server text in Kiswahili', async () => {
  const catalog = defineMessages({ en, sw: () => Promise.resolve({ default: sw }) });
  expect(await translationProblems(catalog)).toEqual([]);
});

it('writes a text in the language asked for, its placeholders filled in both', () => {
  const limit = text('dailyLimit', { count: 120 });
  expect(written(limit, 'en')).toBe('Daily limit of 120 tasks reached. Come back tomorrow.');
  expect(written(limit, 'sw')).toBe('Umefikia kikomo cha kila siku cha kazi 120. Rudi kesho.');
  // A provider's own words are passed on as they came.
  expect(written('Request cancelled by user', 'sw')).toBe('Request cancelled by user');
});

it('answers in the first language of Accept-Language that the app speaks, else English', () => {
  expect(acceptedLanguage('sw')).toBe('sw');
  expect(acceptedLanguage('sw-KE')).toBe('sw');
  expect(acceptedLanguage('fr-FR, sw;q=0.8, en;q=0.5')).toBe('sw');
  expect(acceptedLanguage('en-GB, sw-KE;q=0.9')).toBe('en');
  expect(acceptedLanguage('sw;q=0, fr')).toBe('en');
  expect(acceptedLanguage('de')).toBe('en');
  expect(acceptedLanguage(undefined)).toBe('en');
});
