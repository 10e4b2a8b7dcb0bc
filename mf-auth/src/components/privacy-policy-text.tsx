/**
 * The privacy policy's text (spec 000 §2 "/privacy-policy | privacy policy page"). Loaded as its
 * own chunk: visitors of /signin never download it. The spec shows no text, so this is ours,
 * written for what the product actually keeps and for how long (the API's tables, jobs and
 * settings: farm signals are swept after FARM_SIGNAL_RETENTION_DAYS, payout details stay with
 * the money records, deleting an account clears the person at once). The Kiswahili policy
 * (privacy-policy-text.sw.tsx) says the same things; a change here is made there too, and a
 * change that matters is a new PRIVACY_VERSION on the API, so every user is asked again.
 */
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { PRIVACY_CONTACT_EMAIL } from '@engage/shared/contract/privacy-contact';

/** The date of this version; the API's PRIVACY_VERSION names the same day (2026-11-29). */
export const POLICY_UPDATED = '29 November 2026';

export default function PrivacyPolicyText() {
  return (
    <div className="eg-policy__body">
      <p className="eg-policy__updated">Last updated: {POLICY_UPDATED}</p>
      <p>
        engage is a marketplace where people in Kenya earn money for engaging with social-media posts that other users
        promote, and withdraw their earnings to M-PESA. engage is the data controller for what you give us. This policy
        explains what we collect, why, how long we keep it, who receives it, and the rights you have under the Kenya
        Data Protection Act, 2019, and how to use them.
      </p>

      <section aria-labelledby="policy-summary">
        <h2 id="policy-summary">In short</h2>
        <ul>
          <li>We keep what we need to run your account, check tasks, pay you and stop fraud.</li>
          <li>
            Google, X, PayPal and Safaricom process some of your data for us; Google, X and PayPal do so in the United
            States and the European Union as well as in Kenya.
          </li>
          <li>
            <strong>We never store your Instagram password</strong> or any other social-media password.
          </li>
          <li>Records of money are kept for seven years, because the law requires it.</li>
          <li>We send news and offers by email only if you ask for them, and you can stop them at any time.</li>
          <li>We do not sell your data.</li>
        </ul>
      </section>

      <section aria-labelledby="policy-changes">
        <h2 id="policy-changes">What changed on {POLICY_UPDATED}</h2>
        <ul>
          <li>We now record which version of the terms and of this policy you accepted, and when.</li>
          <li>News and offers by email are sent only if you choose them, at sign-up or in Profile settings.</li>
          <li>
            This policy now names who receives your data and where (Google, X, PayPal, Safaricom and our email
            provider), says how long each kind of data is kept, and gives the Data Commissioner&apos;s contact.
          </li>
          <li>
            It now also describes the device and network signals we keep to stop fake accounts, and the tokens we keep
            when you link YouTube or X.
          </li>
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
          <li>Whether your email address is verified, the language you chose, and when you signed up.</li>
          <li>
            Which version of the terms and of this policy you accepted and when, and whether you want news and offers by
            email.
          </li>
        </ul>
        <h3>Your profile</h3>
        <ul>
          <li>
            What you choose to add: username, names, profile picture, bio, location, education, job, languages, phone
            number, birth date, interests and experience level, and whether your profile is public or private.
          </li>
        </ul>
        <h3>Linked social accounts</h3>
        <ul>
          <li>
            When you link YouTube or X, you sign in on their own pages, so we never see those passwords. We keep the
            account&apos;s identifier and the access tokens the platform gives us, encrypted, so that we can check on
            that platform that a task was done (for example that you liked a video or followed an account). With them we
            read only what the check needs.
          </li>
          <li>
            We keep a keyed fingerprint of every YouTube and X account ever linked, so that one social account earns a
            task once. It cannot be turned back into the account&apos;s identifier without our secret key.
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
            Which tasks you took up and when: views (including how long the video played), likes, comments, follows,
            subscriptions, retweets and bookmarks made through engage, and the checks and reviews of them.
          </li>
          <li>
            Your earnings, pending balance, referral rewards and every movement of money on your account, in our ledger.
          </li>
          <li>Whether you turned on the optional bot, and the tasks it performed for you.</li>
        </ul>
        <h3>Payments and payouts</h3>
        <ul>
          <li>
            For withdrawals: your M-PESA phone number, your first and last name and your national ID number, so the
            money reaches the right person, and the results M-PESA sends back.
          </li>
          <li>
            For producers who pay for promotion: the amount, currency, method and reference of each payment, and the
            phone number used for an M-PESA payment. Card and PayPal details are entered with PayPal, not with us.
          </li>
        </ul>
        <h3>Messages</h3>
        <ul>
          <li>The alerts we show you in the app and the emails we send you.</li>
        </ul>
        <h3>Device and network signals</h3>
        <ul>
          <li>
            When you sign up or sign in: an identifier this app keeps on your device and the network your device
            connects from. We use them only to find many accounts made or used from one device or network (fake accounts
            and referral fraud).
          </li>
          <li>The address your device connects from is also counted for a short time to limit repeated attempts.</li>
        </ul>
        <h3>Cookies and storage on your device</h3>
        <ul>
          <li>
            Your browser keeps your sign-in tokens, account type, any referral code, your language and theme, and copies
            of pages you opened (so the app opens offline) in its local storage. Signing out removes what is yours.
          </li>
          <li>
            Google sign-in sets one short-lived cookie while you sign in, so the answer from Google comes back to the
            right browser. We use no advertising or tracking cookies.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-why">
        <h2 id="policy-why">Why we use it, and on what legal basis</h2>
        <ul>
          <li>
            <strong>To provide the service</strong> (performance of our contract with you): your account, the task feed,
            checking that a task was done, crediting and paying you, taking producers&apos; payments, and the emails and
            alerts your account needs.
          </li>
          <li>
            <strong>To keep the marketplace fair and safe</strong> (our legitimate interest): one reward per task and
            social account, daily limits, the device and network signals, and detecting fake accounts and fraud.
          </li>
          <li>
            <strong>To meet the law</strong> (legal obligation): records of money, and answering lawful requests from
            Kenyan authorities.
          </li>
          <li>
            <strong>With your consent</strong>: linking social accounts, running the bot, and news and offers by email.
            You can withdraw consent at any time by unlinking an account, turning the bot off, or turning off news and
            offers in Profile settings; what was done before stays lawful.
          </li>
        </ul>
        <p>
          Automatic checks may hold a withdrawal or a task claim for a person at engage to review; they never decide on
          their own to close your account or take your money.
        </p>
      </section>

      <section aria-labelledby="policy-sharing">
        <h2 id="policy-sharing">Who receives it</h2>
        <ul>
          <li>
            <strong>Safaricom</strong> (M-PESA, Kenya): your phone number, name and the amount, to send your withdrawals
            and to take M-PESA payments.
          </li>
          <li>
            <strong>PayPal</strong> (United States and European Union): the amount and reference of a producer&apos;s
            payment; PayPal keeps its own account data under its own policy.
          </li>
          <li>
            <strong>Google</strong> (United States and European Union): when you sign in with Google, and for YouTube
            when you link it: the checks of your YouTube tasks are made with Google&apos;s YouTube Data API.
          </li>
          <li>
            <strong>X</strong> (United States and European Union): when you link X, the checks of your X tasks are made
            with X&apos;s API.
          </li>
          <li>
            <strong>Our email provider</strong>: your email address and the emails we send you. Our servers and their
            hosting provider store everything above.
          </li>
          <li>
            Producers see how many people engaged with their posts, not your email address or phone number. Your
            username and picture are visible according to your profile visibility setting.
          </li>
          <li>Authorities, when Kenyan law requires it.</li>
        </ul>
        <p>
          Google, X and PayPal process data outside Kenya. We transfer data to them only as the Data Protection Act
          allows: to perform our contract with you, or with the safeguards the Act and its regulations require.
        </p>
      </section>

      <section aria-labelledby="policy-retention">
        <h2 id="policy-retention">How long we keep it</h2>
        <ul>
          <li>Account, profile, linked accounts, task activity and messages: while your account exists.</li>
          <li>
            When you delete your account we remove at once your email address, names, phone number, bio, picture,
            interests, the other profile details and your linked accounts, and end every session. What follows is kept.
          </li>
          <li>
            Records of money (earnings, payments, withdrawals, the ledger) and the payout details they were paid to
            (M-PESA number, name, ID number): seven years, as Kenyan tax and anti-money-laundering law require.
          </li>
          <li>Device and network signals: deleted 180 days after they were last seen.</li>
          <li>The keyed fingerprints of linked YouTube and X accounts: kept, so a social account earns a task once.</li>
          <li>Your answers about the terms, this policy and marketing emails: kept as proof of what you agreed to.</li>
          <li>Verification codes and password-reset links expire within an hour and work only once.</li>
        </ul>
      </section>

      <section aria-labelledby="policy-rights">
        <h2 id="policy-rights">Your rights under the Data Protection Act, 2019</h2>
        <p>You have the right to:</p>
        <ul>
          <li>be informed of how your data is used (this policy);</li>
          <li>access the personal data we hold about you, and receive it in a portable, machine-readable form;</li>
          <li>have false or misleading data corrected;</li>
          <li>have data deleted that we have no reason or legal duty to keep;</li>
          <li>object to processing, including for direct marketing;</li>
          <li>withdraw consent you have given, at any time;</li>
          <li>not be subject to a decision based only on automated processing that significantly affects you;</li>
          <li>complain to the Data Protection Commissioner.</li>
        </ul>
        <h3>How to use them</h3>
        <ul>
          <li>
            In the app, in Profile settings: correct your details, download a copy of your data (Privacy: a file of
            every record and a statement of your money, ready within minutes, the link working for 24 hours), turn news
            and offers by email on or off, and delete your account. Unlink social accounts in Linked accounts, and turn
            the bot off in Bot.
          </li>
          <li>
            For anything else (an objection, a question), write to{' '}
            <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a> from your account&apos;s email
            address. We answer within the time the law sets, at most 30 days.
          </li>
          <li>
            If you are not satisfied, complain to the Office of the Data Protection Commissioner: odpc.go.ke,{' '}
            <a href="mailto:info@odpc.go.ke">info@odpc.go.ke</a>.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-security">
        <h2 id="policy-security">Security</h2>
        <ul>
          <li>
            Connections are encrypted; passwords are stored as strong one-way hashes; platform tokens are encrypted.
          </li>
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
          . When this policy changes in a way that matters, the app asks you to read and accept the new version at your
          next sign-in.
        </p>
        <p>
          <Link to={paths.signin}>Back to sign in</Link>
        </p>
      </section>
    </div>
  );
}
