/**
 * /bots: what the optional bot does (spec 000 §1 "may enable an optional background bot that
 * performs simple tasks automatically"), its rules and limits, and the same ENABLE BOT /
 * DISABLE BOT switch as the Bot modal (one implementation: `BotToggleButton`).
 */
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { BotStatus } from '../modals/bot-status';
import { BotToggleButton } from '../modals/bot-toggle-button';
import { useModalStore } from '../modals/modal-store';
import { RichText } from '@engage/ui/rich-text';
import { t } from './messages';
import './pages.css';

export function BotsPage() {
  const openModal = useModalStore((state) => state.openModal);
  return (
    <article className="eg-page" aria-labelledby="bots-title">
      <h1 id="bots-title">{t('botsTitle')}</h1>
      <p className="eg-page__lead">{t('botsLead')}</p>

      <section className="eg-page__panel" aria-label={t('botsYourBot')}>
        <BotStatus />
        <BotToggleButton />
      </section>

      <h2>{t('botsDoesTitle')}</h2>
      <ul>
        <li>
          <RichText text={t('botsDoes1')} parts={{ simpleOnly: <strong>{t('botsSimpleOnly')}</strong> }} />
        </li>
        <li>{t('botsDoes2')}</li>
        <li>{t('botsDoes3')}</li>
        <li>{t('botsDoes4')}</li>
      </ul>

      <h2>{t('botsRulesTitle')}</h2>
      <ul>
        <li>{t('botsRules1')}</li>
        <li>{t('botsRules2')}</li>
        <li>
          <RichText text={t('botsRules3')} parts={{ pending: <strong>{t('pendingBalance')}</strong> }} />
        </li>
        <li>
          <RichText text={t('botsRules4')} parts={{ dailyLimit: <strong>{t('botsDailyLimit')}</strong> }} />
        </li>
      </ul>

      <h2>{t('botsBeforeTitle')}</h2>
      <ul>
        <li>
          <RichText
            text={t('botsBefore1')}
            parts={{
              linkAccounts: (
                <button type="button" className="eg-link-button" onClick={() => openModal('accounts')}>
                  {t('linkAccounts')}
                </button>
              ),
            }}
          />
        </li>
        <li>{t('botsBefore2')}</li>
        <li>{t('botsBefore3')}</li>
      </ul>

      <h2>{t('botsOffTitle')}</h2>
      <p>
        <RichText
          text={t('botsOff')}
          parts={{
            terms: <Link to={paths.terms}>{t('termsLink')}</Link>,
            faq: <Link to={paths.faq}>{t('botsFaq')}</Link>,
          }}
        />
      </p>
    </article>
  );
}
