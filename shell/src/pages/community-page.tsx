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
import './pages.css';

export function CommunityPage() {
  return (
    <article className="eg-page" aria-labelledby="community-title">
      <h1 id="community-title">Community guidelines</h1>
      <p className="eg-page__lead">
        On engage, people pay people for real attention. These rules keep it worth paying for, and worth earning from.
      </p>

      <h2>When you do a task</h2>
      <ul>
        <li>
          Do it yourself, with your own linked account, and mean it: watch at least {MIN_WATCH_TIME_SECONDS} seconds,
          like what you like, and write comments that fit the post.
        </li>
        <li>
          Each task pays once per person, ever. Second accounts and undoing an action after you are paid take money from
          the people who posted.
        </li>
        <li>
          The only automation allowed is our <Link to={paths.bots}>Bot</Link>, which does simple tasks under the same
          checks as you.
        </li>
      </ul>

      <h2>When you post</h2>
      <ul>
        <li>Promote links that are yours or that you are allowed to promote.</li>
        <li>No scams, hate, harassment or adult content, and a description that says what the post really is.</li>
      </ul>

      <h2>Something wrong?</h2>
      <p>
        If a task looks fake, broken or harmful, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with
        its link. We check it and refund anyone it cost money.
      </p>

      <h2>Grow the community</h2>
      <p>
        Invite people you know with your referral link from <Link to={paths.affiliate}>Affiliate</Link>. For questions
        about earning, balances and withdrawals, see the <Link to={paths.faq}>Help Center</Link>.
      </p>
    </article>
  );
}
