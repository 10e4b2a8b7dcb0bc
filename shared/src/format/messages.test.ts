import { translationProblems } from '@engage/shared/testing/translations';
import { t } from './messages';

it('has every message of the shared format rules in Kiswahili', async () => {
  expect(await translationProblems(t)).toEqual([]);
});
