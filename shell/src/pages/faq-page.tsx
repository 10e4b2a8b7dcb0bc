/**
 * /faq: earning, balances, withdrawals to M-PESA (with the user's own minimum from the profile
 * detail's `min_withdrawal`, spec 001 §9 "the check uses the server's min_withdrawal"),
 * linking accounts, verification, and promoting a link as a producer.
 */
import { useQuery } from '@tanstack/react-query';
import { profileDetailsQuery } from '@engage/shared/api/profile-queries';
import { METHOD_ACTIVATION_DAYS, MIN_WATCH_TIME_SECONDS, REFERRAL_HOLD_HOURS } from '@engage/shared/contract/constants';
import { formatEarnings } from '@engage/shared/format/money';
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { useModalStore } from '../modals/modal-store';
import { FaqAccordion, type FaqEntry } from './faq-accordion';
import { SUPPORT_EMAIL } from './support';
import './pages.css';

export function FaqPage() {
  const profile = useQuery(profileDetailsQuery);
  const openModal = useModalStore((state) => state.openModal);
  const minimum = profile.data
    ? formatEarnings(profile.data.min_withdrawal, profile.data.currency)
    : 'the minimum shown in your wallet';

  const entries: FaqEntry[] = [
    {
      question: 'How do I earn?',
      answer: (
        <>
          <p>
            Your <Link to={paths.consumerHome}>home feed</Link> lists tasks that producers have paid for: watch a video,
            like, comment, subscribe, follow, retweet or bookmark. Do the task on the platform and you are paid in KES
            for it.
          </p>
          <p>
            Video views count when you watch at least {MIN_WATCH_TIME_SECONDS} seconds inside the app. Each task pays
            once per person, ever, and there is a daily limit on paid tasks.
          </p>
        </>
      ),
    },
    {
      question: 'What is the difference between my pending and available balance?',
      answer: (
        <>
          <p>
            New rewards go to your <strong>pending balance</strong> while the task is checked. Once confirmed they move
            to your <strong>available</strong> earnings, which you can withdraw.
          </p>
          <p>A reward that does not pass the check is removed from pending and never becomes available.</p>
        </>
      ),
    },
    {
      question: 'How do I withdraw to M-PESA?',
      answer: (
        <>
          <p>
            Add your M-PESA number as a withdrawal method in your <Link to={paths.payments}>wallet</Link> (a new method
            can take up to {METHOD_ACTIVATION_DAYS} days to activate), then withdraw from your available earnings. You
            can also set a weekly or monthly automatic payout.
          </p>
          <p>
            The minimum withdrawal for your account is <strong>{minimum}</strong>. Withdrawal fees, if any, are shown
            before you confirm.
          </p>
        </>
      ),
    },
    {
      question: 'Why do I need to link my social accounts?',
      answer: (
        <>
          <p>
            Tasks on a platform can only be checked and paid when that platform is linked: Youtube, Twitter or
            Instagram. Youtube and Twitter link through their own sign-in page; Instagram asks for your login once and
            the password is not stored.
          </p>
          <p>
            <button type="button" className="eg-link-button" onClick={() => openModal('accounts')}>
              Link your accounts
            </button>{' '}
            — you can remove a link at any time.
          </p>
        </>
      ),
    },
    {
      question: 'Why must I verify my email?',
      answer: (
        <p>
          Verification proves the account is a real person with one account. Until your email is verified you cannot do
          tasks or like posts. We email you a code; enter it when asked. If it does not arrive, check your spam folder
          and ask for a new one.
        </p>
      ),
    },
    {
      question: 'How do I get engagement on my own link?',
      answer: (
        <>
          <p>
            Open <Link to={paths.addLink}>New Post</Link>, paste your link, choose the action and how many you want, and
            pay by M-PESA, card or PayPal. Your post then appears in other users&apos; feeds until the target is
            reached.
          </p>
          <p>
            You pay for real people doing tasks, which are checked before anyone is paid. We cannot promise what they do
            afterwards, and the platforms&apos; own rules still apply to your content.
          </p>
        </>
      ),
    },
    {
      question: 'Does the bot earn for me?',
      answer: (
        <p>
          The optional <Link to={paths.bots}>bot</Link> can do simple likes and views for you under the same rules:
          checked tasks, one reward per task, pending first, and the daily limit.
        </p>
      ),
    },
    {
      question: 'Can I earn from inviting friends?',
      answer: (
        <p>
          Yes. Share your referral link from <Link to={paths.affiliate}>Affiliate</Link>. Referral rewards become
          withdrawable {REFERRAL_HOLD_HOURS} hours after the payment they come from is processed.
        </p>
      ),
    },
  ];

  return (
    <article className="eg-page" aria-labelledby="faq-title">
      <h1 id="faq-title">Frequently asked questions</h1>
      <p className="eg-page__lead">Earning, balances, M-PESA withdrawals and your account.</p>
      <FaqAccordion entries={entries} />
      <section id="community" aria-labelledby="community-title">
        <h2 id="community-title">Community and support</h2>
        <p>
          Still stuck? Read the <Link to={paths.terms}>terms of use</Link>, or write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the email you signed up with; we answer within
          two working days (East Africa Time). Found a task that looks fake or broken? Tell us with its link so we can
          check it and refund anyone affected.
        </p>
      </section>
    </article>
  );
}
