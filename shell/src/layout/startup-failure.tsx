import { useEffect } from 'react';
import '@engage/shared/ui/theme.css';
import { t } from '../routes/messages';

const reload = () => window.location.reload();

/**
 * Shown when the shell cannot even read its runtime config: nothing else can work then. Drawn
 * with the shell's own styles (precached with the start-up files, so there offline too), and
 * the page starts again by itself when the browser says the connection is back: an offline start
 * is the usual reason, and nobody should be left on this page after the network returns.
 */
export function StartupFailure({ startAgain = reload }: { startAgain?: () => void }) {
  useEffect(() => {
    window.addEventListener('online', startAgain);
    return () => window.removeEventListener('online', startAgain);
  }, [startAgain]);
  return (
    <main className="eg-unavailable eg-startup-failure" role="alert">
      <h1>{t('startFailedTitle')}</h1>
      <p>{t('startFailedText')}</p>
      <p>{t('startRetriesOnline')}</p>
      <button type="button" className="eg-button" onClick={startAgain}>
        {t('reload')}
      </button>
    </main>
  );
}
