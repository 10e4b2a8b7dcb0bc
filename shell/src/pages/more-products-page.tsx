/** /more-product: the other things engage offers, each with a link into its page. */
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { t } from './messages';
import './pages.css';

/** The products, built at render: `t` answers in the page's language of that moment. */
function productCards() {
  return [
    {
      id: 'reels',
      title: t('moreReelsTitle'),
      text: t('moreReelsText'),
      to: paths.videoReels,
      action: t('moreReelsAction'),
    },
    {
      id: 'affiliate',
      title: t('moreAffiliateTitle'),
      text: t('moreAffiliateText'),
      to: paths.affiliate,
      action: t('moreAffiliateAction'),
    },
    {
      id: 'posting',
      title: t('morePostingTitle'),
      text: t('morePostingText'),
      to: paths.addLink,
      action: t('morePostingAction'),
    },
    {
      id: 'wallet',
      title: t('moreWalletTitle'),
      text: t('moreWalletText'),
      to: paths.payments,
      action: t('moreWalletAction'),
    },
  ];
}

export function MoreProductsPage() {
  return (
    <article className="eg-page" aria-labelledby="more-products-title">
      <h1 id="more-products-title">{t('moreTitle')}</h1>
      <p className="eg-page__lead">{t('moreLead')}</p>
      <ul className="eg-page__cards">
        {productCards().map((product) => (
          <li key={product.id}>
            <section className="eg-page__card" aria-labelledby={`product-${product.id}`}>
              <h2 id={`product-${product.id}`}>{product.title}</h2>
              <p>{product.text}</p>
              <Link to={product.to}>{product.action}</Link>
            </section>
          </li>
        ))}
      </ul>
    </article>
  );
}
