import { Outlet } from '@engage/shared/router';
import { languages, type Language } from '@engage/shared/i18n/language';
import { useLanguage } from '@engage/shared/i18n/use-language';
import { t } from './messages';
import './public-layout.css';

const languageName = { en: 'languageEnglish', sw: 'languageKiswahili' } as const;
const languageTag: Record<Language, string> = { en: 'en', sw: 'sw-KE' };

/**
 * The signed-out pages' language choice, before anyone signs in: plain links (`?lang=sw`, read by
 * the inline start, early-start.ts), so the sign-in page needs no script for them and the other
 * language's messages load only once it is chosen. The account takes the choice at sign-in or
 * sign-up (language-choice.ts).
 */
function LanguageLinks() {
  const current = useLanguage();
  return (
    <nav className="eg-public__languages" aria-label={t('languageLinks')}>
      {languages.map((language) => (
        <a
          key={language}
          href={`?lang=${language}`}
          lang={languageTag[language]}
          hrefLang={languageTag[language]}
          aria-current={language === current ? 'true' : undefined}
        >
          {t(languageName[language])}
        </a>
      ))}
    </nav>
  );
}

/** Frame of the signed-out pages: the brand, the language links and the page. */
export function PublicLayout() {
  return (
    <div className="eg-public">
      <header className="eg-public__header">
        {/* eslint-disable-next-line no-restricted-syntax -- the brand, never translated */}
        <span className="eg-public__brand">engage</span>
        <LanguageLinks />
      </header>
      <Outlet />
    </div>
  );
}
