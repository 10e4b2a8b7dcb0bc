import { translationProblems } from '@engage/shared/testing/translations';
import { t } from './messages';

it('has every message in Kiswahili', async () => {
  // Brand names read the same in both languages.
  expect(await translationProblems(t, { sameInKiswahili: ['returnToMpesa', 'returnToPaypal'] })).toEqual([]);
});
