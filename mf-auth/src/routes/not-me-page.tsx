/**
 * /payout/not-me/:token?uidb64= — the link of the email sent when a payout number is added or
 * changed. One button freezes withdrawals (`wallet/not-me/`); it is a button rather than an
 * action on opening, so that a mail scanner following links cannot freeze an account. The answer
 * says what happened and what to do next (choose a new password).
 */
import { useState } from 'react';
import { callApi } from '@engage/shared/api/client';
import { failureMessage } from '@engage/shared/api/failure';
import { paths } from '@engage/shared/paths';
import { Link, useParams, useSearchParams } from '@engage/shared/router';
import { t } from '../messages';
import '../components/auth.css';

type State =
  { step: 'ask' } | { step: 'busy' } | { step: 'done'; message: string } | { step: 'failed'; message: string };

export function NotMePage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const uidb64 = search.get('uidb64') ?? '';
  const [state, setState] = useState<State>({ step: 'ask' });

  async function freeze() {
    if (state.step === 'busy') return;
    setState({ step: 'busy' });
    try {
      const answer = await callApi('payoutNotMe', null, { body: { token, uidb64 } });
      setState({ step: 'done', message: answer.message ?? t('notMeTitle') });
    } catch (error) {
      setState({ step: 'failed', message: failureMessage(error, t('notMeFailed')) });
    }
  }

  return (
    <main className="eg-auth" aria-labelledby="eg-not-me-title">
      <div className="eg-auth__card">
        <h1 id="eg-not-me-title" className="eg-auth__title">
          {t('notMeTitle')}
        </h1>
        {state.step === 'done' ? (
          <>
            <p className="eg-auth__lead" role="status">
              {state.message}
            </p>
            <p>
              <Link to={paths.forgotPassword}>{t('notMeNext')}</Link>
            </p>
          </>
        ) : (
          <>
            <p className="eg-auth__lead">{t('notMeLead')}</p>
            {state.step === 'failed' && (
              <>
                <p className="eg-auth-notice" role="alert">
                  {state.message}
                </p>
                <p>
                  <Link to={paths.signin}>{t('notMeSignIn')}</Link>
                </p>
              </>
            )}
            <button
              type="button"
              className="eg-button"
              disabled={state.step === 'busy'}
              aria-busy={state.step === 'busy'}
              onClick={() => void freeze()}
            >
              {state.step === 'busy' ? t('notMeFreezing') : t('notMeFreeze')}
            </button>
          </>
        )}
      </div>
    </main>
  );
}
