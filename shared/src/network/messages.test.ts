import { translationProblems } from '@engage/shared/testing/translations';
import { t } from './messages';

it('every message of the network helpers is in Kiswahili', async () => {
  expect(await translationProblems(t)).toEqual([]);
});
