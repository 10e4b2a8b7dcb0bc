import { translationProblems } from '@engage/shared/testing/translations';
import { interestText } from './interest-messages';

it('has every message in Kiswahili', async () => {
  expect(await translationProblems(interestText)).toEqual([]);
});
