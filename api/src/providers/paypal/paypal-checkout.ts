/**
 * PayPal and card checkout through PayPal Orders v2 (hosted-checkout.ts): we create an order
 * (intent CAPTURE), the payer approves it on PayPal's page (their PayPal account, or a card as a
 * guest: no card number ever reaches us), PayPal sends the browser back with `token` (the order
 * id), and we capture. Refunds go through Payments v2, webhooks are checked with PayPal's
 * verify-webhook-signature. Every call that moves money carries a PayPal-Request-Id derived from
 * our payment reference, so a repeated call answers the first one's result instead of acting twice.
 */
import {
  CaptureStatus,
  CheckoutPaymentIntent,
  OrderStatus,
  PaypalExperienceLandingPage,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  RefundStatus,
  type Money,
  type Order,
  type OrdersCapture,
} from '@paypal/paypal-server-sdk';
import type { PaypalSettings } from '../../config';
import type {
  CaptureAnswer,
  HostedCheckout,
  HostedCheckoutCreated,
  HostedCheckoutRequest,
  HostedEvent,
  HostedPaymentRef,
  HostedProvider,
  HostedRefundRequest,
  HostedStatus,
} from '../../modules/checkout/hosted-checkout';
import type { PaypalTransactionSearch } from '../../modules/reconciliation/provider-records';
import type { TheirRecord } from '../../modules/reconciliation/reconciliation-report';
import type { RefundAnswer } from '../../modules/wallet/mpesa-gateway';
import { PaypalConnection } from './paypal-connection';
import { PaypalError } from './paypal-errors';
import { amountOf, hostedEvent, parseWebhookEvent } from './paypal-events';

