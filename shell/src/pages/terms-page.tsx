/**
 * /terms: terms of use of a paid-engagement marketplace operated under Kenyan law. Plain
 * language; the rules match what the product and the API enforce (one reward per task,
 * pending until verified, daily limit, verified email to earn).
 */
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { RichText } from '@engage/ui/rich-text';
import { t } from './messages';
import './pages.css';

/** The sections, built at render: `t` answers in the page's language of that moment. */
function termsSections() {
  return [
    {
      id: 'eligibility',
      title: t('termsEligibilityTitle'),
      body: (
        <>
          <p>{t('termsEligibility1')}</p>
          <p>{t('termsEligibility2')}</p>
        </>
      ),
    },
    {
      id: 'one-account',
      title: t('termsOneAccountTitle'),
      body: <p>{t('termsOneAccount')}</p>,
    },
    {
      id: 'real-engagement',
      title: t('termsRealTitle'),
      body: (
        <>
          <p>{t('termsReal1')}</p>
          <p>{t('termsReal2')}</p>
          <p>{t('termsReal3')}</p>
        </>
      ),
    },
    {
      id: 'rewards',
      title: t('termsRewardsTitle'),
      body: (
        <ul>
          <li>{t('termsRewards1')}</li>
          <li>{t('termsRewards2')}</li>
          <li>
            <RichText text={t('termsRewards3')} parts={{ pending: <strong>{t('termsPending')}</strong> }} />
          </li>
          <li>{t('termsRewards4')}</li>
          <li>{t('termsRewards5')}</li>
        </ul>
      ),
    },
    {
      id: 'payments',
      title: t('termsPaymentsTitle'),
      body: (
        <ul>
          <li>{t('termsPayments1')}</li>
          <li>{t('termsPayments2')}</li>
          <li>{t('termsPayments3')}</li>
          <li>{t('termsPayments4')}</li>
        </ul>
      ),
    },
    {
      id: 'termination',
      title: t('termsClosingTitle'),
      body: (
        <>
          <p>{t('termsClosing1')}</p>
          <p>{t('termsClosing2')}</p>
        </>
      ),
    },
    {
      id: 'privacy',
      title: t('termsDataTitle'),
      body: (
        <p>
          <RichText
            text={t('termsData')}
            parts={{ privacyPolicy: <Link to={paths.privacyPolicy}>{t('termsPrivacyPolicy')}</Link> }}
          />
        </p>
      ),
    },
    {
      id: 'liability',
      title: t('termsServiceTitle'),
      body: <p>{t('termsService')}</p>,
    },
    {
      id: 'law',
      title: t('termsLawTitle'),
      body: <p>{t('termsLaw')}</p>,
    },
  ];
}

export function TermsPage() {
  const sections = termsSections();
  return (
    <article className="eg-page" aria-labelledby="terms-title">
      <h1 id="terms-title">{t('termsTitle')}</h1>
      <p className="eg-page__lead">{t('termsLead')}</p>
      <nav aria-label={t('termsContents')}>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#terms-${section.id}`}>{section.title.replace(/^\d+\. /, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={`terms-${section.id}`} aria-labelledby={`terms-${section.id}-title`}>
          <h2 id={`terms-${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
