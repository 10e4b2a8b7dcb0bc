import { translationProblems } from '@engage/shared/testing/translations';
import { watchText } from './watch-messages';

it('has every message in Kiswahili', async () => {
  expect(await translationProblems(watchText)).toEqual([]);
});
