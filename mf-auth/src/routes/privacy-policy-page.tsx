/** /privacy-policy (spec 000 §2): the heading at once, the text as a lazy chunk. */
import { LazyPanel, retryingLazy } from '../components/lazy-panel';
import { t } from '../messages';
import '../components/auth.css';

const PrivacyPolicyText = retryingLazy(() => import('../components/privacy-policy-text'));

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
