import { translationProblems } from '@engage/shared/testing/translations';
import { postCardText } from './post-card-messages';

it('has every message in Kiswahili', async () => {
  expect(await translationProblems(postCardText)).toEqual([]);
});
