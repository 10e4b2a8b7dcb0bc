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
import './pages.css';

export function BotsPage() {
  const openModal = useModalStore((state) => state.openModal);
  return (
    <article className="eg-page" aria-labelledby="bots-title">
      <h1 id="bots-title">Bot</h1>
      <p className="eg-page__lead">
        An optional helper that does simple tasks for you while you are away, so you keep earning.
      </p>

      <section className="eg-page__panel" aria-label="Your bot">
        <BotStatus />
        <BotToggleButton />
      </section>

      <h2>What the bot does</h2>
      <ul>
        <li>
          It does <strong>simple tasks only: likes and views</strong>, on the platforms you have linked.
        </li>
        <li>
          Where engage checks each task with the platform itself, the bot only likes, and only on the platforms it names
          above: nobody watches a video for it, and a task engage cannot check is never paid on trust.
        </li>
        <li>
          It does not write comments or replies, and it does not subscribe, follow, retweet or bookmark for you. Those
          tasks need you.
        </li>
        <li>It only picks tasks you could do yourself: on a linked account, with a verified email.</li>
      </ul>

      <h2>The same rules as when you do it yourself</h2>
      <ul>
        <li>Every task is checked before it is paid. A task the check does not confirm earns nothing.</li>
        <li>You are paid once per task, ever: the bot never repeats a task you or it already did.</li>
        <li>
          Rewards go to your <strong>pending balance</strong> first and become available to withdraw once they are
          confirmed.
        </li>
        <li>
          A <strong>daily limit</strong> on paid tasks applies to each account, counting the tasks you and your bot do
          together. When it is reached, tasks start paying again the next day (Nairobi time).
        </li>
      </ul>

      <h2>Before you turn it on</h2>
      <ul>
        <li>
          <button type="button" className="eg-link-button" onClick={() => openModal('accounts')}>
            Link your accounts
          </button>{' '}
          (Youtube, Twitter, Instagram): the bot can only work on linked platforms.
        </li>
        <li>Verify your email: an unverified account cannot earn, with or without the bot.</li>
        <li>
          The platforms have their own rules about automated activity. Your social accounts are yours: if you are not
          comfortable with the bot acting on them, leave it off — you can still do every task by hand.
        </li>
      </ul>

      <h2>Turning it off</h2>
      <p>
        Press DISABLE BOT above, or use Bot in the menu, at any time. Rewards already earned stay in your balance. See
        the <Link to={paths.terms}>terms of use</Link> and the <Link to={paths.faq}>FAQ</Link> for more.
      </p>
    </article>
  );
}
