/**
 * PayPal and card checkout behind one interface: the provider hosts an approve
 * page, sends the browser back to `/consumer/paypal-redirect?paymentId=&PayerID=&token=`, and
 * the app then asks us to capture the approved payment. No card number ever reaches us: the
 * card option is the provider's own page. The sandbox is the default: its approve page is
 * served by this API (`checkout.routes.ts`), and capturing an approved payment always succeeds.
 * The real adapter is PayPal Orders v2 (`providers/paypal/`).
 */
import { randomBytes } from 'node:crypto';
import type { RefundAnswer } from '../wallet/mpesa-gateway';

export type HostedProvider = 'paypal' | 'card';

export interface HostedCheckoutRequest {
  provider: HostedProvider;
  /** In `currency` minor units (USD cents for PayPal, KES cents for the sandbox's card). */
  amountCents: number;
  currency: string;
  description: string;
  /** Our payment row's id (PayPal `custom_id`). */
  paymentId: number;
  /** Our reference for the payment: PayPal-Request-Id of the order, and the return page's `paymentId`. */
  reference: string;
  /** Where the provider sends the browser back after approval, and after a cancel. */
  returnUrl: string;
  cancelUrl: string;
  /** Base URL of this API, for the sandbox's own approve page. */
  apiBase: string;
}

export interface HostedCheckoutCreated {
  /** The provider's id of the checkout (PayPal's order id, which it returns as `token`). */
  token: string;
  approveUrl: string;
}

/** The provider's side of one payment, for capture and lookups. */
export interface HostedPaymentRef {
  provider: HostedProvider;
  token: string;
  reference: string;
}

/**
 * A capture's outcome. `held`: the provider took the capture but holds the money (PayPal's
 * PENDING capture: a review, an eCheck, a currency the merchant account must accept first); it is
 * neither paid nor failed until the provider completes or denies it.
 */
export type CaptureAnswer =
  /** `fee`: what the provider kept of the capture (PayPal's `paypal_fee`), when it says. */
  | { ok: true; captureId: string; fee?: ProviderAmount; held?: undefined }
  | { ok: false; reason: string; held?: undefined }
  | { ok: false; held: true; captureId: string; reason: string };

/** Where a checkout stands at the provider (reconciliation). */
export type HostedStatus =
  | { state: 'completed'; captureId: string }
  /** Approved by the payer, not captured yet. */
  | { state: 'approved' }
  /** Waiting for the payer. */
  | { state: 'pending' }
  /** Captured, but the provider holds the money (see CaptureAnswer); `reason` is the provider's. */
  | { state: 'held'; captureId: string; reason: string }
  | { state: 'failed'; reason: string };

export interface HostedRefundRequest extends HostedPaymentRef {
  captureId: string;
  amountCents: number;
  currency: string;
  reason: string;
}

/** An amount as the provider states it, in that currency's minor units. */
export interface ProviderAmount {
  currency: string;
  cents: number;
}

/** A provider notification (PayPal webhook), verified, reduced to what we act on. */
export interface HostedEvent {
  /** The provider's event id: each is handled once. */
  eventId: string;
  type:
    | 'capture_completed'
    | 'capture_denied'
    | 'capture_refunded'
    | 'capture_reversed'
    | 'dispute_created'
    | 'dispute_updated'
    | 'dispute_resolved';
  /** Our payment id (`custom_id`), when the event carries it. */
  paymentId?: number;
  /** The order id (`token`) and capture id, when the event carries them. */
  token?: string;
  captureId?: string;
  /** A completed capture: the provider's fee on it, when it says. */
  fee?: ProviderAmount;
  /** A refund or reversal: its own id and the amount taken back. */
  refundId?: string;
  amount?: ProviderAmount;
  /** A dispute: its id, and its reason, status and outcome in the provider's words. */
  dispute?: { id: string; reason?: string; status?: string; outcome?: string; stage?: string };
}

export interface HostedCheckout {
  /**
   * Whether the payer's approval is written on our own payment row (the sandbox's approve page)
   * rather than known only to the provider (PayPal), so an unapproved row cannot be captured.
   */
  readonly approvalOnOurRow: boolean;
  /** The currency a provider's checkout is charged in (PayPal does not settle KES). */
  currency(provider: HostedProvider): 'USD' | 'KES';
  create(request: HostedCheckoutRequest): Promise<HostedCheckoutCreated>;
  /**
   * Captures an approved payment; the provider's answer, never the browser's, decides.
   * Idempotent: capturing a captured payment answers its capture.
   */
  capture(payment: HostedPaymentRef, payerId: string): Promise<CaptureAnswer>;
  status(payment: HostedPaymentRef): Promise<HostedStatus>;
  /** Gives a captured payment back to the payer. */
  refund(request: HostedRefundRequest): Promise<RefundAnswer>;
  /**
   * Where a refund we asked for stands now (PayPal's "Show refund details"), by the provider's id
   * of it; throws when the provider cannot say. Absent where refunds are final at once (the sandbox).
   */
  refundStatus?(refundId: string): Promise<RefundAnswer>;
  /**
   * Verifies a webhook delivery with the provider (its headers and raw body); null when it does
   * not verify or is not an event we act on. Absent where the provider sends no webhooks.
   */
  verifyWebhook?(headers: Record<string, string | undefined>, rawBody: string): Promise<HostedEvent | null>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/** Our reference for a new hosted payment (PayPal-Request-Id, the return page's `paymentId`). */
export const newCheckoutReference = (provider: HostedProvider) =>
  provider === 'paypal' ? `PAYID-${hex(12)}` : `CARD-${hex(12)}`;

/**
 * The sandbox's approval is written on our own payment row by its approve page, so there is
 * nothing to ask it: a capture always succeeds and a lookup says it still waits for the payer.
 */
export class SandboxHostedCheckout implements HostedCheckout {
  readonly approvalOnOurRow = true;

  currency(provider: HostedProvider): 'USD' | 'KES' {
    return provider === 'paypal' ? 'USD' : 'KES';
  }

  async create(request: HostedCheckoutRequest): Promise<HostedCheckoutCreated> {
    const token = `EC-${hex(8)}`;
    const approveUrl = `${request.apiBase}/api/sandbox/checkout/${request.provider}/approve?token=${encodeURIComponent(token)}`;
    return { token, approveUrl };
  }

  async capture(payment: HostedPaymentRef): Promise<CaptureAnswer> {
    // The sandbox keeps no fee.
    return { ok: true, captureId: `CAP-${payment.token}`, fee: { currency: 'KES', cents: 0 } };
  }

  async status(): Promise<HostedStatus> {
    return { state: 'pending' };
  }

  async refund(): Promise<RefundAnswer> {
    return { state: 'refunded' };
  }
}

/** A PayPal PayerID as the sandbox issues it on approval. */
export const sandboxPayerId = () => hex(7);
