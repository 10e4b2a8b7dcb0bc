/**
 * /faq: earning, balances, withdrawals to M-PESA (with the user's own minimum from the profile
 * detail's `min_withdrawal`, spec 001 §9 "the check uses the server's min_withdrawal"),
 * linking accounts, verification, and promoting a link as a producer.
 */
import { useQuery } from '@engage/shared/queries';
import { profileDetailsQuery } from '@engage/shared/api/profile-queries';
import { METHOD_ACTIVATION_DAYS, MIN_WATCH_TIME_SECONDS } from '@engage/shared/contract/constants';
import { formatEarnings } from '@engage/shared/format/money';
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { RichText } from '@engage/ui/rich-text';
import { useModalStore } from '../modals/modal-store';
import { FaqAccordion, type FaqEntry } from './faq-accordion';
import { t } from './messages';
import { SUPPORT_EMAIL } from './support';
import './pages.css';

export function FaqPage() {
  const profile = useQuery(profileDetailsQuery);
  const openModal = useModalStore((state) => state.openModal);
  const minimum = profile.data
    ? formatEarnings(profile.data.min_withdrawal, profile.data.currency)
    : t('faqMinimumUnknown');

  const entries: FaqEntry[] = [
    {
      question: t('faqEarnQ'),
      answer: (
        <>
          <p>
            <RichText
              text={t('faqEarnA1')}
              parts={{ homeFeed: <Link to={paths.consumerHome}>{t('faqHomeFeed')}</Link> }}
            />
          </p>
          <p>{t('faqEarnA2', { seconds: MIN_WATCH_TIME_SECONDS })}</p>
        </>
      ),
    },
    {
      question: t('faqBalanceQ'),
      answer: (
        <>
          <p>
            <RichText
              text={t('faqBalanceA1')}
              parts={{
                pending: <strong>{t('pendingBalance')}</strong>,
                available: <strong>{t('faqAvailable')}</strong>,
              }}
            />
          </p>
          <p>{t('faqBalanceA2')}</p>
        </>
      ),
    },
    {
      question: t('faqWithdrawQ'),
      answer: (
        <>
          <p>
            <RichText
              text={t('faqWithdrawA1', { days: METHOD_ACTIVATION_DAYS })}
              parts={{ wallet: <Link to={paths.payments}>{t('faqWallet')}</Link> }}
            />
          </p>
          <p>
            <RichText text={t('faqWithdrawA2')} parts={{ minimum: <strong>{minimum}</strong> }} />
          </p>
        </>
      ),
    },
    {
      question: t('faqLinkQ'),
      answer: (
        <>
          <p>{t('faqLinkA1')}</p>
          <p>
            <RichText
              text={t('faqLinkA2')}
              parts={{
                linkAccounts: (
                  <button type="button" className="eg-link-button" onClick={() => openModal('accounts')}>
                    {t('linkAccounts')}
                  </button>
                ),
              }}
            />
          </p>
        </>
      ),
    },
    {
      question: t('faqVerifyQ'),
      answer: <p>{t('faqVerifyA')}</p>,
    },
    {
      question: t('faqPromoteQ'),
      answer: (
        <>
          <p>
            <RichText text={t('faqPromoteA1')} parts={{ newPost: <Link to={paths.addLink}>{t('faqNewPost')}</Link> }} />
          </p>
          <p>{t('faqPromoteA2')}</p>
        </>
      ),
    },
    {
      question: t('faqBotQ'),
      answer: (
        <p>
          <RichText text={t('faqBotA')} parts={{ bot: <Link to={paths.bots}>{t('faqBot')}</Link> }} />
        </p>
      ),
    },
    {
      question: t('faqInviteQ'),
      answer: (
        <p>
          <RichText
            text={t('faqInviteA')}
            parts={{ affiliate: <Link to={paths.affiliate}>{t('affiliateLink')}</Link> }}
          />
        </p>
      ),
    },
  ];

  return (
    <article className="eg-page" aria-labelledby="faq-title">
      <h1 id="faq-title">{t('faqTitle')}</h1>
      <p className="eg-page__lead">{t('faqLead')}</p>
      <FaqAccordion entries={entries} />
      <section id="community" aria-labelledby="community-title">
        <h2 id="community-title">{t('faqSupportTitle')}</h2>
        <p>
          <RichText
            text={t('faqSupport')}
            parts={{
              terms: <Link to={paths.terms}>{t('termsLink')}</Link>,
              email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
            }}
          />
        </p>
      </section>
    </article>
  );
}
