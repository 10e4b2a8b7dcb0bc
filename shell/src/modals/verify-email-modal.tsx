/**
 * Email verification code (spec 000 §2 "'Please check your email', code input, verify
 * button"). The code is free text (§5); POST verifyEmail {otp_code} → 'Verification
 * successful!' and the user and profile are refreshed (§4), or 'Invalid code!' (§8).
 *
 * One state at a time: a refused code is said beneath the field (aria-invalid, described by
 * the message) until the code is changed or accepted; success closes the step. One code at a
 * time: "Send a new code" is a button of its own, waiting out the server's cooldown with the
 * seconds shown, and saying that the earlier code stopped working.
 *
 * Decision: spaces around a pasted code are trimmed, and Verify waits for a non-empty code;
 * nothing else about the code is checked here — the server decides. Closing the step (or
 * Later) counts as the overlay's Later: the user is not asked again in this sign-in session.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { isApiFailure } from '@engage/shared/api/failure';
import { profileKeys, userQuery } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import type { EmailCodeStatus } from '@engage/shared/contract/auth';
import type { User } from '@engage/shared/contract/profile';
import { setVerified, useSession } from '@engage/shared/session';
import { FormField } from '@engage/ui/form-field';
import { Modal } from '@engage/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import { RichText } from '@engage/ui/rich-text';
import { emailCodeQuery, failureDetail } from './email-verification';
import { useModalStore } from './modal-store';
import { t } from './messages';
import './modals.css';

const toastsOf = { form: 'verify-email' } as const;

/** Seconds left before a new code may be asked for, ticking down once a second. */
function useCooldown(status: EmailCodeStatus | undefined, updatedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  // Never negative: the answer may be newer than the last tick.
  const elapsed = Math.max(0, Math.floor((now - updatedAt) / 1000));
  const left = status ? Math.max(0, status.resend_in - elapsed) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

export function VerifyEmailModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendNote, setResendNote] = useState<string | null>(null);
  const user = useQuery(userQuery);
  const status = useQuery(emailCodeQuery);
  const cooldown = useCooldown(status.data, status.dataUpdatedAt);
  const sessionKey = useSession((state) => state.sessionId ?? state.token ?? '');
  const dismiss = useModalStore((state) => state.dismissVerification);

  const verify = useMutation({
    mutationFn: (otp_code: string, { client: cache }) => callApi('verifyEmail', cache, { body: { otp_code } }),
    onSuccess: async () => {
      setCodeError(null);
      setResendNote(null);
      notify.success(t('verified'), toastsOf);
      setVerified(true);
      // Said at once, before the refetch: the overlay must not offer the spent code's step again.
      queryClient.setQueryData<User>(profileKeys.user, (old) => old && { ...old, email_verified: 'True' });
      queryClient.setQueryData<EmailCodeStatus>(profileKeys.emailCode, { live: false, resend_in: 0 });
      publish('profile:changed', {});
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.user }),
        queryClient.invalidateQueries({ queryKey: profileKeys.details }),
      ]);
    },
    onError: (failure) => {
      // Spec 000 §8 'Invalid code!'; the server adds what to do when the code is spent.
      setCodeError(failureDetail(failure) ?? t('invalidCode'));
      void queryClient.invalidateQueries({ queryKey: profileKeys.emailCode });
    },
  });

  const resend = useMutation({
    mutationFn: (_: void, { client: cache }) => callApi('requestOtp', cache, { body: { new_code: true } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<EmailCodeStatus>(profileKeys.emailCode, { live: true, resend_in: answer.resend_in });
      setCodeError(null);
      setCode('');
      setResendNote(t('newCodeSent'));
    },
    onError: (failure) => {
      const wait = isApiFailure(failure) ? failure.data.resend_in : undefined;
      if (typeof wait === 'number') {
        queryClient.setQueryData<EmailCodeStatus>(profileKeys.emailCode, { live: true, resend_in: wait });
      }
      setResendNote(failureDetail(failure) ?? t('requestFailed'));
    },
  });
  const otp = code.trim();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (otp !== '') verify.mutate(otp);
  }

  function later() {
    setVerified(false);
    dismiss(sessionKey);
    onClose();
  }

  return (
    <Modal title={t('checkEmail')} onClose={later}>
      <form className="eg-shell-form" onSubmit={submit} aria-label={t('verifyForm')} noValidate>
        <p>
          <RichText
            text={t('codeSent')}
            parts={{ email: user.data?.email ? <strong>{user.data.email}</strong> : t('yourEmail') }}
          />
        </p>
        <FormField
          label={t('codeLabel')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={codeError ?? undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(null);
          }}
        />
        <button type="submit" className="eg-button" disabled={otp === '' || verify.isPending}>
          {verify.isPending ? t('verifying') : t('verify')}
        </button>
        <div className="eg-shell-resend">
          <button
            type="button"
            className="eg-button eg-button--quiet"
            disabled={cooldown > 0 || resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending
              ? t('sendingCode')
              : cooldown > 0
                ? t('sendNewCodeIn', { seconds: String(cooldown) })
                : t('sendNewCode')}
          </button>
          <button type="button" className="eg-button eg-button--quiet" onClick={later}>
            {t('verifyLater')}
          </button>
        </div>
        <p className="eg-shell-resend__note" role="status">
          {resendNote}
        </p>
      </form>
    </Modal>
  );
}
