/**
 * PayPal and card checkout behind one interface (DESIGN §6): the provider hosts an approve
 * page, sends the browser back to `/consumer/paypal-redirect?paymentId=&PayerID=&token=`, and
 * the app then asks us to execute the approved payment. The sandbox is the default: its approve
 * page is served by this API (`checkout.routes.ts`), its ids look like PayPal's, and executing
 * an approved payment always succeeds. A real PayPal/card gateway plugs in through
 * `ServiceOptions.hostedCheckout`.
 */
import { randomBytes } from 'node:crypto';
import type { RefundAnswer, RefundRequest } from '../wallet/mpesa-gateway';

export type HostedProvider = 'paypal' | 'card';

export interface HostedCheckoutRequest {
  provider: HostedProvider;
  /** In `currency` minor units (USD cents for PayPal, KES cents for card). */
  amountCents: number;
  currency: string;
  description: string;
  /** Base URL of this API, for the sandbox's own approve page. */
  apiBase: string;
}

export interface HostedCheckoutCreated {
  providerRef: string;
  token: string;
  approveUrl: string;
}

export interface HostedCheckout {
  create(request: HostedCheckoutRequest): Promise<HostedCheckoutCreated>;
  /** Captures an approved payment; the provider's answer, never the browser's, decides. */
  execute(
    provider: HostedProvider,
    providerRef: string,
    payerId: string,
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Gives a captured payment back to the payer. */
  refund(provider: HostedProvider, request: RefundRequest): Promise<RefundAnswer>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

export class SandboxHostedCheckout implements HostedCheckout {
  async create(request: HostedCheckoutRequest): Promise<HostedCheckoutCreated> {
    const providerRef = request.provider === 'paypal' ? `PAYID-${hex(12)}` : `CARD-${hex(12)}`;
    const token = `EC-${hex(8)}`;
    const approveUrl = `${request.apiBase}/api/sandbox/checkout/${request.provider}/approve?token=${encodeURIComponent(token)}`;
    return { providerRef, token, approveUrl };
  }

  async execute(): Promise<{ ok: true }> {
    return { ok: true };
  }

  async refund(): Promise<RefundAnswer> {
    return { ok: true };
  }
}

/** A PayPal PayerID as the sandbox issues it on approval. */
export const sandboxPayerId = () => hex(7);
