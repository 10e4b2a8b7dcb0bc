/**
 * Transaction history (spec 001 §3 Transaction: transaction_id, status_description,
 * transaction_date, transaction_status, transaction_amount, transaction_type; §9 "5 rows per
 * page"). Where the original shows a fixed period and a fixed 'Withdrawals' filter, ours are
 * real: the period is the range of the rows listed and the type filter filters. A withdrawal on
 * its way says so, and turns paid or failed when the B2C result arrives.
 */
import { useId, useMemo, useState } from 'react';
import type { Transaction } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { DataTable, type DataColumn } from '@engage/ui/data-table';
import { EmptyState } from '@engage/ui/empty-state';
import {
  TRANSACTIONS_PAGE_SIZE,
  filterByType,
  isInFlight,
  statementPeriod,
  transactionTypes,
} from '../api/wallet-queries';
import { transactionStatus, transactionType } from '../api/server-words';
import { t } from '../messages';

const time = (value: string) => new Date(value).getTime() || 0;

function statusClass(status: string): string {
  const key = status.toLowerCase();
  if (key === 'completed' || key === 'paid' || key === 'success') return 'eg-wallet__status--ok';
  if (key === 'failed' || key === 'cancelled') return 'eg-wallet__status--bad';
  return 'eg-wallet__status--wait';
}

export function transactionColumns(currency: string): DataColumn<Transaction>[] {
  return [
    { header: t('idColumn'), cell: (row) => row.transaction_id, sortValue: (row) => row.transaction_id },
    {
      header: t('dateColumn'),
      cell: (row) => (
        <time dateTime={row.transaction_date}>{formatDate(row.transaction_date, { withTime: true })}</time>
      ),
      sortValue: (row) => time(row.transaction_date),
    },
    { header: t('descriptionColumn'), cell: (row) => row.status_description },
    { header: t('typeColumn'), cell: (row) => transactionType(row), sortValue: transactionType },
    {
      header: t('statusColumn'),
      cell: (row) => (
        <span className={`eg-wallet__status ${statusClass(row.transaction_status)}`}>
          {transactionStatus(row)}
          {isInFlight(row) && <span className="eg-wallet__in-flight"> · {t('inFlight')}</span>}
        </span>
      ),
      sortValue: transactionStatus,
    },
    {
      header: t('amountColumn'),
      cell: (row) => formatEarnings(row.transaction_amount, currency),
      sortValue: (row) => row.transaction_amount,
    },
  ];
}

export function TransactionsTable({ rows, currency }: { rows: readonly Transaction[]; currency: string }) {
  const id = useId();
  const [type, setType] = useState('all');
  const types = useMemo(() => transactionTypes(rows), [rows]);
  const listed = useMemo(() => filterByType(rows, type), [rows, type]);
  const period = statementPeriod(listed);

  return (
    <section className="eg-card eg-wallet__history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="eg-card__heading">
        {t('historyHeading')}
      </h2>
      <div className="eg-wallet__toolbar">
        <p className="eg-wallet__note" data-testid="statement-period">
          {period ? t('period', { from: formatDate(period.from), to: formatDate(period.to) }) : t('noPeriod')}
        </p>
        <div className="eg-field eg-wallet__filter">
          <label htmlFor={`${id}-type`}>{t('typeFilter')}</label>
          <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value)}>
            <option value="all">{t('allTypes')}</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {transactionType({ transaction_type: value })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        key={type}
        caption={t('historyHeading')}
        rows={listed}
        rowKey={(row) => `${row.transaction_type}:${row.transaction_id}`}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        columns={transactionColumns(currency)}
        empty={<EmptyState text={rows.length === 0 ? t('noTransactions') : t('noTransactionsOfType')} />}
      />
    </section>
  );
}
