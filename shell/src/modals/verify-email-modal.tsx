/**
 * Email verification code (spec 000 §2 "'Please check your email', code input, verify
 * button"). The code is free text (§5); POST verifyEmail {otp_code} → 'Verification
 * successful!' and the user and profile are refreshed (§4), or 'Invalid code!' (§8).
 *
 * Decision: spaces around a pasted code are trimmed, and Verify waits for a non-empty code;
 * nothing else about the code is checked here — the server decides.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@engage/shared/api/client';
import { profileKeys, userQuery } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import { setVerified } from '@engage/shared/session';
import { Modal } from '@engage/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import { RichText } from '@engage/ui/rich-text';
import { t } from './messages';
import './modals.css';

export function VerifyEmailModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [code, setCode] = useState('');
  const user = useQuery(userQuery);
  const verify = useMutation({
    mutationFn: (otp_code: string, { client: cache }) => callApi('verifyEmail', cache, { body: { otp_code } }),
    onSuccess: async () => {
      notify.success(t('verified'));
      setVerified(true);
      publish('profile:changed', {});
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.user }),
        queryClient.invalidateQueries({ queryKey: profileKeys.details }),
      ]);
    },
    onError: () => {
      notify.error(t('invalidCode'));
    },
  });
  const otp = code.trim();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (otp !== '') verify.mutate(otp);
  }

  return (
    <Modal title={t('checkEmail')} onClose={onClose}>
      <form className="eg-shell-form" onSubmit={submit} aria-label={t('verifyForm')}>
        <p>
          <RichText
            text={t('codeSent')}
            parts={{ email: user.data?.email ? <strong>{user.data.email}</strong> : t('yourEmail') }}
          />
        </p>
        <div className="eg-shell-field">
          <label htmlFor={inputId}>{t('codeLabel')}</label>
          <input
            id={inputId}
            type="text"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" className="eg-button" disabled={otp === '' || verify.isPending}>
          {verify.isPending ? t('verifying') : t('verify')}
        </button>
      </form>
    </Modal>
  );
}
