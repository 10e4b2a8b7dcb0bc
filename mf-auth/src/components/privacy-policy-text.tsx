/**
 * The privacy policy's text (spec 000 §2 "/privacy-policy | privacy policy page"). Loaded as its
 * own chunk: visitors of /signin never download it. The spec shows no text, so this is ours,
 * written for what the product actually keeps (third-party passwords are never
 * stored; money is a ledger; email goes through an outbox). The Kiswahili policy
 * (privacy-policy-text.sw.tsx) says the same things; a change here is made there too.
 */
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { PRIVACY_CONTACT_EMAIL } from './privacy-contact';

export const POLICY_UPDATED = '22 November 2026';

export default function PrivacyPolicyText() {
  return (
    <div className="eg-policy__body">
      <p className="eg-policy__updated">Last updated: {POLICY_UPDATED}</p>
      <p>
        engage is a marketplace where people in Kenya earn money for engaging with social-media posts that other users
        promote, and withdraw their earnings to M-PESA. This policy explains what we collect, why, how long we keep it
        and the rights you have under the Kenya Data Protection Act, 2019. We wrote it to be read, not skimmed past.
      </p>

      <section aria-labelledby="policy-summary">
        <h2 id="policy-summary">In short</h2>
        <ul>
          <li>We keep what we need to run your account, verify tasks and pay you — nothing more.</li>
          <li>
            For linked social accounts we keep only whether each one is connected.{' '}
            <strong>We never store your Instagram password</strong> or any other social-media password.
          </li>
          <li>Your M-PESA number is used only to send you your money.</li>
          <li>We do not sell your data, and we do not show advertisers your email or phone number.</li>
          <li>You can see, correct, download or delete your data at any time.</li>
        </ul>
      </section>

      <section aria-labelledby="policy-data">
        <h2 id="policy-data">What we collect</h2>
        <h3>Your account</h3>
        <ul>
          <li>Your email address, and your password stored only as a one-way hash (we cannot read it).</li>
          <li>
            If you sign in with Google: the email address and account identifier Google gives us. We do not receive your
            Google password or your contacts.
          </li>
          <li>Your account type (consumer or producer), the referral code you joined with, and who referred you.</li>
          <li>Whether your email address is verified.</li>
        </ul>
        <h3>Your profile</h3>
        <ul>
          <li>Username, profile picture, interests and preferences you choose to add.</li>
        </ul>
        <h3>Linked social accounts</h3>
        <ul>
          <li>
            For YouTube, X (Twitter) and Instagram we keep a connection flag: connected or not. You connect YouTube and
            X on their own sign-in pages, so we never see those passwords.
          </li>
          <li>
            To connect Instagram you type your Instagram username and password. They are used once, to make the
            connection, and are <strong>never stored</strong>.
          </li>
          <li>You can remove a linked account at any time from Linked accounts.</li>
        </ul>
        <h3>Task activity and earnings</h3>
        <ul>
          <li>
            Which tasks you took up and when: views (including how long you watched), likes, comments, follows,
            subscriptions, retweets and bookmarks made through engage.
          </li>
          <li>Your earnings, pending balance, referral rewards and every movement of money on your account.</li>
          <li>Whether you turned on the optional bot, and the tasks it performed for you.</li>
        </ul>
        <h3>Payments</h3>
        <ul>
          <li>
            For withdrawals: your M-PESA phone number and the name and ID number the payout method needs, so the money
            reaches the right person.
          </li>
          <li>
            For producers who pay for promotion: the amount, currency and reference of each payment. Card and PayPal
            details are entered with the payment provider, not with us.
          </li>
        </ul>
        <h3>Technical data</h3>
        <ul>
          <li>
            Sign-in sessions (when and from which session you signed in) and the address your device connects from, to
            keep your account safe and to stop abuse.
          </li>
          <li>
            Your browser keeps your sign-in token, account type and any referral code in its local storage, so you stay
            signed in. Signing out removes them.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-why">
        <h2 id="policy-why">Why we use it</h2>
        <ul>
          <li>
            <strong>To provide the service</strong> (performing our contract with you): your account, the task feed,
            checking that a task was done, crediting and paying you.
          </li>
          <li>
            <strong>To keep the marketplace fair</strong> (our legitimate interest): one reward per task, daily limits,
            and detecting fake accounts and fraud.
          </li>
          <li>
            <strong>To meet the law</strong> (legal obligation): financial records and answering lawful requests from
            Kenyan authorities.
          </li>
          <li>
            <strong>With your consent</strong>: linking social accounts and running the bot. You can withdraw consent at
            any time by disconnecting an account or turning the bot off.
          </li>
          <li>
            To send you what you need to know: verification codes, password-reset links and alerts about your account.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-sharing">
        <h2 id="policy-sharing">Who we share it with</h2>
        <ul>
          <li>
            Safaricom (M-PESA), to send your withdrawals; PayPal and card processors, to take producers&apos; payments.
          </li>
          <li>Google, YouTube and X, only when you choose to sign in with or link them.</li>
          <li>
            The providers that host our servers and send our emails, under contracts that bind them to this policy.
          </li>
          <li>
            Producers see how many people engaged with their posts, not your email address or phone number. Your
            username and picture are visible according to your profile visibility setting.
          </li>
          <li>Authorities, when Kenyan law requires it.</li>
        </ul>
        <p>
          Where a provider processes data outside Kenya, we do so only with the safeguards the Data Protection Act
          requires.
        </p>
      </section>

      <section aria-labelledby="policy-retention">
        <h2 id="policy-retention">How long we keep it</h2>
        <ul>
          <li>Account, profile and linked-account flags: while your account is open.</li>
          <li>
            When you delete your account, we delete or anonymise your personal data within 30 days, except the records
            below.
          </li>
          <li>
            Records of money (earnings, withdrawals, payments): seven years, as Kenyan tax and anti-money-laundering law
            require.
          </li>
          <li>Verification codes and password-reset links expire within an hour and work only once.</li>
          <li>Security logs: no longer than 90 days.</li>
        </ul>
      </section>

      <section aria-labelledby="policy-rights">
        <h2 id="policy-rights">Your rights under the Data Protection Act, 2019</h2>
        <p>You have the right to:</p>
        <ul>
          <li>be informed of how your data is used (this policy);</li>
          <li>access the personal data we hold about you;</li>
          <li>have false or misleading data corrected, and data we no longer need deleted;</li>
          <li>object to processing, including for direct marketing;</li>
          <li>receive your data in a portable, machine-readable form;</li>
          <li>not be subject to a decision based only on automated processing that significantly affects you;</li>
          <li>withdraw consent you have given, at any time.</li>
        </ul>
        <p>
          Most of this you can do yourself in the app: edit your profile, disconnect linked accounts, or delete your
          account in Profile settings. For anything else, write to us (below) and we will answer promptly and within the
          time the law sets. If you are not satisfied, you can complain to the Office of the Data Protection
          Commissioner (odpc.go.ke).
        </p>
      </section>

      <section aria-labelledby="policy-security">
        <h2 id="policy-security">Security</h2>
        <ul>
          <li>Connections are encrypted; passwords are stored as strong one-way hashes.</li>
          <li>Resetting your password signs you out everywhere.</li>
          <li>
            If a breach puts your data at risk, we will tell you and the Data Protection Commissioner as the law
            requires.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-age">
        <h2 id="policy-age">Age</h2>
        <p>engage is for people aged 18 and over. We do not knowingly keep data about children.</p>
      </section>

      <section aria-labelledby="policy-contact">
        <h2 id="policy-contact">Contact and changes</h2>
        <p>
          Questions or requests about your data: <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>
          . When this policy changes in a way that matters, we will tell you in the app before the change applies.
        </p>
        <p>
          <Link to={paths.signin}>Back to sign in</Link>
        </p>
      </section>
    </div>
  );
}
