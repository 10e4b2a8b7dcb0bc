/**
 * The verification alert overlay (spec 000 §4 "unverified users see an overlay with Verify
 * (requests an OTP code and opens the modal) or Later (dismisses)"). Shown while the user
 * record says email_verified 'False', unless Later was chosen in this sign-in session (kept
 * for the tab across page loads, see modal-store.ts), and
 * hidden while any shell modal is open — the code modal it opens, or one an area asked for
 * over the bus — so two dialogs never stack; closing that modal brings it back (closing
 * the code step itself counts as Later, see verify-email-modal.tsx).
 *
 * When a code is already waiting in the user's inbox (the one sign-up sent, or one asked for
 * earlier in its ten minutes), there is nothing to request: the code step opens at once
 * instead of the overlay, and signing in sends no further code.
 *
 * It also keeps the session's verified flag (spec 000 §3, read by areas to block actions and
 * likes) in line with the user record.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@engage/shared/queries';
import { userQuery } from '@engage/shared/api/profile-queries';
import { setVerified, useSession } from '@engage/shared/session';
import { Modal } from '@engage/ui/modal';
import { emailCodeQuery, startEmailVerification } from './email-verification';
import { useModalStore, verificationDismissed } from './modal-store';
import { t } from './messages';
import './modals.css';

export function VerificationOverlay() {
  const user = useQuery(userQuery);
  const sessionKey = useSession((state) => state.sessionId ?? state.token ?? '');
  const dismissedIn = useModalStore((state) => state.verificationDismissedIn);
  const dismiss = useModalStore((state) => state.dismissVerification);
  const anotherModalOpen = useModalStore((state) => state.open !== null);
  const openModal = useModalStore((state) => state.openModal);
  const queryClient = useQueryClient();
  const request = useMutation({ mutationFn: () => startEmailVerification(queryClient) });
  const verified = user.data?.email_verified;
  const asking = verified === 'False' && !verificationDismissed(dismissedIn, sessionKey);
  const code = useQuery({ ...emailCodeQuery, enabled: asking });
  const codeWaiting = asking && code.data?.live === true;

  useEffect(() => {
    if (verified !== undefined) setVerified(verified === 'True');
  }, [verified]);

  useEffect(() => {
    if (codeWaiting && !anotherModalOpen) openModal('verify-email');
  }, [codeWaiting, anotherModalOpen, openModal]);

  // Until the server has said whether a code waits, nothing: no Verify flashing before the code step.
  if (!asking || anotherModalOpen || codeWaiting || code.isPending) return null;

  function later() {
    setVerified(false);
    dismiss(sessionKey);
  }

  return (
    <Modal
      title={t('verifyTitle')}
      onClose={later}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" onClick={later}>
            {t('verifyLater')}
          </button>
          <button type="button" className="eg-button" disabled={request.isPending} onClick={() => request.mutate()}>
            {request.isPending ? t('sendingCode') : t('verify')}
          </button>
        </>
      }
    >
      <p>{t('verifyWhy')}</p>
    </Modal>
  );
}
