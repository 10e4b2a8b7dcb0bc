import { MIN_WATCH_TIME_SECONDS } from '@engage/shared/contract/constants';
import { formatRoundAmount } from '@engage/shared/format/money';
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { t } from './messages';

/** The right sidebar's three sponsored cards (spec 000 §2); built at render, in the page's language. */
function sponsoredCards() {
  return [
    {
      title: t('growTitle'),
      text: t('growText', { price: formatRoundAmount(1000) }),
      to: paths.addLink,
      action: t('growAction'),
    },
    { title: t('inviteTitle'), text: t('inviteText'), to: paths.affiliate, action: t('inviteAction') },
    {
      title: t('reelsTitle'),
      text: t('reelsText', { seconds: MIN_WATCH_TIME_SECONDS }),
      to: paths.videoReels,
      action: t('reelsAction'),
    },
  ];
}

export function RightSidebar() {
  return (
    <aside className="eg-right" aria-label={t('sponsored')}>
      {sponsoredCards().map((card) => (
        <article key={card.to} className="eg-card">
          <p className="eg-card__tag">{t('sponsored')}</p>
          <h2>{card.title}</h2>
          <p>{card.text}</p>
          <Link to={card.to}>{card.action}</Link>
        </article>
      ))}
    </aside>
  );
}
