/**
 * /privacy-policy (spec 000 §2): the heading at once, the text as a lazy chunk in the page's
 * language (each language's policy is its own chunk).
 */
import type { Language } from '@engage/shared/i18n/language';
import { useLanguage } from '@engage/shared/i18n/use-language';
import { LazyPanel, retryingLazy } from '../components/lazy-panel';
import { t } from '../messages';
import '../components/auth.css';

const policyTexts: Record<Language, ReturnType<typeof retryingLazy>> = {
  en: retryingLazy(() => import('../components/privacy-policy-text')),
  sw: retryingLazy(() => import('../components/privacy-policy-text.sw')),
};

function TextSkeleton() {
  return (
    <div className="eg-skeleton" role="progressbar" aria-label={t('loadingPolicy')} aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="eg-skeleton__block eg-skeleton__text" />
      ))}
    </div>
  );
}

export function PrivacyPolicyPage() {
  const PrivacyPolicyText = policyTexts[useLanguage()];
  return (
    <main className="eg-policy" aria-labelledby="eg-policy-title">
      <article className="eg-policy__card">
        <h1 id="eg-policy-title">{t('privacyTitle')}</h1>
        <LazyPanel fallback={<TextSkeleton />}>
          <PrivacyPolicyText />
        </LazyPanel>
      </article>
    </main>
  );
}
