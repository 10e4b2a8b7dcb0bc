/**
 * The statement (ours, issue 14): every movement of the user's money from the ledger, newest
 * first, a page at a time, each line with its account's balance after it — the newest
 * 'Available' balance is the available earnings shown above.
 */
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatementAccount, StatementEntry } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { DataTable, type DataColumn } from '@engage/shared/ui/data-table';
import { EmptyState } from '@engage/shared/ui/empty-state';
import { ErrorState } from '@engage/shared/ui/error-state';
import { Skeleton } from '@engage/shared/ui/skeleton';
import { STATEMENT_ROWS, statementQuery } from '../api/wallet-queries';
import { t } from '../messages';

const accountName = (account: StatementAccount) => t(`account_${account}`);

function signed(amount: number, currency: string): string {
  return amount > 0 ? `+${formatEarnings(amount, currency)}` : `−${formatEarnings(Math.abs(amount), currency)}`;
}

function columns(currency: string): DataColumn<StatementEntry>[] {
  return [
    {
      header: t('dateColumn'),
      cell: (row) => <time dateTime={row.date}>{formatDate(row.date, { withTime: true })}</time>,
    },
    { header: t('descriptionColumn'), cell: (row) => row.description },
    { header: t('accountColumn'), cell: (row) => accountName(row.account) },
    { header: t('amountColumn'), cell: (row) => signed(row.amount, currency) },
    { header: t('balanceColumn'), cell: (row) => formatEarnings(row.balance, currency) },
  ];
}

export function Statement({ currency }: { currency: string }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...statementQuery(page), placeholderData: keepPreviousData });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.count / STATEMENT_ROWS)) : 1;

  let body;
  if (query.isPending) body = <Skeleton lines={3} />;
  else if (query.isError)
    body = <ErrorState message={t('statementError')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />;
  else if (query.data.count === 0) body = <EmptyState text={t('statementEmpty')} />;
  else
    body = (
      <>
        <DataTable
          caption={t('statementHeading')}
          rows={query.data.results}
          rowKey={(row) => row.id}
          pageSize={STATEMENT_ROWS}
          columns={columns(currency)}
        />
        <nav className="eg-wallet__pager" aria-label={t('statementHeading')}>
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
            disabled={!query.data.next || query.isPlaceholderData}
            onClick={() => setPage((current) => current + 1)}
          >
            {t('nextPage')}
          </button>
        </nav>
      </>
    );

  return (
    <section className="eg-card" aria-labelledby={`${id}-title`} aria-busy={query.isFetching}>
      <h2 id={`${id}-title`} className="eg-card__heading">
        {t('statementHeading')}
      </h2>
      <p className="eg-wallet__note">{t('statementIntro')}</p>
      {body}
    </section>
  );
}
