/**
 * The providers' own records, as the reconciliation reads them: a port the real adapters
 * implement (providers/paypal/paypal-checkout.ts), so the matching never sees a provider's wire.
 */
import type { TheirRecord } from './reconciliation-report';

export interface PaypalTransactionSearch {
  /**
   * PayPal's transactions initiated in [start, end), every page of them (Transaction Search,
   * GET /v1/reporting/transactions). PayPal lists a transaction up to three hours after it
   * happened, so a day is complete only three hours after it ends. With `transactionId`, only
   * that transaction's records (PayPal's transaction_id filter).
   */
  searchTransactions(start: Date, end: Date, transactionId?: string): Promise<TheirRecord[]>;
}
