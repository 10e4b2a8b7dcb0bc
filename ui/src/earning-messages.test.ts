import { translationProblems } from '@engage/shared/testing/translations';
import { earningText } from './earning-messages';

it('has every message in Kiswahili', async () => {
  expect(await translationProblems(earningText)).toEqual([]);
});
