/**
 * Step-up before what moves money (adding or changing a payout number, unfreezing withdrawals,
 * deleting the account): the API answers 403 `step_up_required` unless presence was proved on
 * this session in the last five minutes. `useStepUp().run(action)` runs the action; on that
 * answer it asks for the password (or, for an account without one, a code sent by email),
 * proves it at `users/step-up/` and runs the action once more. Cancelling rejects with the
 * original refusal, so the caller's own error handling still applies.
 */
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { callApi } from '@engage/shared/api/client';
import { failureMessage, isApiFailure } from '@engage/shared/api/failure';
import { useSessionScope } from '@engage/shared/session/scope';
import { kitText } from '@engage/shared/ui/messages';
import { FormField } from './form-field';
import { Modal } from './modal';
import { stepUpText } from './step-up-messages';

export type StepUpMethod = 'password' | 'code';

/** How the account proves presence, when `error` is the API's `step_up_required`; else null. */
export function stepUpRequired(error: unknown): StepUpMethod | null {
  if (!isApiFailure(error) || error.status !== 403 || error.data.code !== 'step_up_required') return null;
  return error.data.step_up === 'code' ? 'code' : 'password';
}

interface StepUpDialogProps {
  method: StepUpMethod;
  onDone: () => void;
  onCancel: () => void;
}

export function StepUpDialog({ method, onDone, onCancel }: StepUpDialogProps) {
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);
  const formId = 'eg-step-up-form';
  const session = useSessionScope();

  async function sendCode() {
    setSending(true);
    setError(null);
    try {
      await callApi('stepUpCode', session);
      setCodeSent(true);
    } catch (failure) {
      setError(failureMessage(failure, stepUpText('failed')));
    } finally {
      setSending(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (busy || secret.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await callApi('stepUp', session, {
        body: method === 'password' ? { password: secret } : { code: secret.trim() },
      });
      onDone();
    } catch (failure) {
      const fields = isApiFailure(failure) ? failure.data.errors : undefined;
      setError(fields?.[method]?.[0] ?? failureMessage(failure, stepUpText('failed')));
      setBusy(false);
    }
  }

  const canConfirm = method === 'password' || codeSent;
  return (
    <Modal
      title={stepUpText('title')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" disabled={busy} onClick={onCancel}>
            {kitText('cancel')}
          </button>
          {canConfirm && (
            <button type="submit" form={formId} className="eg-button" disabled={busy} aria-busy={busy}>
              {busy ? stepUpText('confirming') : stepUpText('confirm')}
            </button>
          )}
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void confirm(event)}>
        <p>{method === 'password' ? stepUpText('passwordIntro') : stepUpText('codeIntro')}</p>
        {method === 'code' && (
          <p>
            <button
              type="button"
              className="eg-button eg-button--quiet"
              disabled={sending}
              onClick={() => void sendCode()}
            >
              {codeSent ? stepUpText('sendAgain') : stepUpText('sendCode')}
            </button>
          </p>
        )}
        {codeSent && <p role="status">{stepUpText('codeSent')}</p>}
        {canConfirm && (
          <FormField
            label={method === 'password' ? stepUpText('password') : stepUpText('code')}
            type={method === 'password' ? 'password' : 'text'}
            revealable={method === 'password'}
            inputMode={method === 'code' ? 'numeric' : undefined}
            autoComplete={method === 'password' ? 'current-password' : 'one-time-code'}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            aria-required
            touched={tried}
            error={tried && secret.trim() === '' ? stepUpText('required') : undefined}
          />
        )}
        {error && (
          <p className="eg-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

interface Pending {
  method: StepUpMethod;
  retry: () => void;
  cancel: () => void;
}

/**
 * `run(action)`: the action, asked again after a step-up when the API wants one. Render
 * `dialog` somewhere in the component.
 */
export function useStepUp(): { run: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);

  const run = useCallback(<T,>(action: () => Promise<T>): Promise<T> => {
    return action().catch((error: unknown) => {
      const method = stepUpRequired(error);
      if (!method) throw error;
      return new Promise<T>((resolve, reject) => {
        setPending({ method, retry: () => void action().then(resolve, reject), cancel: () => reject(error) });
      });
    });
  }, []);

  const close = () => setPending(null);
  const dialog = pending ? (
    <StepUpDialog
      method={pending.method}
      onDone={() => {
        close();
        pending.retry();
      }}
      onCancel={() => {
        close();
        pending.cancel();
      }}
    />
  ) : null;
  return { run, dialog };
}
