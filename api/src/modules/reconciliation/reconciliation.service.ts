/**
 * The daily reconciliation ("money always right"): each Nairobi day, our ledger's side of every
 * provider is compared with the provider's own records, and a report per (day, provider) is
 * stored. PayPal: our captured payments against PayPal's Transaction Search for the day. M-PESA:
 * Daraja's only listing (Pull Transactions: a shortcode's C2B transactions of the last 48 hours)
 * is not used yet, so the report lists what is still open on our side and asks M-PESA about each
 * again (STK Push Query for a payment, Transaction Status for a payout); the answer settles the
 * item through the usual paths (the status-result callback, the `reconcile` job), never here.
 *
 * A report with mismatches raises `reconciliation_mismatch` in the same transaction that stores it.
 */
import type { Db } from '../../db/database';
import type { LedgerService } from '../ledger/ledger.service';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import {
  capturedHostedPaymentsBetween,
  findHostedPayment,
  openMpesaPaymentsBetween,
  type PaymentRow,
} from '../checkout/payments-table';
import type { MpesaGateway, StkStatus } from '../wallet/mpesa-gateway';
import type { WalletService } from '../wallet/wallet.service';
import { payoutCents, pendingBetween } from '../wallet/withdrawals-table';
import { dayBounds, nairobiDay, nairobiYesterday } from '../../i18n/nairobi-days';
import { isPaypalCapture, lineFor, matchPaypal } from './paypal-matching';
import type { PaypalTransactionSearch } from './provider-records';
import { findReport, saveReport } from './reconciliation-reports-table';
import {
  countMismatches,
  countsOf,
  type OurRecord,
  type ReconciledProvider,
  type ReconciliationItem,
  type ReconciliationReport,
  type TheirRecord,
} from './reconciliation-report';
import { latestFloatReading } from '../wallet/mpesa-float-table';

/** How old an Account Balance reading the M-PESA report still shows. */
const FLOAT_READING_MAX_AGE_MS = 60 * 60_000;

/** PayPal lists a transaction up to three hours after it happened: a day is read after that. */
export const PROVIDER_DELAY_MS = 3 * 60 * 60 * 1000;
/** Transaction Search's widest range. */
const SEARCH_RANGE_MS = 31 * 24 * 60 * 60 * 1000;
/** Our payment statuses whose PayPal capture took the money. */
const CAPTURED: ReadonlySet<PaymentRow['status']> = new Set(['completed', 'duplicate', 'refunded']);

