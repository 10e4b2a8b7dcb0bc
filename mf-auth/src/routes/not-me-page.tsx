/**
 * /payout/not-me/:token?uidb64= — the link of the email sent when a payout number is added or
 * changed. One button freezes withdrawals (`wallet/not-me/`); it is a button rather than an
 * action on opening, so that a mail scanner following links cannot freeze an account. The answer
 * says what happened and what to do next (choose a new password).
 */
import { useParams, useSearchParams } from '@engage/shared/router';
import { FormSkeleton } from '../components/form-skeleton';
import { LazyPanel, retryingLazy } from '../components/lazy-panel';
import { t } from '../messages';
import '../components/auth.css';

const FreezePayouts = retryingLazy(() => import('../components/freeze-payouts'));

export function NotMePage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const uidb64 = search.get('uidb64') ?? '';
  return (
    <main className="eg-auth" aria-labelledby="eg-not-me-title">
      <div className="eg-auth__card">
        <h1 id="eg-not-me-title" className="eg-auth__title">
          {t('notMeTitle')}
        </h1>
        <LazyPanel fallback={<FormSkeleton fields={0} label={t('loadingForm')} />}>
          <FreezePayouts token={token} uidb64={uidb64} />
        </LazyPanel>
      </div>
    </main>
  );
}
