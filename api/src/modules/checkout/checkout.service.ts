/**
 * Paying for a post (spec 001 §4, §7): PayPal and card through a hosted approve page, M-PESA
 * through an STK push, and the one step that matters — funding the link's escrow.
 *
 * Exactly once: whatever the provider, a payment funds its link in one transaction that locks
 * the payment row, then the link row, and only moves money when the payment is still open and
 * the link still unpaid; the ledger transfer's idempotency key (`fund-link:{link}:payment:{payment}`) and a
 * unique index (one completed payment per link) back that up. A callback replayed, duplicated
 * or delivered concurrently therefore changes nothing after the first; a failed or cancelled
 * payment funds nothing.
 *
 * Money taken is always in the ledger. A PayPal or card payment for a post that
 * another payment has funded meanwhile is refused before it is captured. An M-PESA payment is
 * taken before we hear of it, so a second one is booked into `payment_refunds` (status
 * `duplicate`, 'Refund pending'), given back through the provider's `refund`, and booked out
 * again once the provider accepts (status `refunded`); a refused refund stays pending and the
 * `refunds` job tries again.
 *
 * PayPal does not settle KES: its checkout is priced in USD at PAYPAL_KES_PER_USD, and the
 * payment row and the ledger transfer keep the USD amount and the rate beside the KES amount.
 *
 * The funding transfer: external provider −amount; the link's escrow +reward × targets;
 * platform fees +the rest, less a referral reward when this is a referred producer's first
 * funded post (→ the referrer's pending referral balance). SQL for `payments` is in payments-table.ts.
 *
 * The steps live beside this file: payment-funding.ts (funding, shared by all), hosted-payments.ts
 * (PayPal, card), stk-payments.ts (M-PESA) and refunds.ts; this service is their one entry.
 */
import type { Db } from '../../db/database';
import type { UserText } from '../../i18n/messages';
import type { NotificationsService } from '../alerts/alerts.service';
import type { OperatorAlerts } from '../operator-alerts/operator-alerts';
import type { LedgerService } from '../ledger/ledger.service';
import type { PostingService } from '../posting/posting.service';
import type { PostLife } from '../posting/post-life';
import type { PostsPublisher } from '../posting/posts-publisher';
import type { ReferralsService } from '../referrals/referrals.service';
import type { MpesaGateway, PaybillNotice, StkResult } from '../wallet/mpesa-gateway';
import type { HostedCheckout, HostedEvent, HostedProvider } from './hosted-checkout';
import { openPaymentsOf, paymentsToReconcile, updatePayment, type PaymentRow } from './payments-table';
import { HostedPayments } from './hosted-payments';
import { PaymentFunding, type CheckoutUrls, type MoneyLog } from './payment-funding';
import type { PostRefunds } from './post-refunds';
import { Refunds, type RefundResultIds } from './refunds';
import { StkPayments } from './stk-payments';
import { PaybillPayments, type PaybillValidation } from './paybill-payments';

/** Open payments one reconciliation tick asks about. */
const RECONCILE_BATCH = 100;

export class CheckoutService {
  private readonly funding: PaymentFunding;
  private readonly hostedPayments: HostedPayments;
  private readonly stk: StkPayments;
  private readonly refunds: Refunds;
  private readonly paybill: PaybillPayments;

  constructor(
    private readonly db: Db,
    ledger: LedgerService,
    posting: PostingService,
    postLife: PostLife,
    referrals: ReferralsService,
    notifications: NotificationsService,
    posts: PostsPublisher,
    hosted: HostedCheckout,
    mpesa: MpesaGateway,
    urls: CheckoutUrls,
    alerts: OperatorAlerts,
    kesPerUsd: number,
    log: MoneyLog,
    /** The paybill that takes payments by hand (C2B); undefined without one. */
    paybillShortcode: string | undefined,
    /** Posts' unspent budgets refunded through PayPal: their webhooks are ours, not take-backs. */
    postRefunds: Pick<PostRefunds, 'paypalRefunded'>,
  ) {
    this.funding = new PaymentFunding(db, ledger, posting, postLife, referrals, notifications, posts);
    this.refunds = new Refunds(db, ledger, referrals, notifications, hosted, mpesa, urls, alerts);
    this.hostedPayments = new HostedPayments(
      db,
      ledger,
      this.funding,
      this.refunds,
      hosted,
      urls,
      alerts,
      kesPerUsd,
      postRefunds,
    );
    this.paybill = new PaybillPayments(db, this.funding, this.refunds, alerts, paybillShortcode);
    this.stk = new StkPayments(
      db,
      this.funding,
      this.refunds,
      notifications,
      mpesa,
      urls,
      alerts,
      log,
      paybillShortcode,
    );
  }