export interface ReconciliationProviders {
  /** PayPal's Transaction Search; null when PayPal is not the configured checkout. */
  paypal: PaypalTransactionSearch | null;
  /** M-PESA; null when it is off. */
  mpesa: MpesaGateway | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function stkAnswer(status: StkStatus): string {
  if (status.state === 'paid') return 'M-PESA says paid; the reconcile job funds the post';
  if (status.state === 'failed')
    return `M-PESA says failed (${status.resultCode} ${status.resultDesc}); the reconcile job settles it on M-PESA's word`;
  return 'M-PESA says it is still being processed; the reconcile job keeps asking';
}

export class ReconciliationService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly alerts: OperatorAlerts,
    private readonly wallet: WalletService,
    private readonly providers: ReconciliationProviders,
  ) {}

  /** The providers this server reconciles, as configured. */
  get configured(): ReconciledProvider[] {
    return [...(this.providers.paypal ? ['paypal' as const] : []), ...(this.providers.mpesa ? ['mpesa' as const] : [])];
  }

  /**
   * Reconciles one day with every configured provider, storing (or replacing) each report.
   * A provider that cannot be read fails the call, after the others' reports are stored.
   */
  async reconcileDay(day: string, now = new Date()): Promise<ReconciliationReport[]> {
    return this.reconcileEach(day, this.configured, now);
  }

  /**
   * The daily job: yesterday (Nairobi), once PayPal has had its three hours to list the day, for
   * each provider not reported yet. Several instances: the job's lock runs one at a time, and a
   * stored report is not made again; a provider that failed is tried again on the next tick.
   */
  async reportYesterday(now = new Date()): Promise<ReconciliationReport[]> {
    const day = nairobiYesterday(now);
    if (now.getTime() < dayBounds(day).end.getTime() + PROVIDER_DELAY_MS) return [];
    const due: ReconciledProvider[] = [];
    for (const provider of this.configured) if (!(await findReport(this.db, day, provider))) due.push(provider);
    return this.reconcileEach(day, due, now);
  }

  private async reconcileEach(
    day: string,
    providers: readonly ReconciledProvider[],
    now: Date,
  ): Promise<ReconciliationReport[]> {
    const reports: ReconciliationReport[] = [];
    const failures: string[] = [];
    for (const provider of providers) {
      try {
        reports.push(await this.reconcile(day, provider, now));
      } catch (error) {
        failures.push(`${provider}: ${errorText(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`Reconciliation of ${day} failed for ${failures.join('; ')}`);
    return reports;
  }

  /**
   * The B2C float as the newest Account Balance reading of the last hour gave it (the float job
   * reads it every five minutes); null without one.
   */
  private async floatCents(now: Date): Promise<number | null> {
    const reading = await latestFloatReading(this.db, new Date(now.getTime() - FLOAT_READING_MAX_AGE_MS));
    return reading?.utilityAvailableCents ?? null;
  }

  private async reconcile(day: string, provider: ReconciledProvider, now: Date): Promise<ReconciliationReport> {
    const items = provider === 'paypal' ? await this.paypalItems(day) : await this.mpesaItems(day);
    const report: ReconciliationReport = {
      day,
      provider,
      madeAt: now,
      mismatches: countMismatches(items),
      items,
      floatCents: provider === 'mpesa' ? await this.floatCents(now) : null,
    };
    await this.db.transaction(async (tx) => {
      await saveReport(tx, report);
      if (report.mismatches > 0) {
        const counts = countsOf(items);
        await this.alerts.raise(
          {
            kind: 'reconciliation_mismatch',
            subject: `reconciliation:${day}`,
            message:
              `The ${provider} reconciliation of ${day} found ${report.mismatches} difference(s): ` +
              `${counts.missing_ours} missing on our side, ${counts.missing_theirs} missing on ${provider}'s, ` +
              `${counts.amount_differs} with different amounts (${counts.matched} matched). ` +
              `Run: pnpm --filter @engage/api reconcile --date ${day}`,
          },
          tx,
        );
      }
    });
    return report;
  }

  private async paypalItems(day: string): Promise<ReconciliationItem[]> {
    const search = this.providers.paypal;
    if (!search) throw new Error('PayPal is not configured');
    const { start, end } = dayBounds(day);
    const theirs = await search.searchTransactions(start, end);
    const payments = await capturedHostedPaymentsBetween(this.db, start, end);
    const items = matchPaypal(await this.ourRecords(payments), theirs);
    const settled: ReconciliationItem[] = [];
    for (const item of items) settled.push(await this.acrossDays(search, item, end));
    return settled;
  }

  /** Our side of PayPal payments: the USD amount charged and the fee booked from PayPal's word. */
  private async ourRecords(payments: readonly PaymentRow[]): Promise<OurRecord[]> {
    const fees = await this.ledger.originalAmounts(payments.map((payment) => `provider-fee:${payment.id}`));
    return payments.map((payment) => {
      const fee = fees.get(`provider-fee:${payment.id}`);
      return {
        kind: 'payment',
        id: payment.id,
        reference: payment.receipt ?? '',
        status: payment.status,
        amount: { currency: payment.currency, cents: payment.originalAmountCents },
        ...(fee ? { fee } : {}),
      };
    });
  }

  /**
   * A capture one side dates on another day is not missing: PayPal dates a capture when it was
   * made, we when it completed, and a capture PayPal held for days (or one made at midnight)
   * falls on different days. So a line missing on one side is looked for on the other beyond the
   * day: our payment by its capture id, PayPal's record over the 31 days before the day's end.
   */
  private async acrossDays(
    search: PaypalTransactionSearch,
    item: ReconciliationItem,
    end: Date,
  ): Promise<ReconciliationItem> {
    if (item.category === 'missing_ours' && item.theirs) {
      const payment = await findHostedPayment(this.db, { captureId: item.theirs.id });
      if (!payment || !CAPTURED.has(payment.status) || !payment.completedAt) return item;
      const [ours] = await this.ourRecords([payment]);
      return ours ? lineFor(ours, item.theirs, `we booked it on ${nairobiDay(payment.completedAt)}`) : item;
    }
    if (item.category === 'missing_theirs' && item.ours?.reference) {
      const found = await search.searchTransactions(
        new Date(end.getTime() - SEARCH_RANGE_MS),
        end,
        item.ours.reference,
      );
      const theirs: TheirRecord | undefined = found.find(
        (record) => record.id === item.ours?.reference && isPaypalCapture(record),
      );
      if (theirs) return lineFor(item.ours, theirs, `PayPal lists it on ${nairobiDay(new Date(theirs.at))}`);
    }
    return item;
  }

  /** The day's M-PESA payments and payouts still open on our side, each asked about again. */
  private async mpesaItems(day: string): Promise<ReconciliationItem[]> {
    const mpesa = this.providers.mpesa;
    if (!mpesa) throw new Error('M-PESA is not configured');
    const { start, end } = dayBounds(day);
    const items: ReconciliationItem[] = [];
    for (const payment of await openMpesaPaymentsBetween(this.db, start, end)) {
      items.push({ category: 'open', ours: mpesaPayment(payment), note: await this.askStk(mpesa, payment) });
    }
    for (const payout of await pendingBetween(this.db, start, end)) {
      const asked = await this.wallet.askPayoutStatus(payout);
      items.push({
        category: 'open',
        ours: {
          kind: 'withdrawal',
          id: payout.id,
          reference: payout.originatorConversationId,
          status: payout.status,
          amount: { currency: 'KES', cents: payoutCents(payout) },
        },
        note:
          asked === 'settled'
            ? 'asked Transaction Status: M-PESA answered and the payout is now settled'
            : asked === 'asked'
              ? 'asked Transaction Status: M-PESA answers at the status-result URL, which settles the payout'
              : 'Transaction Status could not be asked (see the log); the reconcile job asks again',
      });
    }
    return items;
  }

  /**
   * An open STK payment has no M-PESA receipt yet, which Transaction Status needs; STK Push
   * Query (by CheckoutRequestID) is how M-PESA is asked about it. Only read here: the
   * `reconcile` job asks the same and settles the payment on the answer.
   */
  private async askStk(mpesa: MpesaGateway, payment: PaymentRow): Promise<string> {
    try {
      const status = await mpesa.stkStatus({
        checkoutRequestId: payment.providerRef,
        phone: payment.phone ?? '',
        amountCents: payment.amountCents,
        requestedAt: payment.acceptedAt ?? payment.createdAt,
      });
      return `asked STK Push Query: ${stkAnswer(status)}`;
    } catch (error) {
      return `STK Push Query could not be asked (${errorText(error)}); the reconcile job asks again`;
    }
  }
}

const mpesaPayment = (payment: PaymentRow): OurRecord => ({
  kind: 'payment',
  id: payment.id,
  reference: payment.providerRef,
  status: payment.status,
  amount: { currency: 'KES', cents: payment.amountCents },
});
