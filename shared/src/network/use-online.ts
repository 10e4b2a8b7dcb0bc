/**
 * Whether the browser has a connection, for what must not be tried without one: a like, a task,
 * a payment or a withdrawal is disabled while offline, with the reason, rather than sent to fail
 * or queued (nothing that moves money is ever queued).
 *
 *   const offline = useOfflineReason();
 *   <button disabled={busy || offline !== undefined} title={offline}>Withdraw</button>
 *
 * The browser's own flag: it is false when the device has no network at all, which is what this
 * is for; a flaky link that still counts as online is the API client's to retry (client.ts).
 */
import { useSyncExternalStore } from 'react';
import { t } from '@engage/shared/network/messages';
import { isOnline } from '@engage/shared/network/online';

/**
 * Every reader shares one pair of window listeners: each card of a long list reads this, and
 * cards mount and unmount on every few frames of a scroll.
 */
const readers = new Set<() => void>();
const changedAll = () => readers.forEach((changed) => changed());

function subscribe(changed: () => void): () => void {
  if (readers.size === 0) {
    window.addEventListener('online', changedAll);
    window.addEventListener('offline', changedAll);
  }
  readers.add(changed);
  return () => {
    readers.delete(changed);
    if (readers.size > 0) return;
    window.removeEventListener('online', changedAll);
    window.removeEventListener('offline', changedAll);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Why an action is disabled while offline, for its `title` (read out as its description);
 * undefined while online, when nothing stops it.
 */
export function useOfflineReason(): string | undefined {
  return useOnline() ? undefined : t('needsConnection');
}
