/**
 * The referred users (spec 001 §2 "a referred-users table with columns USER #, CREDIT DATE,
 * STATUS, AMOUNT (currency or KES), all sortable, with infinite paging"): the kit's DataTable
 * showing every row loaded so far (cards under 768 px), and the next page loading as the last
 * row comes into view. Sorting orders the rows loaded so far.
 */
import { useEffect, useRef } from 'react';
import type { Referral } from '@engage/shared/contract/affiliate';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { DataTable, type DataColumn } from '@engage/ui/data-table';
import { t } from '../messages';

/** The API's words for a referral's status, in the page's language; an unknown one as the API gave it. */
const statusMessages: Partial<Record<string, Parameters<typeof t>[0]>> = {
  Pending: 'statusPending',
  Paid: 'statusPaid',
  Void: 'statusVoid',
  'No payment yet': 'statusNone',
};

function statusText(status: string): string {
  const key = Object.hasOwn(statusMessages, status) ? statusMessages[status] : undefined;
  return key ? t(key) : status;
}

interface ReferralsTableProps {
  rows: readonly Referral[];
  currency: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
}

export function referralColumns(currency: string): DataColumn<Referral>[] {
  return [
    { header: t('userColumn'), cell: (row) => `#${row.user_id}`, sortValue: (row) => row.user_id },
    {
      header: t('dateColumn'),
      cell: (row) => <time dateTime={row.referral_date}>{formatDate(row.referral_date)}</time>,
      sortValue: (row) => new Date(row.referral_date).getTime() || 0,
    },
    {
      header: t('statusColumn'),
      // A voided reward says why (the server's words, in the page's language).
      cell: (row) =>
        row.void_reason ? (
          <>
            {statusText(row.payment_status)}
            <span className="eg-affiliate__reason">{row.void_reason}</span>
          </>
        ) : (
          statusText(row.payment_status)
        ),
      sortValue: (row) => statusText(row.payment_status),
    },
    {
      header: t('amountColumn'),
      cell: (row) => formatEarnings(row.payable_amount, currency),
      sortValue: (row) => row.payable_amount,
    },
  ];
}

/** Calls `onVisible` whenever the element scrolls into view (or is in view when it appears). */
function useWhenVisible(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 120px 0px', threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

export function ReferralsTable({
  rows,
  currency,
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
}: ReferralsTableProps) {
  const canLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useWhenVisible(fetchNextPage, canLoad);

  return (
    <section className="eg-affiliate__table" aria-labelledby="eg-affiliate-table-title">
      <h2 id="eg-affiliate-table-title" className="eg-card__heading">
        {t('tableTitle')}
      </h2>
      <DataTable
        caption={t('tableTitle')}
        rows={rows}
        rowKey={(row) => row.user_id}
        pageSize={Math.max(rows.length, 1)}
        columns={referralColumns(currency)}
      />
      <div ref={sentinel} data-testid="referrals-end" aria-hidden="true" className="eg-affiliate__end" />
      {isFetchingNextPage && (
        <p className="eg-affiliate__status" role="status">
          {t('loadingMore')}
        </p>
      )}
      {isFetchNextPageError && (
        <div className="eg-affiliate__status" role="alert">
          <span>{t('moreError')}</span>
          <button type="button" className="eg-button eg-button--quiet" onClick={fetchNextPage}>
            {t('retry')}
          </button>
        </div>
      )}
    </section>
  );
}