export interface PaypalCheckoutOptions {
  /** How long one PayPal call may take before it counts as unanswered. */
  timeoutMs?: number;
  /** Transactions per Transaction Search page; PayPal's largest (500) unless a test pages by hand. */
  searchPageSize?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/** Transaction Search's largest page (page_size is 1 to 500). */
const SEARCH_PAGE_SIZE = 500;

/** RFC 3339 with seconds and a zone, as Transaction Search requires ("2026-11-26T21:00:00Z"). */
const rfc3339 = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A Transaction Search amount in minor units. Amounts there carry a sign (a fee is "-0.59", a
 * refund's amount negative); the report keeps sizes, the event code says which way money went.
 */
function searchAmount(money: Money | undefined) {
  if (!money) return undefined;
  return amountOf({ currency_code: money.currencyCode, value: money.value.replace(/^[-+]/, '') });
}

/** "12.34" from 1234 cents, exactly (PayPal's amounts are decimal strings). */
function usd(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new PaypalError('refused', `A PayPal amount must be a positive whole number of cents, not ${cents}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's limit on descriptions and notes, counted in characters. */
const clip = (value: string, max: number) => {
  const trimmed = value.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
};

/**
 * Capture refusals that end this payment, in words for the payer; PayPal's issue codes
 * (Orders v2 capture, 422). Anything else refused (ORDER_NOT_APPROVED above all: the payer may
 * still approve) is thrown as a refused ProviderError for the caller to judge.
 */
const REFUSED = 'PayPal refused the payment. No money was taken; please try another way to pay.';
const DECLINES: ReadonlyMap<string, string> = new Map([
  [
    'INSTRUMENT_DECLINED',
    'Your bank or card issuer declined the payment. No money was taken; please try again with another card or funding source.',
  ],
  [
    'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
    'The payment method you chose was declined. No money was taken; please try again with another card or funding source.',
  ],
  [
    'PAYER_CANNOT_PAY',
    'PayPal cannot take this payment from your account. No money was taken; please try another way to pay.',
  ],
  ['PAYER_ACCOUNT_RESTRICTED', 'Your PayPal account is restricted. No money was taken; please try another way to pay.'],
  [
    'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
    'Your PayPal account cannot be used for payments. No money was taken; please try another way to pay.',
  ],
  [
    'TRANSACTION_LIMIT_EXCEEDED',
    'The payment is over your PayPal limit. No money was taken; please try another way to pay.',
  ],
  [
    'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
    'Too many payment attempts were made. No money was taken; please start a new payment.',
  ],
  ['TRANSACTION_REFUSED', REFUSED],
  ['COMPLIANCE_VIOLATION', REFUSED],
  ['PAYEE_BLOCKED_TRANSACTION', REFUSED],
  ['TRANSACTION_BLOCKED_BY_PAYEE', REFUSED],
]);

const DECLINED_CAPTURE =
  'Your bank or card issuer declined the payment. No money was taken; please try another way to pay.';

/** Captures that took the money (a later refund does not undo the capture itself). */
const TAKEN: ReadonlySet<string> = new Set([
  CaptureStatus.Completed,
  CaptureStatus.PartiallyRefunded,
  CaptureStatus.Refunded,
]);
const DECLINED: ReadonlySet<string> = new Set([CaptureStatus.Declined, CaptureStatus.Failed]);

const captureOf = (order: Order): OrdersCapture | undefined =>
  order.purchaseUnits?.flatMap((unit) => unit.payments?.captures ?? [])[0];

/** PayPal's reason for holding a capture (`status_details.reason`), e.g. PENDING_REVIEW. */
const pendingReason = (capture: OrdersCapture): string => capture.statusDetails?.reason ?? 'OTHER';

export class PaypalCheckout implements HostedCheckout, PaypalTransactionSearch {
  /** The payer approves on PayPal's page: only PayPal knows, and a capture asks it. */
  readonly approvalOnOurRow = false;
  private readonly paypal: PaypalConnection;
  private readonly webhookId: string;
  private readonly searchPageSize: number;

  constructor(settings: PaypalSettings, options: PaypalCheckoutOptions = {}) {
    this.paypal = new PaypalConnection(settings, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    this.webhookId = settings.webhookId;
    this.searchPageSize = options.searchPageSize ?? SEARCH_PAGE_SIZE;
  }

  /** PayPal does not settle KES, so both PayPal and card (PayPal's guest checkout) charge USD. */
  currency(_provider: HostedProvider): 'USD' {
    return 'USD';
  }

  async create(request: HostedCheckoutRequest): Promise<HostedCheckoutCreated> {
    if (request.currency !== 'USD') {
      throw new PaypalError('refused', `PayPal checkout is charged in USD, not ${request.currency}`);
    }
    const value = usd(request.amountCents);
    const description = clip(request.description, 127);
    const order = await this.paypal.run('create the order', ({ orders }) =>
      orders.createOrder({
        // The same reference answers the same order: a retried create never makes a second one.
        paypalRequestId: request.reference,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              amount: { currencyCode: 'USD', value },
              customId: String(request.paymentId),
              ...(description ? { description } : {}),
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: request.returnUrl,
                cancelUrl: request.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                // A card payer lands on PayPal's guest form, a PayPal payer on the login.
                landingPage:
                  request.provider === 'card'
                    ? PaypalExperienceLandingPage.GuestCheckout
                    : PaypalExperienceLandingPage.Login,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
      }),
    );
    // With payment_source.paypal PayPal answers a "payer-action" link; without, "approve".
    const approveUrl = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
    if (!order.id || !approveUrl) {
      throw new PaypalError('unavailable', 'PayPal created the order but sent no approve link', 'NO_APPROVE_LINK');
    }
    return { token: order.id, approveUrl };
  }

  /**
   * Captures the approved order. `payerId` is not sent: Orders v2 knows its payer from the
   * approval (the PayerID in the return URL mattered to the old Payments v1 execute call).
   */
  async capture(payment: HostedPaymentRef, _payerId: string): Promise<CaptureAnswer> {
    let order: Order;
    try {
      order = await this.paypal.run('capture the payment', ({ orders }) =>
        orders.captureOrder({
          id: payment.token,
          paypalRequestId: `${payment.reference}-capture`,
          prefer: 'return=representation',
          body: {},
        }),
      );
    } catch (error) {
      if (!(error instanceof PaypalError) || !error.code) throw error;
      // Captured before (by an earlier try whose answer was lost, say): answer that capture.
      if (error.code === 'ORDER_ALREADY_CAPTURED') {
        return this.captureAnswer(captureOf(await this.order(payment.token)));
      }
      const reason = DECLINES.get(error.code);
      if (reason) return { ok: false, reason };
      throw error;
    }
    return this.captureAnswer(captureOf(order) ?? captureOf(await this.order(payment.token)));
  }

  private captureAnswer(capture: OrdersCapture | undefined): CaptureAnswer {
    const status = capture?.status;
    if (capture?.id && status && TAKEN.has(status)) {
      const fee = capture.sellerReceivableBreakdown?.paypalFee;
      const said = fee && amountOf({ currency_code: fee.currencyCode, value: fee.value });
      return { ok: true, captureId: capture.id, ...(said ? { fee: said } : {}) };
    }
    if (status && DECLINED.has(status)) return { ok: false, reason: DECLINED_CAPTURE };
    if (capture?.id && status === CaptureStatus.Pending) {
      // PENDING is not final: PayPal took the capture and holds the money (a review, an eCheck
      // clearing, a currency the merchant account must accept first) until it completes or
      // denies it, which a lookup or the PAYMENT.CAPTURE.COMPLETED / DENIED webhook tells.
      return { ok: false, held: true, captureId: capture.id, reason: pendingReason(capture) };
    }
    throw new PaypalError('unavailable', 'PayPal sent no capture for the order', 'NO_CAPTURE');
  }

  private order(id: string): Promise<Order> {
    return this.paypal.run('look the order up', ({ orders }) => orders.getOrder({ id }));
  }

  async status(payment: HostedPaymentRef): Promise<HostedStatus> {
    let order: Order;
    try {
      order = await this.order(payment.token);
    } catch (error) {
      if (error instanceof PaypalError && error.status === 404)
        return { state: 'failed', reason: 'The PayPal order no longer exists' };
      throw error;
    }
    const capture = captureOf(order);
    if (capture?.status && DECLINED.has(capture.status)) return { state: 'failed', reason: DECLINED_CAPTURE };
    switch (order.status) {
      case OrderStatus.Completed:
        if (capture?.id && capture.status && TAKEN.has(capture.status))
          return { state: 'completed', captureId: capture.id };
        // Captured but PayPal holds the money: not paid, not failed, and never "nothing charged".
        if (capture?.id && capture.status === CaptureStatus.Pending)
          return { state: 'held', captureId: capture.id, reason: pendingReason(capture) };
        // No capture shown yet on a completed order: asked about again later.
        return { state: 'pending' };
      case OrderStatus.Approved:
        return { state: 'approved' };
      case OrderStatus.Voided:
        return { state: 'failed', reason: 'The PayPal order was voided (it expired or was cancelled)' };
      default:
        // CREATED, SAVED, PAYER_ACTION_REQUIRED: the payer has not approved yet.
        return { state: 'pending' };
    }
  }

  async refund(request: HostedRefundRequest): Promise<RefundAnswer> {
    if (request.currency !== 'USD') {
      return { state: 'refused', reason: `PayPal payments are refunded in USD, not ${request.currency}` };
    }
    const note = clip(request.reason, 255);
    let status: string | undefined;
    let refundId: string | undefined;
    try {
      const refund = await this.paypal.run('refund the payment', ({ payments }) =>
        payments.refundCapturedPayment({
          captureId: request.captureId,
          paypalRequestId: `${request.reference}-refund`,
          prefer: 'return=representation',
          body: {
            amount: { currencyCode: 'USD', value: usd(request.amountCents) },
            ...(note ? { noteToPayer: note } : {}),
          },
        }),
      );
      status = refund.status;
      refundId = refund.id;
    } catch (error) {
      if (error instanceof PaypalError && error.kind === 'refused') return { state: 'refused', reason: error.message };
      throw error;
    }
    const reference = refundId ? { reference: refundId } : {};
    if (status === RefundStatus.Completed) return { state: 'refunded', ...reference };
    if (status === RefundStatus.Pending) return { state: 'accepted', ...reference };
    if (status === RefundStatus.Failed || status === RefundStatus.Cancelled) {
      return {
        state: 'refused',
        reason: `PayPal ${status === RefundStatus.Failed ? 'could not make' : 'cancelled'} the refund`,
      };
    }
    // No status we know: the refund may be under way, so it is looked at again rather than closed.
    throw new PaypalError(
      'unavailable',
      `PayPal answered the refund with status ${status ?? 'none'}`,
      'UNKNOWN_STATUS',
    );
  }

  async refundStatus(refundId: string): Promise<RefundAnswer> {
    const refund = await this.paypal.run('look the refund up', ({ payments }) => payments.getRefund({ refundId }));
    const reference = { reference: refundId };
    if (refund.status === RefundStatus.Completed) return { state: 'refunded', ...reference };
    if (refund.status === RefundStatus.Pending) return { state: 'accepted', ...reference };
    if (refund.status === RefundStatus.Failed || refund.status === RefundStatus.Cancelled) {
      return {
        state: 'refused',
        reason: `PayPal ${refund.status === RefundStatus.Failed ? 'could not make' : 'cancelled'} the refund`,
      };
    }
    throw new PaypalError('unavailable', `PayPal shows the refund as ${refund.status ?? 'nothing'}`, 'UNKNOWN_STATUS');
  }

  async searchTransactions(start: Date, end: Date, transactionId?: string): Promise<TheirRecord[]> {
    const found: TheirRecord[] = [];
    // PayPal answers total_pages with every page: each is asked for until the last.
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await this.paypal.run('search the transactions', ({ transactions }) =>
        transactions.searchTransactions({
          startDate: rfc3339(start),
          endDate: rfc3339(end),
          ...(transactionId ? { transactionId } : {}),
          fields: 'transaction_info',
          pageSize: this.searchPageSize,
          page,
        }),
      );
      pages = answer.totalPages ?? 1;
      for (const { transactionInfo: info } of answer.transactionDetails ?? []) {
        const amount = searchAmount(info?.transactionAmount);
        if (!info?.transactionId || !amount) continue;
        const fee = searchAmount(info.feeAmount);
        const at = info.transactionInitiationDate ?? '';
        // end_date is inclusive at PayPal; the day is [start, end).
        if (at && Date.parse(at) >= end.getTime()) continue;
        found.push({
          id: info.transactionId,
          ...(info.paypalReferenceId ? { reference: info.paypalReferenceId } : {}),
          event: info.transactionEventCode ?? '',
          status: info.transactionStatus ?? '',
          amount,
          ...(fee ? { fee } : {}),
          at,
        });
      }
    }
    return found;
  }

  /**
   * Asks PayPal whether a delivery is genuine (verify-webhook-signature, with the transmission
   * headers PayPal sent and the event), then reduces it to a HostedEvent; null when it is not
   * genuine or not an event we act on. The event goes to PayPal byte for byte as it arrived:
   * PayPal's signature covers the delivered body, and a re-serialized event may differ from it.
   */
  async verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<HostedEvent | null> {
    const event = parseWebhookEvent(rawBody);
    const hosted = event && hostedEvent(event);
    if (!hosted) return null;
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const fields = {
      auth_algo: lower['paypal-auth-algo'],
      cert_url: lower['paypal-cert-url'],
      transmission_id: lower['paypal-transmission-id'],
      transmission_sig: lower['paypal-transmission-sig'],
      transmission_time: lower['paypal-transmission-time'],
      webhook_id: this.webhookId,
    };
    if (Object.values(fields).some((value) => !value)) return null;
    const body = `{${Object.entries(fields)
      .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
      .join(',')},"webhook_event":${rawBody}}`;
    let answer: unknown;
    try {
      answer = await this.paypal.postJson(
        'verify the webhook signature',
        '/v1/notifications/verify-webhook-signature',
        body,
      );
    } catch (error) {
      // PayPal found the delivery's fields invalid: not a genuine delivery. A 401/403 is our
      // credentials, not the delivery's fault, and stays an error.
      if (error instanceof PaypalError && error.kind === 'refused' && error.status !== 401 && error.status !== 403)
        return null;
      throw error;
    }
    const verdict = typeof answer === 'object' && answer !== null ? (answer as { verification_status?: unknown }) : {};
    return verdict.verification_status === 'SUCCESS' ? hosted : null;
  }
}
