/** /more-product: the other things engage offers, each with a link into its page. */
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import './pages.css';

const products = [
  {
    id: 'reels',
    title: 'Video reels',
    text: 'Short videos from creators on engage. Watch, like and share them in a full-screen feed made for phones.',
    to: paths.videoReels,
    action: 'Watch reels',
  },
  {
    id: 'affiliate',
    title: 'Affiliate programme',
    text: 'Invite friends with your personal referral link and earn a reward when the people you refer pay to promote. Rewards are withdrawable to M-PESA once processed.',
    to: paths.affiliate,
    action: 'Get your referral link',
  },
  {
    id: 'posting',
    title: 'Promote your link',
    text: 'Post a YouTube or X link and pay for real people to watch, like, comment, subscribe, follow or retweet, in KES by M-PESA, or by card or PayPal.',
    to: paths.addLink,
    action: 'Create a post',
  },
  {
    id: 'wallet',
    title: 'Wallet and M-PESA payouts',
    text: 'See what you have earned, add an M-PESA number and withdraw, or set a weekly or monthly automatic payout.',
    to: paths.payments,
    action: 'Open your wallet',
  },
] as const;

export function MoreProductsPage() {
  return (
    <article className="eg-page" aria-labelledby="more-products-title">
      <h1 id="more-products-title">More products</h1>
      <p className="eg-page__lead">Earning from tasks is one part of engage. Here is what else you can do.</p>
      <ul className="eg-page__cards">
        {products.map((product) => (
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
