/**
 * A sortable, paged table (the wallet's transactions: 5 rows a page, spec 001 §9). Headers
 * with a sort key are buttons (`aria-sort` says the order); Previous / Next with 'Page x of y'.
 * Under 768 px each row becomes a card, each cell labelled by its column.
 *
 *   <DataTable caption="Transactions" rows={transactions} rowKey={(row) => row.id} pageSize={5}
 *     columns={[
 *       { header: 'Date', cell: (row) => formatDate(row.date), sortValue: (row) => row.date },
 *       { header: 'Amount', cell: (row) => formatEarnings(row.amount), sortValue: (row) => row.amount },
 *     ]} />
 */
import { useState, type Key, type ReactNode } from 'react';
import { kitText } from '@engage/shared/ui/messages';
import './kit.css';

export interface DataColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number;
}

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => Key;
  pageSize?: number;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

type Sort = { column: number; direction: 'ascending' | 'descending' } | null;

function sorted<T>(rows: readonly T[], columns: readonly DataColumn<T>[], sort: Sort): readonly T[] {
  const value = sort ? columns[sort.column]?.sortValue : undefined;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    return (left < right ? -1 : left > right ? 1 : 0) * sign;
  });
}

export function DataTable<T>({ caption, rows, columns, rowKey, pageSize = 10, empty }: DataTableProps<T>) {
  const [sort, setSort] = useState<Sort>(null);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages - 1);
  if (rows.length === 0 && empty) return <>{empty}</>;
  const visible = sorted(rows, columns, sort).slice(current * pageSize, (current + 1) * pageSize);

  function sortBy(column: number) {
    setSort((previous) =>
      previous?.column === column && previous.direction === 'ascending'
        ? { column, direction: 'descending' }
        : { column, direction: 'ascending' },
    );
    setPage(0);
  }

  return (
    <div className="eg-table">
      <table>
        <caption className="eg-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.header} scope="col" aria-sort={sort?.column === index ? sort.direction : undefined}>
                {column.sortValue ? (
                  <button type="button" className="eg-table__sort" onClick={() => sortBy(index)}>
                    {column.header}
                    <span aria-hidden="true">
                      {sort?.column === index ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visible.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="eg-table__pages" aria-label={kitText('tablePages', { caption })}>
          <button type="button" className="eg-button" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {kitText('previousPage')}
          </button>
          <span aria-live="polite">{kitText('pageOf', { page: current + 1, pages })}</span>
          <button
            type="button"
            className="eg-button"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {kitText('nextPage')}
          </button>
        </nav>
      )}
    </div>
  );
}
