/**
 * M-PESA behind an interface (DESIGN §6): STK push for producers' payments and B2C payouts for
 * withdrawals. Daraja answers both asynchronously, by calling our callback URLs; the sandbox
 * gateway does the same without a network: it issues ids, and — outside tests — delivers a
 * successful result a moment later through the same handlers the callback routes use. Tests
 * post the callbacks themselves, in any number and order.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Type } from 'typebox';

export interface StkPushRequest {
  phone: string;
  amountCents: number;
  /** Our reference (AccountReference), e.g. 'LINK42'. */
  reference: string;
  callbackUrl: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
}

export interface B2cRequest {
  phone: string;
  amountCents: number;
  reference: string;
  resultUrl: string;
}

export interface B2cAccepted {
  conversationId: string;
}

/** Daraja's STK callback, reduced to what we read. ResultCode 0 = paid, 1032 = cancelled by the user. */
export interface StkResult {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  amountCents?: number;
  receipt?: string;
}

/** Daraja's B2C result, reduced to what we read. ResultCode 0 = paid out. */
export interface B2cResult {
  conversationId: string;
  resultCode: number;
  resultDesc: string;
}

/** A payment to send back to its payer (Daraja's Transaction Reversal of an STK payment). */
export interface RefundRequest {
  /** The payment's provider id (CheckoutRequestID, PayPal paymentId, card session). */
  providerRef: string;
  amountCents: number;
  reason: string;
}

/** The provider's answer to a refund: accepted, or why not. */
export type RefundAnswer = { ok: true } | { ok: false; reason: string };

export interface MpesaResultHandlers {
  stk(result: StkResult): Promise<unknown>;
  b2c(result: B2cResult): Promise<unknown>;
}

export interface MpesaGateway {
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  b2c(request: B2cRequest): Promise<B2cAccepted>;
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** Where results go when the gateway produces them itself (the sandbox); real gateways ignore it. */
  connect(handlers: MpesaResultHandlers): void;
  close(): void;
}

const ref = (prefix: string) => `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`;

/**
 * The sandbox refuses B2C payouts to this number, as M-PESA does for a line that cannot receive
 * money, so a failed payout can be tried from the browser (README, e2e/src/wallet.e2e.test.ts).
 * Shown to users as 0799999999.
 */
export const SANDBOX_FAILING_PAYOUT_PHONE = '254799999999';
const SANDBOX_FAILED_PAYOUT = 'The receiving M-PESA line cannot take this payment.';

export class SandboxMpesa implements MpesaGateway {
  private handlers: MpesaResultHandlers | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  /** `autoResultMs`: deliver a success after this delay; null (tests) leaves it to the callback routes. */
  constructor(private readonly autoResultMs: number | null) {}

  connect(handlers: MpesaResultHandlers): void {
    this.handlers = handlers;
  }

  private later(deliver: (handlers: MpesaResultHandlers) => Promise<unknown>): void {
    if (this.autoResultMs === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.handlers) void deliver(this.handlers).catch(() => undefined);
    }, this.autoResultMs);
    timer.unref();
    this.timers.add(timer);
  }

  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    const accepted = { merchantRequestId: ref('MR'), checkoutRequestId: `ws_CO_${ref('')}` };
    this.later((handlers) =>
      handlers.stk({
        checkoutRequestId: accepted.checkoutRequestId,
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
        amountCents: request.amountCents,
        receipt: ref('S'),
      }),
    );
    return accepted;
  }

  async b2c(request: B2cRequest): Promise<B2cAccepted> {
    const accepted = { conversationId: `AG_${ref('')}` };
    const fails = request.phone === SANDBOX_FAILING_PAYOUT_PHONE;
    this.later((handlers) =>
      handlers.b2c({
        conversationId: accepted.conversationId,
        resultCode: fails ? 2040 : 0,
        resultDesc: fails ? SANDBOX_FAILED_PAYOUT : 'The service request is processed successfully.',
      }),
    );
    return accepted;
  }

  async refund(): Promise<RefundAnswer> {
    return { ok: true };
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * Daraja does not sign its callbacks; the usual defence is an unguessable callback URL. Ours
 * carries `?key=`, derived from the server secret so every API instance agrees on it.
 */
export function callbackKey(secret: string): string {
  return createHmac('sha256', secret).update('engage-mpesa-callback').digest('base64url').slice(0, 32);
}

/** The `?key=` of a provider callback (its length is {@link callbackKey}'s). */
export const CallbackKeyQuerySchema = Type.Object({ key: Type.String({ maxLength: 32 }) });

/** What a Daraja callback is answered with: accepted (a repeated callback the same way). */
export const DarajaAcknowledgementSchema = Type.Object({
  ResultCode: Type.Integer({ description: '0: accepted.' }),
  ResultDesc: Type.String(),
});
