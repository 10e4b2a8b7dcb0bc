/**
 * A receipt to print: a section of the report page (no route of its own) with the receipt's
 * lines and a Print button. When printing, post-report.css hides everything else on the page —
 * the app's navigation included — and lays this section out alone.
 */
import { useCallback } from 'react';
import type { Receipt } from '@engage/shared/contract/post-report';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { useReceipt, type ReceiptKind } from '../api/report-api';
import { t } from '../messages';

function providerName(provider: NonNullable<Receipt['provider']>): string {
  if (provider === 'mpesa') return 'M-PESA';
  if (provider === 'paypal') return 'PayPal';
  return t(provider === 'balance' ? 'receiptBalance' : 'receiptCard');
}

function receiptLines(receipt: Receipt): [string, string][] {
  const lines: [string, string][] = [
    [t('receiptNumber'), `${receipt.kind === 'payment' ? 'P' : 'R'}-${receipt.id}`],
    [t('receiptDate'), formatDate(receipt.date, { withTime: true })],
    [t('receiptAccount'), `${receipt.producer.username} <${receipt.producer.email}>`],
    [t('receiptPost'), receipt.post.title || receipt.post.link_url],
    [t('receiptDescription'), receipt.description],
    [t('receiptAmount'), formatEarnings(receipt.amount, receipt.currency)],
  ];
  if (receipt.provider) {
    // A return that has a provider was refunded through it.
    lines.push([
      t(receipt.kind === 'return' ? 'receiptRefundedTo' : 'receiptPaidWith'),
      providerName(receipt.provider),
    ]);
    lines.push([t('receiptProviderReference'), receipt.reference]);
    if (receipt.receipt)
      lines.push([t(receipt.provider === 'mpesa' ? 'receiptMpesaReceipt' : 'receiptProviderReceipt'), receipt.receipt]);
  } else {
    lines.push([t('receiptLedgerReference'), receipt.reference]);
  }
  return lines;
}

export function ReceiptView({ kind, id, onClose }: { kind: ReceiptKind; id: number; onClose: () => void }) {
  const receipt = useReceipt(kind, id);
  // The section takes focus when it opens, so a keyboard or screen reader user lands on it.
  const focusOnce = useCallback((section: HTMLElement | null) => section?.focus(), []);
  const headingId = `eg-receipt-${kind}-${id}`;

  return (
    <section
      className="eg-card eg-receipt-print"
      aria-labelledby={headingId}
      aria-busy={receipt.isPending}
      tabIndex={-1}
      ref={focusOnce}
    >
      <h2 id={headingId} className="eg-card__heading">
        {t('receiptHeading')}
      </h2>
      {receipt.isPending && <Skeleton lines={6} />}
      {receipt.isError && (
        <ErrorState message={t('receiptLoadError')} onRetry={() => void receipt.refetch()} retryLabel={t('retry')} />
      )}
      {receipt.data && (
        <dl className="eg-receipt-print__lines" data-private>
          {receiptLines(receipt.data).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="eg-receipt-print__actions">
        <button type="button" className="eg-button" disabled={!receipt.data} onClick={() => window.print()}>
          {t('print')}
        </button>
        <button type="button" className="eg-button eg-button--quiet" onClick={onClose}>
          {t('closeReceipt')}
        </button>
      </div>
    </section>
  );
}
