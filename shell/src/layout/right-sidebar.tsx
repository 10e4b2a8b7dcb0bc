import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';

/** The right sidebar's three sponsored cards (spec 000 §2). */
const sponsored = [
  {
    title: 'Grow your channel',
    text: 'Post your YouTube or X link and real people in Kenya watch, like and follow. From KES 1,000.',
    to: paths.addLink,
    action: 'Promote a link',
  },
  {
    title: 'Invite friends, earn more',
    text: 'Share your referral link and earn a reward when a friend you invited funds their first post.',
    to: paths.affiliate,
    action: 'Get your link',
  },
  {
    title: 'Short videos pay too',
    text: 'Watch reels for at least 30 seconds and get credited for the view.',
    to: paths.videoReels,
    action: 'Watch reels',
  },
];

export function RightSidebar() {
  return (
    <aside className="eg-right" aria-label="Sponsored">
      {sponsored.map((card) => (
        <article key={card.title} className="eg-card">
          <p className="eg-card__tag">Sponsored</p>
          <h2>{card.title}</h2>
          <p>{card.text}</p>
          <Link to={card.to}>{card.action}</Link>
        </article>
      ))}
    </aside>
  );
}
