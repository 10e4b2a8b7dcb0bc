import { translationProblems } from '@engage/shared/testing/translations';
import { t } from './messages';

it('has every message in Kiswahili', async () => {
  // FAQ stays an acronym on the short sidebar link (the glossary allows it).
  expect(await translationProblems(t, { sameInKiswahili: ['faq'] })).toEqual([]);
});
