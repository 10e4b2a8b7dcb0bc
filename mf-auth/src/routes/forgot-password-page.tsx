/** /forgotpassword (spec 000 §2): the heading at once, the form as a lazy chunk. */
import { FormSkeleton } from '../components/form-skeleton';
import { LazyPanel, retryingLazy } from '../components/lazy-panel';
import { t } from '../messages';
import '../components/auth.css';

const ForgotPasswordForm = retryingLazy(() => import('../components/forgot-password-form'));

export function ForgotPasswordPage() {
  return (
    <main className="eg-auth" aria-labelledby="eg-forgot-title">
      <div className="eg-auth__card">
        <h1 id="eg-forgot-title" className="eg-auth__title">
          {t('forgotTitle')}
        </h1>
        <p className="eg-auth__lead">{t('forgotLead')}</p>
        <div className="eg-auth__panel eg-auth__panel--forgot">
          <LazyPanel fallback={<FormSkeleton fields={1} label={t('loadingForm')} />}>
            <ForgotPasswordForm />
          </LazyPanel>
        </div>
      </div>
    </main>
  );
}
