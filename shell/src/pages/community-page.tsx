/**
 * /community (the sidebar's Community, spec 000 §2): the rules people on engage keep with each
 * other, how to report a task that breaks them, and how to bring others in. It is not the
 * FAQ (Help Center is); there is no forum to send anyone to, so it says what the community is here:
 * people paying people for real engagement.
 */
import { MIN_WATCH_TIME_SECONDS } from '@engage/shared/contract/constants';
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { SUPPORT_EMAIL } from './support';
import { RichText } from '@engage/ui/rich-text';
import { t } from './messages';
import './pages.css';

export function CommunityPage() {
  return (
    <article className="eg-page" aria-labelledby="community-title">
      <h1 id="community-title">{t('communityTitle')}</h1>
      <p className="eg-page__lead">{t('communityLead')}</p>

      <h2>{t('communityTaskTitle')}</h2>
      <ul>
        <li>{t('communityTask1', { seconds: MIN_WATCH_TIME_SECONDS })}</li>
        <li>{t('communityTask2')}</li>
        <li>
          <RichText text={t('communityTask3')} parts={{ bot: <Link to={paths.bots}>{t('botLink')}</Link> }} />
        </li>
      </ul>

      <h2>{t('communityPostTitle')}</h2>
      <ul>
        <li>{t('communityPost1')}</li>
        <li>{t('communityPost2')}</li>
      </ul>

      <h2>{t('communityWrongTitle')}</h2>
      <p>
        <RichText
          text={t('communityWrong')}
          parts={{ email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
        />
      </p>

      <h2>{t('communityGrowTitle')}</h2>
      <p>
        <RichText
          text={t('communityGrow')}
          parts={{
            affiliate: <Link to={paths.affiliate}>{t('affiliateLink')}</Link>,
            helpCenter: <Link to={paths.faq}>{t('helpCenterLink')}</Link>,
          }}
        />
      </p>
    </article>
  );
}
