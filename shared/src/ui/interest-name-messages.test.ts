import { translationProblems } from '@engage/shared/testing/translations';
import { loadMessages } from '@engage/shared/i18n/translate';
import { interestName, interestNameText } from './interest-name-messages';

it('has every interest name in Kiswahili', async () => {
  // Names of genres and film industries are said as they are in Kenya.
  expect(
    await translationProblems(interestNameText, {
      sameInKiswahili: ['Nollywood', 'Hollywood', 'Gengetone', 'Bongo Flava', 'Afrobeats'],
    }),
  ).toEqual([]);
});

it('shows a catalogued interest in the page language and a user tag as written', async () => {
  await loadMessages('sw');
  document.documentElement.lang = 'sw-KE';
  expect(interestName('Football')).toBe('Kandanda');
  expect(interestName('Rally')).toBe('Rally');
  document.documentElement.lang = 'en';
  expect(interestName('Football')).toBe('Football');
});
