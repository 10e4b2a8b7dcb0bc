/**
 * The transaction history (spec 001 §2 "transaction history (table, 5 rows per page)"), the one
 * list of what happened to the money: the statement (ours), one line for each thing that happened to the user's money, newest first,
 * a page at a time, each with what they could withdraw right after it (available earnings plus
 * withdrawable referral rewards). A reward within its hold says so and leaves that balance as it
 * was; a withdrawal says where it is (delayed, when our M-PESA float is short), and once paid,
 * M-PESA's receipt. Every kind of line reads the same way, the server's description beside a
 * signed amount: a closed post's unspent budget coming back (`post_return`) is a credit like a
 * reward that became withdrawable. A withdrawal with withholding tax says the tax held back and
 * what M-PESA pays.
 */
import { useId, useState } from 'react';
import type { StatementLine } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { DataTable, type DataColumn } from '@engage/ui/data-table';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import { STATEMENT_ROWS, useStatement } from '../api/wallet-queries';
import { t } from '../messages';

function signed(amount: number, currency: string): string {
  return amount > 0 ? `+${formatEarnings(amount, currency)}` : `−${formatEarnings(Math.abs(amount), currency)}`;
}

/** The line's second line: pending, or where a withdrawal is. */
function detail(row: StatementLine): string | null {
  if (row.pending) return t('linePending');
  if (row.status === 'paid') return row.receipt ? t('linePaidReceipt', { receipt: row.receipt }) : t('linePaid');
  if (row.status === 'on_its_way') return t('inFlight');
  if (row.status === 'delayed') return t('lineDelayed');
  if (row.status === 'review') return t('lineInReview');
  if (row.status === 'failed') return t('lineFailed');
  return null;
}

function columns(currency: string): DataColumn<StatementLine>[] {
  return [
    {
      header: t('dateColumn'),
      cell: (row) => <time dateTime={row.date}>{formatDate(row.date, { withTime: true })}</time>,
    },
    {
      header: t('whatHappenedColumn'),
      cell: (row) => {
        const more = detail(row);
        // One box, so the phone's card layout (label beside value) keeps the two lines together.
        return (
          <span className="eg-wallet__line">
            {row.description}
            {more && (
              <span
                className={`eg-wallet__line-detail eg-wallet__line-detail--${row.pending ? 'pending' : (row.status ?? 'none')}`}
              >
                {more}
              </span>
            )}
            {row.tax !== undefined && row.tax > 0 && (
              <span className="eg-wallet__line-detail" data-testid="statement-line-tax">
                {t('lineWithholding', {
                  tax: formatEarnings(row.tax, currency),
                  rate: String(Math.round((row.tax_rate ?? 0) * 10_000) / 100),
                  paid: formatEarnings(Math.abs(row.amount) - row.tax, currency),
                })}
              </span>
            )}
          </span>
        );
      },
    },
    {
      header: t('amountColumn'),
      cell: (row) => (
        <span className={row.pending ? 'eg-wallet__amount--pending' : row.amount < 0 ? 'eg-wallet__amount--out' : ''}>
          {signed(row.amount, currency)}
        </span>
      ),
    },
    { header: t('withdrawableColumn'), cell: (row) => formatEarnings(row.balance, currency) },
  ];
}

export function Statement({ currency }: { currency: string }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useStatement(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.count / STATEMENT_ROWS)) : 1;

  return (
    <section className="eg-card" aria-labelledby={`${id}-title`} aria-busy={query.isFetching}>
      <h2 id={`${id}-title`} className="eg-card__heading">
        {t('historyHeading')}
      </h2>
      <p className="eg-wallet__note">{t('statementIntro')}</p>
      {query.data && query.data.balances.referral > 0 && (
        <p className="eg-wallet__note" data-testid="statement-withdrawable">
          {t('statementWithdrawable', {
            total: formatEarnings(query.data.balances.withdrawable, currency),
            earnings: formatEarnings(query.data.balances.available, currency),
            referral: formatEarnings(query.data.balances.referral, currency),
          })}
        </p>
      )}
      <QueryView
        query={query}
        loading={<Skeleton lines={3} />}
        error={t('statementError')}
        retryLabel={t('retry')}
        empty={t('statementEmpty')}
        isEmpty={(statement) => statement.count === 0}
      >
        {(statement) => (
          <>
            <DataTable
              caption={t('historyHeading')}
              rows={statement.results}
              rowKey={(row) => row.id}
              pageSize={STATEMENT_ROWS}
              columns={columns(currency)}
            />
            <nav className="eg-wallet__pager" aria-label={t('historyHeading')}>
              <button
                type="button"
                className="eg-button eg-button--quiet"
                disabled={page <= 1}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                {t('previousPage')}
              </button>
              <span aria-live="polite">{t('statementPage', { page: String(page), pages: String(pages) })}</span>
              <button
                type="button"
                className="eg-button eg-button--quiet"
                disabled={!statement.next || query.isPlaceholderData}
                onClick={() => setPage((current) => current + 1)}
              >
                {t('nextPage')}
              </button>
            </nav>
          </>
        )}
      </QueryView>
    </section>
  );
}
