import { translationProblems } from '@engage/shared/testing/translations';
import { t } from './messages';

it('has every message in Kiswahili', async () => {
  // FAQ stays an acronym on the short sidebar link (the glossary allows it); each language names itself.
  expect(await translationProblems(t, { sameInKiswahili: ['faq', 'languageEnglish', 'languageKiswahili'] })).toEqual(
    [],
  );
});
