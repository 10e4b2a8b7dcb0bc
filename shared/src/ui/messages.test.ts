import { translationProblems } from '@engage/shared/testing/translations';
import { kitText } from './messages';

it('has every message in Kiswahili', async () => {
  expect(await translationProblems(kitText)).toEqual([]);
});
