/**
 * A list the server pages, filters and sorts: a real `<table>` with its caption, the page the
 * cursor points at, Previous/Next (the cursors seen so far), an optional checkbox per row for
 * actions on several at once, a loading skeleton, an empty state, an error with Retry, and
 * "Export CSV" of the same query.
 *
 *   <CursorTable caption="Payouts" route="operatorPayouts" query={{ state }} rowKey={(p) => p.id}
 *     columns={[{ header: 'Amount', cell: (p) => formatEarnings(p.amount) }]} csvName="payouts" />
 */
import { useState, type Key, type ReactNode } from 'react';
import { useQueryClient } from '@engage/shared/queries';
import { failureMessage } from '@engage/shared/api/failure';
import { notify } from '@engage/shared/ui/toasts';
import { EmptyState } from '@engage/ui/empty-state';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { exportCsv, useOperatorList, type ListQuery, type ListRoute, type RowOf } from '../api/operator-queries';
import { t } from '../messages';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface CursorTableProps<Route extends ListRoute, Row = RowOf<Route>> {
  caption: string;
  route: Route;
  /** The filters and sort; a change starts again from the first page. */
  query: Omit<ListQuery<Route>, 'cursor'>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  /** How a row is named to a screen reader, for its checkbox. */
  rowName?: (row: Row) => string;
  /** Rows picked for an action on several at once; absent: no checkboxes. */
  selection?: { selected: ReadonlySet<Key>; onChange: (selected: Set<Key>) => void };
  csvName: string;
}

export function CursorTable<Route extends ListRoute, Row extends RowOf<Route> = RowOf<Route>>({
  caption,
  route,
  query,
  columns,
  rowKey,
  rowName,
  selection,
  csvName,
}: CursorTableProps<Route, Row>) {
  const client = useQueryClient();
  // The cursors of the pages up to this one, for this query (other filters start at page one):
  // Previous goes back along them.
  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: queryKey,
    cursors: [undefined],
  });
  const cursors = paging.key === queryKey ? paging.cursors : [undefined];
  const setCursors = (next: (seen: (string | undefined)[]) => (string | undefined)[]) =>
    setPaging({ key: queryKey, cursors: next(cursors) });
  const [exporting, setExporting] = useState(false);
  const cursor = cursors[cursors.length - 1];
  const list = useOperatorList(route, { ...query, cursor } as unknown as ListQuery<Route>);
  const page = list.data as { items: Row[]; next_cursor: string | null } | undefined;

  async function download() {
    setExporting(true);
    try {
      await exportCsv(client, route, query as ListQuery<Route>, csvName);
    } catch (error) {
      notify.error(failureMessage(error, t('exportFailed')));
    } finally {
      setExporting(false);
    }
  }

  const toolbar = (
    <div className="eg-op-table__tools">
      <button type="button" className="eg-button eg-button--quiet" disabled={exporting} onClick={() => void download()}>
        {exporting ? t('exporting') : t('exportCsv')}
      </button>
    </div>
  );
  if (list.isPending) return <Skeleton lines={5} label={t('loading')} />;
  if (list.isError || !page) {
    return (
      <ErrorState
        message={failureMessage(list.error, t('loadFailed'))}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const rows = page.items;
  const keys = rows.map(rowKey);
  const allPicked = selection !== undefined && keys.length > 0 && keys.every((key) => selection.selected.has(key));
  const pick = (key: Key, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };

  return (
    <div className="eg-op-table" aria-busy={list.isFetching}>
      {toolbar}
      {rows.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <div className="eg-op-table__scroll">
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {selection && (
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={t('selectAll')}
                      checked={allPicked}
                      onChange={(event) => selection.onChange(event.target.checked ? new Set(keys) : new Set())}
                    />
                  </th>
                )}
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const key = rowKey(row);
                return (
                  <tr key={key}>
                    {selection && (
                      <td>
                        <input
                          type="checkbox"
                          aria-label={t('selectRow', { item: rowName ? rowName(row) : String(key) })}
                          checked={selection.selected.has(key)}
                          onChange={(event) => pick(key, event.target.checked)}
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.header} data-label={column.header}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="eg-op-table__pages">
        <button
          type="button"
          className="eg-button eg-button--quiet"
          disabled={cursors.length === 1}
          onClick={() => setCursors((seen) => seen.slice(0, -1))}
        >
          {t('previous')}
        </button>
        <button
          type="button"
          className="eg-button eg-button--quiet"
          disabled={!page.next_cursor}
          onClick={() => setCursors((seen) => [...seen, page.next_cursor ?? undefined])}
        >
          {t('next')}
        </button>
      </div>
    </div>
  );
}
