/** /password/reset/confirm/:token (spec 000 §2): the heading at once, the form as a lazy chunk. */
import { useParams, useSearchParams } from '@engage/shared/router';
import { FormSkeleton } from '../components/form-skeleton';
import { LazyPanel, retryingLazy } from '../components/lazy-panel';
import { t } from '../messages';
import '../components/auth.css';

const ResetPasswordForm = retryingLazy(() => import('../components/reset-password-form'));

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const uidb64 = search.get('uidb64') ?? '';
  return (
    <main className="eg-auth" aria-labelledby="eg-reset-title">
      <div className="eg-auth__card">
        <h1 id="eg-reset-title" className="eg-auth__title">
          {t('resetTitle')}
        </h1>
        <p className="eg-auth__lead">{t('resetLead')}</p>
        <div className="eg-auth__panel eg-auth__panel--reset">
          <LazyPanel fallback={<FormSkeleton fields={2} label={t('loadingForm')} />}>
            <ResetPasswordForm token={token} uidb64={uidb64} />
          </LazyPanel>
        </div>
      </div>
    </main>
  );
}