  /** Spec 001 §7 "Checkout, PayPal | {targets_needed, link_id} -> checkout_url" and "Checkout, card | {link_id}". */
  startHosted(
    userId: number,
    provider: HostedProvider,
    linkId: number,
    targetsNeeded: number | undefined,
    apiBase: string,
  ): Promise<string> {
    return this.hostedPayments.start(userId, provider, linkId, targetsNeeded, apiBase);
  }

  /** The USD a PayPal checkout of the post charges, and the rate: shown before the producer pays. */
  paypalPrice(userId: number, linkId: number): Promise<{ kesCents: number; usdCents: number; kesPerUsd: number }> {
    return this.hostedPayments.paypalPrice(userId, linkId);
  }

  /** Spec 001 §7 "Checkout, M-pesa | {phone as 254 plus digits, link_id} -> message". */
  startMpesa(userId: number, linkId: number, phone: string): Promise<UserText> {
    return this.stk.start(userId, linkId, phone);
  }
  /** Ours: the post paid from the producer's engage balance, at once. */
  payFromBalance(userId: number, linkId: number): Promise<UserText> {
    return this.funding.payFromBalance(userId, linkId);
  }

  byToken(provider: HostedProvider, token: string): Promise<PaymentRow | undefined> {
    return this.hostedPayments.byToken(provider, token);
  }

  decide(provider: HostedProvider, token: string, approve: boolean): Promise<string> {
    return this.hostedPayments.decide(provider, token, approve);
  }

  execute(userId: number, input: { paymentId: string; payerId: string; token: string }): Promise<UserText> {
    return this.hostedPayments.execute(userId, input);
  }

  handleHostedEvent(event: HostedEvent): Promise<'handled' | 'repeat' | 'ignored'> {
    return this.hostedPayments.handleHostedEvent(event);
  }

  handleStkResult(result: StkResult): Promise<'funded' | 'duplicate' | 'closed' | 'ignored' | 'held'> {
    return this.stk.handleStkResult(result);
  }

  /** A payment to the paybill by hand, before M-PESA completes it (C2B validation). */
  validatePaybill(notice: PaybillNotice): Promise<PaybillValidation> {
    return this.paybill.validate(notice);
  }

  /** A payment to the paybill by hand, completed (C2B confirmation). */
  confirmPaybill(notice: PaybillNotice): Promise<'funded' | 'duplicate' | 'repeat' | 'unmatched'> {
    return this.paybill.confirm(notice);
  }

  refund(providerRef: string): Promise<void> {
    return this.refunds.refund(providerRef);
  }

  refundResult(
    paymentId: number,
    outcome: { ok: true } | { ok: false; reason: string },
    matches?: RefundResultIds,
  ): Promise<boolean> {
    return this.refunds.refundResult(paymentId, outcome, undefined, matches);
  }

  retryDuplicateRefunds(): Promise<void> {
    return this.refunds.retryDuplicateRefunds();
  }

  /**
   * The `reconcile` job: every payment still open `reconcileAfterSeconds` after it began (and
   * not asked about for as long) is settled by asking its provider, so none stays pending
   * because an answer was lost — to our crash, a network fault or a callback never sent.
   * Returns how many were looked at.
   */
  async reconcile(reconcileAfterSeconds: number, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - reconcileAfterSeconds * 1000);
    const open = await paymentsToReconcile(this.db, since, RECONCILE_BATCH);
    for (const payment of open) await this.reconcileOne(payment, reconcileAfterSeconds, now);
    return open.length;
  }

  /**
   * One open payment asked about now, as the `reconcile` job asks (an operator's "ask the
   * provider now" takes the same path, so its answer is applied once, whoever asked).
   */
  async reconcileOne(payment: PaymentRow, reconcileAfterSeconds: number, now = new Date()): Promise<void> {
    if (payment.provider === 'mpesa') {
      await this.stk.reconcile(payment, reconcileAfterSeconds, now);
      return;
    }
    const neverAccepted = payment.acceptedAt === null;
    // A request the provider may never have seen: closed once a prompt or an approval would
    // have come back by now (an M-PESA prompt expires in about a minute).
    if (neverAccepted && now.getTime() - payment.createdAt.getTime() > 2 * reconcileAfterSeconds * 1000) {
      await this.funding.close(
        payment.id,
        'failed',
        'The payment request did not reach the provider. Nothing was charged.',
      );
    } else if (neverAccepted) {
      await updatePayment(this.db, payment.id, { checkedAt: now });
    } else {
      await this.hostedPayments.reconcile(payment, now);
    }
  }

  /** Payments of a link still waiting for the provider (tests and support). */
  openPayments(linkId: number): Promise<PaymentRow[]> {
    return openPaymentsOf(this.db, linkId);
  }
}
