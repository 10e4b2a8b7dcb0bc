/**
 * The notifications page (spec 000 §2 "Notifications page"): tabs All and Unread, Clear all,
 * 'Notifications will appear here.' when there is nothing (or the load failed, with Retry),
 * ten a page with infinite scroll, live alerts from the bus on top at once (each id once, also
 * after the shell's catch-up on reconnect), and opening the page clears the alerts flag
 * (spec 000 §4 "cleared when that view opens").
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { publish, subscribe } from '@engage/shared/bus';
import type { Notification } from '@engage/shared/contract/alerts';
import { ConfirmDialog } from '@engage/ui/confirm-dialog';
import { EmptyState } from '@engage/ui/empty-state';
import { InfiniteList } from '@engage/ui/infinite-list';
import { CardSkeletons } from '@engage/ui/skeleton';
import { Tabs, tabPanelId } from '@engage/ui/tabs';
import { notify } from '@engage/shared/ui/toasts';
import {
  uniqueById,
  useAlertsList,
  useDeleteAlert,
  useDeleteAllAlerts,
  useDeletingAlerts,
  useMarkRead,
  useUnreadAlerts,
} from '../api/alerts-queries';
import { NotificationItem } from '../components/notification-item';
import { t } from '../messages';
import './notifications.css';

type Tab = 'all' | 'unread';

const alertKey = (notification: Notification) => notification.id;

/** Spec 000 §4 "Unread flags ... cleared when that view opens" — also for alerts arriving while it is open. */
function clearAlertsFlag(): void {
  publish('unread:set', { tab: 'alerts', unread: false });
}

/**
 * Alerts the shell republishes from the websocket (`alerts:new`), newest first, each id once.
 * Kept beside the fetched pages rather than in them, so a page that arrives later (or a load
 * still under way) cannot drop one.
 */
function useLiveAlerts() {
  const [live, setLive] = useState<Notification[]>([]);
  useEffect(() => {
    clearAlertsFlag();
    return subscribe('alerts:new', ({ payload }) => {
      setLive((current) => (current.some((item) => item.id === payload.id) ? current : [payload, ...current]));
      // The shell raises the flag right after publishing; we are on the page, so lower it again.
      setTimeout(clearAlertsFlag, 0);
    });
  }, []);
  return [live, setLive] as const;
}

export function NotificationsPage() {
  const [tab, setTabState] = useState<Tab>('all');
  /** Read during this visit of the Unread tab: they stay (dot gone) until the tab is opened again. */
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const list = useAlertsList(tab === 'all');
  const unread = useUnreadAlerts(tab === 'unread');
  const [live, setLive] = useLiveAlerts();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const markRead = useMarkRead().mutateAsync;
  const deleteAlert = useDeleteAlert().mutateAsync;
  const deleting = useDeletingAlerts();
  const clearAllMutation = useDeleteAllAlerts();
  const clearing = clearAllMutation.isPending;
  /** Ids whose read call was made (or is under way): spec 000 §4 "marks it read once". */
  const readCalls = useRef(new Set<number>());

  const items = useMemo(() => {
    const fetched =
      tab === 'all' ? (list.data?.pages ?? []).flatMap((page) => page.results) : (unread.data?.results ?? []);
    // A live alert the server has already listed stays where the server put it.
    const listed = new Set(fetched.map((item) => item.id));
    const fresh = live.filter((item) => !listed.has(item.id));
    // Unread: the unread live alerts, then what the server lists as unread (a read one stays until the next visit).
    return uniqueById([
      tab === 'all' ? fresh : fresh.filter((item) => !item.is_seen || readHere.has(item.id)),
      fetched,
    ]);
  }, [tab, live, list.data, unread.data, readHere]);

  function setTab(next: Tab) {
    setReadHere(new Set());
    setTabState(next);
  }

  const current = tab === 'all' ? list : unread;
  const retry = current.refetch;

  const toggle = useCallback(
    (notification: Notification) => {
      setExpanded((open) => {
        const next = new Set(open);
        if (next.has(notification.id)) next.delete(notification.id);
        else next.add(notification.id);
        return next;
      });
      if (notification.is_seen || readCalls.current.has(notification.id)) return;
      readCalls.current.add(notification.id);
      if (tab === 'unread') setReadHere((ids) => new Set(ids).add(notification.id));
      const seen = (value: boolean) =>
        setLive((all) => all.map((item) => (item.id === notification.id ? { ...item, is_seen: value } : item)));
      seen(true);
      markRead(notification.id).catch(() => {
        // Unread again; the next expand tries once more.
        readCalls.current.delete(notification.id);
        seen(false);
      });
    },
    [markRead, setLive, tab],
  );

  const remove = useCallback(
    (notification: Notification) => {
      const toast = notify.loading(t('deleting'));
      deleteAlert(notification.id)
        .then(() => {
          setLive((all) => all.filter((item) => item.id !== notification.id));
          notify.settle(toast, 'success', t('deleted'));
        })
        .catch(() => notify.settle(toast, 'error', t('failed')));
    },
    [deleteAlert, setLive],
  );

  async function clearAll() {
    try {
      await clearAllMutation.mutateAsync();
      setLive([]);
      setAsking(false);
      notify.success(t('clearedAll'));
    } catch {
      notify.error(t('failed'));
    }
  }

  const renderItem = useCallback(
    (notification: Notification) => (
      <NotificationItem
        notification={notification}
        expanded={expanded.has(notification.id)}
        deleting={deleting.has(notification.id)}
        onToggle={toggle}
        onDelete={remove}
      />
    ),
    [expanded, deleting, toggle, remove],
  );

  let content;
  if (current.isPending && items.length === 0) {
    content = <CardSkeletons count={3} />;
  } else if (items.length === 0) {
    // Spec 000 §2 "empty message 'Notifications will appear here.'" — also on a failed load.
    content = (
      <EmptyState
        text={t('empty')}
        onRetry={current.isError ? () => void retry() : undefined}
        retryLabel={t('retry')}
      />
    );
  } else if (tab === 'all') {
    content = (
      <InfiniteList
        items={items}
        itemKey={alertKey}
        estimateSize={96}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        isFetchNextPageError={list.isFetchNextPageError}
        fetchNextPage={() => void list.fetchNextPage()}
        label={t('listLabel')}
        renderItem={renderItem}
      />
    );
  } else {
    content = (
      <div role="feed" aria-label={t('listLabel')}>
        {items.map((item) => (
          <div key={item.id}>{renderItem(item)}</div>
        ))}
      </div>
    );
  }

  return (
    <section className="eg-alerts" aria-labelledby="eg-alerts-title">
      <h1 id="eg-alerts-title" className="eg-visually-hidden">
        {t('pageTitle')}
      </h1>
      <div className="eg-alerts__bar">
        <Tabs
          label={t('tabsLabel')}
          tabs={[
            { value: 'all', label: t('tabAll') },
            { value: 'unread', label: t('tabUnread') },
          ]}
          value={tab}
          onChange={setTab}
        />
        <button
          type="button"
          className="eg-button eg-button--quiet eg-alerts__clear"
          disabled={clearing}
          onClick={() => setAsking(true)}
        >
          {t('clearAll')}
        </button>
      </div>
      <div role="tabpanel" id={tabPanelId(t('tabsLabel'))} aria-labelledby={`eg-tab-notifications-${tab}`}>
        {content}
      </div>
      {asking && (
        <ConfirmDialog
          title={t('clearAllTitle')}
          message={t('clearAllMessage')}
          confirmLabel={t('clearAll')}
          cancelLabel={t('cancel')}
          busy={clearing}
          onConfirm={() => void clearAll()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
