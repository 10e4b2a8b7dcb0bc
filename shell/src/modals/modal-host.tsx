/**
 * Renders the open shell modal (spec 000 §2 "Modals") and answers areas' requests on the bus:
 * `accounts:connect` (a feed card's 'Link {Platform}' button, §5: YouTube/Twitter redirect,
 * Instagram opens its login popup) and `verification:request` (request an OTP, then the code
 * modal). Each modal is its own chunk, downloaded when first opened, so the signed-in layout
 * does not carry the forms' code (yup, react-hook-form) until someone needs them.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@engage/shared/queries';
import { withMessages } from '@engage/shared/i18n/translate';
import { subscribe } from '@engage/shared/bus';
import { LoadingBar } from '@engage/ui/loading-bar';
import { startRedirectConnect } from './account-connection';
import { startEmailVerification } from './email-verification';
import { useModalStore, type ShellModal } from './modal-store';
import { t } from './messages';
import './modals.css';

const modals: Record<ShellModal, React.LazyExoticComponent<(props: { onClose: () => void }) => React.ReactNode>> = {
  preferences: lazy(() =>
    withMessages(import('./preferences-modal')).then((module) => ({ default: module.PreferencesModal })),
  ),
  bot: lazy(() => withMessages(import('./bot-modal')).then((module) => ({ default: module.BotModal }))),
  accounts: lazy(() => withMessages(import('./accounts-modal')).then((module) => ({ default: module.AccountsModal }))),
  instagram: lazy(() =>
    withMessages(import('./instagram-modal')).then((module) => ({ default: module.InstagramModal })),
  ),
  'verify-email': lazy(() =>
    withMessages(import('./verify-email-modal')).then((module) => ({ default: module.VerifyEmailModal })),
  ),
};

export function ModalHost() {
  const open = useModalStore((state) => state.open);
  const closeModal = useModalStore((state) => state.closeModal);
  const queryClient = useQueryClient();

  useEffect(() => {
    const stopConnect = subscribe('accounts:connect', ({ platform }) => {
      if (platform === 'instagram') useModalStore.getState().openModal('instagram');
      else void startRedirectConnect(platform);
    });
    const stopVerification = subscribe('verification:request', () => {
      void startEmailVerification(queryClient);
    });
    return () => {
      stopConnect();
      stopVerification();
    };
  }, [queryClient]);

  if (!open) return null;
  const OpenModal = modals[open];
  return (
    <Suspense
      fallback={
        <div className="eg-shell-modal-loading">
          <LoadingBar label={t('opening')} />
        </div>
      }
    >
      <OpenModal key={open} onClose={closeModal} />
    </Suspense>
  );
}
