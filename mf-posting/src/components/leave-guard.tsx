/**
 * "Nothing typed is lost": with unsaved changes, closing or reloading the tab asks
 * through the browser's own prompt, and leaving through the app asks in a dialog. The in-app
 * question needs the shell's data router (`useBlocker`); standalone pages without one still
 * get the browser's prompt.
 */
import { useContext, useEffect, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from '@engage/shared/router';
import { ConfirmDialog } from '@engage/ui/confirm-dialog';
import { t } from '../messages';

/**
 * `dirty` drives the browser's prompt; `blocking` is read at the moment of navigating, so a
 * page that has just saved can clear it and leave in the same tick.
 */
export function LeaveGuard({ dirty, blocking }: { dirty: boolean; blocking: RefObject<boolean> }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return dataRouter ? <InAppLeaveGuard blocking={blocking} /> : null;
}

function InAppLeaveGuard({ blocking }: { blocking: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => blocking.current && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('leaveTitle')}
      message={t('leaveText')}
      confirmLabel={t('leave')}
      cancelLabel={t('stay')}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
