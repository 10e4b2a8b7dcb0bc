import { t } from '../routes/messages';

/** Shown when the shell cannot even read its runtime config: nothing else can work then. */
export function StartupFailure() {
  return (
    <main role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{t('startFailedTitle')}</h1>
      <p>{t('startFailedText')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </main>
  );
}
