/**
 * The "not me" page's action: one button freezes withdrawals; the answer says what happened and
 * what to do next. A lazy chunk, with the API client and the write, so that a page of this
 * area opened first (/signin) does not download them.
 */
import { failureMessage } from '@engage/shared/api/failure';
import { paths } from '@engage/shared/paths';
import { Link } from '@engage/shared/router';
import { useFreezePayouts } from '../api/auth';
import { t } from '../messages';

export default function FreezePayouts({ token, uidb64 }: { token: string; uidb64: string }) {
  const freezing = useFreezePayouts();
  const busy = freezing.isPending;

  function freeze() {
    if (!busy) freezing.mutate({ token, uidb64 });
  }

  if (freezing.isSuccess) {
    return (
      <>
        <p className="eg-auth__lead" role="status">
          {freezing.data.message ?? t('notMeTitle')}
        </p>
        <p>
          <Link to={paths.forgotPassword}>{t('notMeNext')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="eg-auth__lead">{t('notMeLead')}</p>
      {freezing.isError && (
        <>
          <p className="eg-auth-notice" role="alert">
            {failureMessage(freezing.error, t('notMeFailed'))}
          </p>
          <p>
            <Link to={paths.signin}>{t('notMeSignIn')}</Link>
          </p>
        </>
      )}
      <button type="button" className="eg-button" disabled={busy} aria-busy={busy} onClick={freeze}>
        {busy ? t('notMeFreezing') : t('notMeFreeze')}
      </button>
    </>
  );
}
