/**
 * "You are offline": shown above every page while the device has no connection, so a page drawn
 * from what this phone kept (the shell, the areas' files, the feed's last first page) is not taken
 * for a live one, and the disabled likes, tasks and payments have their reason on screen. It goes
 * away by itself when the connection returns, as the page's data refreshes.
 *
 * Downloaded only when first needed (App.tsx); the service worker keeps it with the shell's files,
 * so it is there when the network is not.
 */
import { t } from './messages';
import './offline-banner.css';

export function OfflineBanner() {
  return (
    <div className="eg-offline-banner" role="status">
      <strong className="eg-offline-banner__title">{t('offline')}</strong>
      {t('offlineDetail')}
    </div>
  );
}

export default OfflineBanner;
