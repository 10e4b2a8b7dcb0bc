import { translationProblems } from '@engage/shared/testing/translations';
import { t } from './messages';

it('has every message in Kiswahili', async () => {
  // The platforms' own product names.
  expect(
    await translationProblems(t, { sameInKiswahili: ['tabYoutube', 'tabInstagram', 'tabTiktok', 'tabFacebook'] }),
  ).toEqual([]);
});
