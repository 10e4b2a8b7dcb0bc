import { translationProblems } from '@engage/shared/testing/translations';
import { t } from './messages';

it('has every message in Kiswahili', async () => {
  expect(await translationProblems(t)).toEqual([]);
});
