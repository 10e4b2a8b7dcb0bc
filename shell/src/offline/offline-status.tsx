/** The offline banner while the device has no connection; nothing, and no download, otherwise. */
import { lazy, Suspense } from 'react';
import { useOnline } from '@engage/shared/network/use-online';

const OfflineBanner = lazy(() => import(/* webpackChunkName: "offline-banner" */ './offline-banner'));

export function OfflineStatus() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
