/**
 * The notifications' server state (spec 000 §7 "Alerts | GET list (page, or latest=true and
 * last_seen); POST read one {id}/; POST delete one {id}/; POST delete all; GET unread
 * (results)"), in the shared cache under the `notifications` key family, so that a task action
 * elsewhere (`refreshAfterTaskAction`) refreshes this page too.
 *
 * Nothing leaves the cache before the server confirmed it (deletes change the cache only after
 * the call succeeded).
 */
import { useMemo } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryFunctionContext,
} from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { numberedPages, uniqueBy } from '@engage/shared/api/paging';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { Notification, NotificationPage, UnreadAlertsResponse } from '@engage/shared/contract/alerts';

export type AlertsData = InfiniteData<NotificationPage, number>;

export const alertsListQuery = {
  queryKey: queryKeys.notifications.list,
  queryFn: ({ pageParam, signal, client }: { pageParam: number; signal: AbortSignal; client: QueryClient }) =>
    callApi('alerts', client, { query: { page: pageParam }, signal }),
  ...numberedPages,
};

export const unreadAlertsQuery = {
  queryKey: queryKeys.notifications.unread,
  queryFn: ({ signal, client }: QueryFunctionContext) => callApi('alertsUnread', client, { signal }),
};

export function useAlertsList(enabled: boolean) {
  return useInfiniteQuery({ ...alertsListQuery, enabled });
}

export function useUnreadAlerts(enabled: boolean) {
  return useQuery({ ...unreadAlertsQuery, enabled });
}

/**
 * Each notification once, in order: a live alert that a later page (offset paging shifts when
 * new ones arrive) or the shell's catch-up after a reconnect brings again is not shown twice.
 */
export function uniqueById(lists: readonly (readonly Notification[])[]): Notification[] {
  return uniqueBy(lists, (item) => item.id);
}

/** Changes (or, with `null`, removes) notifications in every cached list of the family. */
function updateCached(client: QueryClient, change: (item: Notification) => Notification | null): void {
  const apply = (items: Notification[]) =>
    items.flatMap((item) => {
      const next = change(item);
      return next ? [next] : [];
    });
  client.setQueryData<AlertsData>(queryKeys.notifications.list, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, results: apply(page.results) })) } : data,
  );
  client.setQueryData<UnreadAlertsResponse>(queryKeys.notifications.unread, (data) =>
    data ? { ...data, results: apply(data.results) } : data,
  );
}

/** Marks the family stale without refetching what is on screen (the next visit loads afresh). */
function markStale(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.notifications.all, refetchType: 'none' });
}

/**
 * Spec 000 §4 "expanding marks it read once": one `POST alerts/{id}/read/`. The dot goes at
 * once; if the server refuses, the notification is unread again (and the next expand retries).
 * It stays in the Unread tab while on screen (it would vanish under the reader's eyes) and is
 * gone from it at the next visit of the tab. Several may run at once: callers use `mutateAsync`,
 * whose promise is each call's own.
 */
export function useMarkRead() {
  const client = useQueryClient();
  const seen = (id: number, value: boolean) =>
    updateCached(client, (item) => (item.id === id ? { ...item, is_seen: value } : item));
  return useMutation({
    mutationFn: (id: number, { client: cache }) => callApi('alertRead', cache, { params: { id } }),
    onMutate: (id) => seen(id, true),
    onError: (_error, id) => seen(id, false),
    onSuccess: () => markStale(client),
  });
}

const deleteAlertKey = [...queryKeys.notifications.all, 'delete'] as const;

/** Spec 000 §7 "POST delete one {id}/": removed from the cache once the server confirmed it. */
export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: deleteAlertKey,
    mutationFn: (id: number, { client: cache }) => callApi('alertDelete', cache, { params: { id } }),
    onSuccess: (_answer, id) => {
      updateCached(client, (item) => (item.id === id ? null : item));
      return markStale(client);
    },
  });
}

/** The ids whose delete is under way (several may be): their items show as busy. */
export function useDeletingAlerts(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: deleteAlertKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as number,
  });
  return useMemo(() => new Set(ids), [ids]);
}

/** Spec 000 §7 "POST delete all": every list empties once the server confirmed it. */
export function useDeleteAllAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_: void, { client: cache }) => callApi('alertsDeleteAll', cache),
    onSuccess: () => {
      updateCached(client, () => null);
      client.setQueryData<AlertsData>(queryKeys.notifications.list, (data) =>
        data ? { pages: [{ results: [], next: null, previous: null }], pageParams: [1] } : data,
      );
      return markStale(client);
    },
  });
}
