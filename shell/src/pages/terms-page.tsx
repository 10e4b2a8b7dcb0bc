/**
 * /terms: terms of use of a paid-engagement marketplace operated under Kenyan law. Plain
 * language; the rules match what the product and the API enforce (one reward per task,
 * pending until verified, daily limit, verified email to earn).
 */
import { Link } from '@engage/shared/router';
import { REFERRAL_HOLD_HOURS } from '@engage/shared/contract/constants';
import { paths } from '@engage/shared/paths';
import './pages.css';

const sections = [
  {
    id: 'eligibility',
    title: '1. Who may use engage',
    body: (
      <>
        <p>
          You must be at least 18 years old and able to enter a binding agreement under the laws of Kenya. You must give
          a working email address and verify it before you can earn, like posts or withdraw.
        </p>
        <p>
          Withdrawals to M-PESA go only to a number registered in your own name; we may ask you to confirm your identity
          (name and national ID number) before paying out.
        </p>
      </>
    ),
  },
  {
    id: 'one-account',
    title: '2. One account per person',
    body: (
      <p>
        Each person may hold one engage account. Several accounts for one person, accounts opened for someone else, or
        shared or sold accounts are not allowed; rewards earned through them are cancelled.
      </p>
    ),
  },
  {
    id: 'real-engagement',
    title: '3. Real engagement only',
    body: (
      <>
        <p>
          Tasks must be done by you (or by the optional bot you switched on, within its limits) on your own linked
          social accounts. Do not use fake or purchased accounts, scripts other than our bot, emulators or any trick to
          fake a view, like, comment or follow, and do not undo an engagement after you are paid for it.
        </p>
        <p>
          Producers must only promote content they own or may promote, and must not promote anything unlawful, hateful,
          sexual involving minors, fraudulent or misleading. We may remove any post.
        </p>
        <p>
          Social platforms have their own rules, some of which restrict paid or automated engagement. You remain
          responsible for your accounts on those platforms and for following their rules.
        </p>
      </>
    ),
  },
  {
    id: 'rewards',
    title: '4. Rewards',
    body: (
      <ul>
        <li>
          Every task is checked before it is paid. We decide whether a task counts; a task that is not confirmed earns
          nothing.
        </li>
        <li>Each task pays once per person, ever. A daily limit on paid tasks applies to every account.</li>
        <li>
          Rewards are <strong>pending</strong> until verified, and only then become available to withdraw. We may
          reverse a pending or paid reward that was earned against these terms.
        </li>
        <li>
          Amounts are in Kenya shillings (KES) unless shown otherwise. Rewards are not wages and create no employment.
        </li>
        <li>You are responsible for any tax due on what you earn.</li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: '5. Payments, withdrawals and fees',
    body: (
      <ul>
        <li>
          Producers pay in advance for a target number of engagements, by M-PESA, card or PayPal. PayPal payments are
          charged in US dollars at the rate shown before you pay. Any fee is shown before you confirm.
        </li>
        <li>
          Withdrawals are made to your M-PESA number once your available balance reaches the minimum shown in your
          wallet. Any withdrawal fee is shown before you confirm.
        </li>
        <li>
          Referral rewards become withdrawable {REFERRAL_HOLD_HOURS} hours after the payment they come from is
          processed; a refund in that window cancels them.
        </li>
        <li>A payment is not refundable for engagement already delivered.</li>
      </ul>
    ),
  },
  {
    id: 'termination',
    title: '6. Suspension and closing your account',
    body: (
      <>
        <p>
          We may suspend or close an account that breaks these terms, and cancel rewards that were earned by breaking
          them. Where we can, we tell you why and give you a chance to respond.
        </p>
        <p>
          You may delete your account at any time from your profile settings. Withdraw your available balance first:
          balances of a deleted account cannot be paid out.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: '7. Your data',
    body: (
      <p>
        We use your data as our <Link to={paths.privacyPolicy}>privacy policy</Link> describes, in line with the Kenya
        Data Protection Act, 2019. Third-party passwords, such as your Instagram password, are never stored.
      </p>
    ),
  },
  {
    id: 'liability',
    title: '8. The service',
    body: (
      <p>
        engage is provided as it is. We work to keep it available but do not promise it will always be, nor that any
        post will reach its target by a given time. Nothing in these terms limits rights you have under the Consumer
        Protection Act, 2012.
      </p>
    ),
  },
  {
    id: 'law',
    title: '9. Law and disputes',
    body: (
      <p>
        These terms are governed by the laws of Kenya. Contact us first through the Help Center so that we can try to
        settle a disagreement; otherwise disputes go to the courts of Kenya. We may change these terms and will tell you
        in the app before a change affects you.
      </p>
    ),
  },
] as const;

export function TermsPage() {
  return (
    <article className="eg-page" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms of use</h1>
      <p className="eg-page__lead">The rules for earning and promoting on engage. By using engage you agree to them.</p>
      <nav aria-label="On this page">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#terms-${section.id}`}>{section.title.replace(/^\d+\. /, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={`terms-${section.id}`} aria-labelledby={`terms-${section.id}-title`}>
          <h2 id={`terms-${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
