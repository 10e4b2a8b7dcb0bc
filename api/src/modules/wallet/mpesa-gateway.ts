/**
 * M-PESA behind an interface: STK push for producers' payments, B2C payouts for
 * withdrawals, Reversal for refunds, Account Balance for the payout float, and the queries that settle an answer that never came
 * (STK Push Query, Transaction Status). Daraja answers asynchronously by calling our callback
 * URLs; the sandbox gateway does the same without a network: it issues ids and, outside tests,
 * delivers the result a moment later through the same handlers the callback routes use. Its
 * answers are a pure function of the request (amount, phone, age), so a query after a crash
 * recomputes what a lost callback would have said.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { ProviderError } from '../../providers/provider-error';

export interface StkPushRequest {
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Whole shillings, in cents. */
  amountCents: number;
  /** Our reference (AccountReference, at most 12 characters), e.g. 'LINK42'. */
  reference: string;
  /** TransactionDesc. */
  description: string;
  callbackUrl: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
}

/** An STK result, from the callback or the sandbox. ResultCode 0 = paid. */
export interface StkResult {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  amountCents?: number;
  receipt?: string;
  /** The paying phone (CallbackMetadata PhoneNumber), 2547XXXXXXXX. */
  phone?: string;
}

/** What M-PESA says of an STK push when asked (STK Push Query). */
export type StkStatus =
  | { state: 'paid' }
  | { state: 'failed'; resultCode: number; resultDesc: string }
  /** Still being processed, or M-PESA could not say yet. */
  | { state: 'pending' };

export interface StkStatusQuery {
  checkoutRequestId: string;
  phone: string;
  amountCents: number;
  requestedAt: Date;
}

export interface B2cRequest {
  /** Our idempotency key for this payout (OriginatorConversationID). */
  originatorConversationId: string;
  phone: string;
  amountCents: number;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

export interface B2cAccepted {
  conversationId: string;
}

/** A B2C outcome (the result callback, a Transaction Status result, or the sandbox). ResultCode 0 = paid out. */
export interface B2cResult {
  originatorConversationId: string;
  conversationId?: string;
  resultCode: number;
  resultDesc: string;
  /** The M-PESA receipt (TransactionID / TransactionReceipt) of a payout made. */
  receipt?: string;
  /** What M-PESA says it paid (TransactionAmount, or a status result's Amount), when it says. */
  amountCents?: number;
  /** Who M-PESA paid (a B2C result's ReceiverPartyPublicName, "254708374149 - John Doe"), when it says. */
  receiverName?: string;
}

export interface PayoutStatusQuery {
  originatorConversationId: string;
  conversationId: string | null;
  phone: string;
  amountCents: number;
  requestedAt: Date;
  /** Where Daraja sends the Transaction Status result, and its queue timeout. */
  resultUrl: string;
  timeoutUrl: string;
}

/**
 * Where a payout stands when asked: a result now (the sandbox recomputes it), or `asked` (the
 * answer comes to the result URL later, as Daraja's Transaction Status does).
 */
/**
 * `result`: the gateway knew at once (the sandbox). `asked`: the result comes to the query's
 * ResultURL; `queryId` is M-PESA's id for the query, which that result carries, so a result no
 * query of ours asked for is told apart.
 */
export type PayoutStatus = { state: 'result'; result: B2cResult } | { state: 'asked'; queryId?: string };

/** Daraja's errorCode for a B2C request whose OriginatorConversationID it already has (the B2C page). */
export const DUPLICATE_PAYOUT = '500.002.1001';

/** Gives an STK payment back to its payer (Daraja's Transaction Reversal). */
export interface ReversalRequest {
  /** The M-PESA receipt of the payment (TransactionID). */
  receipt: string;
  amountCents: number;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

/**
 * A provider's answer to a refund: done, accepted (the result comes to the result URL later;
 * nothing is booked until it does), or refused with the reason.
 */
export type RefundAnswer =
  /** `reference`: the provider's id of the refund made (PayPal's refund id), when it says. */
  | { state: 'refunded'; reference?: string }
  /** `reference`: the provider's id for the request, which its result must name (Reversal's OriginatorConversationID). */
  | { state: 'accepted'; reference?: string }
  | { state: 'refused'; reason: string };

/** Where M-PESA posts payments made to our paybill by hand (C2B validation and confirmation). */
export interface PaybillUrls {
  validationUrl: string;
  confirmationUrl: string;
}

/**
 * A payment made to our paybill by hand (a C2B validation or confirmation): the account number
 * the payer typed and what they paid. The payer's phone comes masked, so it matches nothing.
 */
export interface PaybillNotice {
  /** The M-PESA receipt (TransID). */
  transId: string;
  amountCents: number;
  /** BusinessShortCode: the paybill paid. */
  shortcode: string;
  /** BillRefNumber: the account number the payer typed. */
  reference: string;
  /** MSISDN as M-PESA sends it, masked ("2547 ***** 126"). */
  msisdn: string;
}

/** B2C ResultCode 1, "The balance is insufficient for the transaction.": our float is short, not the user's fault. */
export const B2C_FLOAT_SHORT = 1;

/** Asks what the B2C shortcode holds (Daraja's Account Balance); the answer comes to resultUrl. */
export interface FloatQuery {
  resultUrl: string;
  timeoutUrl: string;
}

export interface FloatQueryAccepted {
  /** The ids M-PESA gave the query; its result names them. */
  originatorConversationId: string;
  conversationId: string;
}

/**
 * An Account Balance result. B2C payouts are paid from the shortcode's Utility Account (the B2C
 * page's FAQ), so its available funds are the float; the Working Account is kept for the operator.
 */
export interface FloatResult {
  originatorConversationId: string;
  conversationId: string;
  /** 0: the balance was read. */
  resultCode: number;
  resultDesc: string;
  utilityAvailableCents?: number;
  workingAvailableCents?: number;
  /** The AccountBalance parameter as M-PESA sent it, for the operator. */
  accounts?: string;
}

export interface MpesaResultHandlers {
  stk(result: StkResult): Promise<unknown>;
  b2c(result: B2cResult): Promise<unknown>;
  float(result: FloatResult): Promise<unknown>;
}

export interface MpesaGateway {
  /**
   * Whether an STK callback must be confirmed by an STK Push Query before money moves: true
   * where callbacks arrive unsigned over the internet (Daraja), false for the sandbox's own.
   */
  readonly confirmsCallbacks: boolean;
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  stkStatus(query: StkStatusQuery): Promise<StkStatus>;
  b2c(request: B2cRequest): Promise<B2cAccepted>;
  payoutStatus(query: PayoutStatusQuery): Promise<PayoutStatus>;
  reverse(request: ReversalRequest): Promise<RefundAnswer>;
  /** Asks for the payout float; the result comes later (to resultUrl, or the sandbox's handlers). */
  floatBalance(query: FloatQuery): Promise<FloatQueryAccepted>;
  /**
   * Registers where payments made to the paybill by hand are announced (C2B Register URL);
   * 'none' where the gateway takes no such payments (the sandbox, a till).
   */
  registerPaybillUrls(urls: PaybillUrls): Promise<'registered' | 'already registered' | 'none'>;
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

const PROCESSED = 'The service request is processed successfully.';

/** The sandbox's payout outcome: a pure function of the request, so a query recomputes it. */
function sandboxPayout(originatorConversationId: string, phone: string): B2cResult {
  if (phone === SANDBOX_FAILING_PAYOUT_PHONE) {
    return { originatorConversationId, resultCode: 2040, resultDesc: SANDBOX_FAILED_PAYOUT };
  }
  return { originatorConversationId, resultCode: 0, resultDesc: PROCESSED, receipt: ref('S') };
}

const FLOAT_SHORT = 'The balance is insufficient for the transaction.';

/** The sandbox's B2C float: generous, so local runs never meet a short one unless they set it. */
export const SANDBOX_FLOAT_CENTS = 10_000_000 * 100;

/**
 * M-PESA moves whole shillings only ("Only whole numbers are supported"): an amount with cents is
 * refused before anything is sent, by Daraja's adapter and by the sandbox alike, so a local run
 * shows the defect a real one would.
 */
export function wholeShillings(amountCents: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 100 || amountCents % 100 !== 0) {
    throw new ProviderError(
      'refused',
      `M-PESA takes whole shillings of at least KES 1; ${amountCents / 100} cannot be sent.`,
    );
  }
  return amountCents / 100;
}

export class SandboxMpesa implements MpesaGateway {
  readonly confirmsCallbacks = false;
  private handlers: MpesaResultHandlers | null = null;
  /** Payouts taken, by OriginatorConversationID: a second request is refused as Daraja does. */
  private readonly payoutsTaken = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Payouts refused for a short float, so a query says the same as their result did. */
  private readonly refusedForFloat = new Set<string>();

  /**
   * `autoResultMs`: the sandbox "answers" this long after a request, by itself and to a query;
   * null (tests) leaves the callbacks to the test, and a query then finds every request settled.
   * `floatCents`: what its B2C shortcode holds; payouts take from it and one it cannot cover is
   * refused with ResultCode 1, as M-PESA does.
   */
  constructor(
    private readonly autoResultMs: number | null,
    public floatCents = SANDBOX_FLOAT_CENTS,
  ) {}

  connect(handlers: MpesaResultHandlers): void {
    this.handlers = handlers;
  }

  private later(deliver: (handlers: MpesaResultHandlers) => Promise<unknown>): void {
    if (this.autoResultMs === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // The sandbox's own "callback" failing is a money path failing: said, never dropped.
      if (this.handlers) {
        void deliver(this.handlers).catch((error: unknown) =>
          console.error('sandbox M-PESA result could not be handled:', error instanceof Error ? error.message : error),
        );
      }
    }, this.autoResultMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Whether a request made at `requestedAt` has had its answer by now. */
  private answered(requestedAt: Date): boolean {
    return Date.now() - requestedAt.getTime() >= (this.autoResultMs ?? 0);
  }

  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    wholeShillings(request.amountCents);
    const accepted = { merchantRequestId: ref('MR'), checkoutRequestId: `ws_CO_${ref('')}` };
    this.later((handlers) =>
      handlers.stk({
        checkoutRequestId: accepted.checkoutRequestId,
        resultCode: 0,
        resultDesc: PROCESSED,
        amountCents: request.amountCents,
        receipt: ref('S'),
        phone: request.phone,
      }),
    );
    return accepted;
  }

  async stkStatus(query: StkStatusQuery): Promise<StkStatus> {
    return this.answered(query.requestedAt) ? { state: 'paid' } : { state: 'pending' };
  }

  async b2c(request: B2cRequest): Promise<B2cAccepted> {
    wholeShillings(request.amountCents);
    if (this.payoutsTaken.has(request.originatorConversationId)) {
      throw new ProviderError('unavailable', 'Duplicate OriginatorConversationID.', DUPLICATE_PAYOUT);
    }
    this.payoutsTaken.add(request.originatorConversationId);
    const accepted = { conversationId: `AG_${ref('')}` };
    let result = sandboxPayout(request.originatorConversationId, request.phone);
    if (result.resultCode === 0 && request.amountCents > this.floatCents) {
      this.refusedForFloat.add(request.originatorConversationId);
      result = { originatorConversationId: request.originatorConversationId, resultCode: 1, resultDesc: FLOAT_SHORT };
    }
    if (result.resultCode === 0) this.floatCents -= request.amountCents;
    this.later((handlers) => handlers.b2c({ ...result, conversationId: accepted.conversationId }));
    return accepted;
  }

  async payoutStatus(query: PayoutStatusQuery): Promise<PayoutStatus> {
    if (!this.answered(query.requestedAt)) return { state: 'asked' };
    if (this.refusedForFloat.has(query.originatorConversationId)) {
      return {
        state: 'result',
        result: { originatorConversationId: query.originatorConversationId, resultCode: 1, resultDesc: FLOAT_SHORT },
      };
    }
    return { state: 'result', result: sandboxPayout(query.originatorConversationId, query.phone) };
  }

  /** The float as it is now, delivered like every other sandbox result. */
  async floatBalance(): Promise<FloatQueryAccepted> {
    const accepted = { originatorConversationId: ref('AB'), conversationId: `AG_${ref('')}` };
    this.later((handlers) =>
      handlers.float({
        ...accepted,
        resultCode: 0,
        resultDesc: PROCESSED,
        utilityAvailableCents: this.floatCents,
        workingAvailableCents: 0,
      }),
    );
    return accepted;
  }

  async reverse(): Promise<RefundAnswer> {
    return { state: 'refunded' };
  }

  async registerPaybillUrls(): Promise<'none'> {
    return 'none';
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

/** Our routes M-PESA calls back (each URL carries the callback key). */
export const MPESA_CALLBACK_PATHS = {
  stk: '/api/wallet/mpesa/stk-callback/',
  b2cResult: '/api/wallet/mpesa/b2c-result/',
  /** Daraja's QueueTimeOutURL for B2C, Transaction Status and Reversal. */
  timeout: '/api/wallet/mpesa/queue-timeout/',
  /** Transaction Status results (`&withdrawal=` names the payout asked about). */
  statusResult: '/api/wallet/mpesa/status-result/',
  /** Transaction Status results about a post's return through M-PESA (`&refund=` names it). */
  refundStatusResult: '/api/wallet/mpesa/refund-status-result/',
  /** Reversal results (`&payment=` names the payment given back). */
  reversalResult: '/api/wallet/mpesa/reversal-result/',
  /** Account Balance results (the payout float). */
  floatResult: '/api/wallet/mpesa/balance-result/',
  /**
   * C2B validation and confirmation of payments made to the paybill by hand. Not under
   * /mpesa/: the Register URL page refuses URLs holding "M-PESA" (in any spelling or case),
   * "Safaricom", "query" and a few more words.
   */
  paybillValidation: '/api/wallet/paybill/validation/',
  paybillConfirmation: '/api/wallet/paybill/confirmation/',
} as const;

/** The callback URLs for an API at `base`, with `key`. */
export function mpesaCallbackUrls(base: string, key: string) {
  const at = (path: string, extra = '') => `${base}${path}?key=${key}${extra}`;
  return {
    stk: at(MPESA_CALLBACK_PATHS.stk),
    b2cResult: at(MPESA_CALLBACK_PATHS.b2cResult),
    timeout: at(MPESA_CALLBACK_PATHS.timeout),
    statusResult: (withdrawalId: number) => at(MPESA_CALLBACK_PATHS.statusResult, `&withdrawal=${withdrawalId}`),
    refundStatusResult: (refundId: number) => at(MPESA_CALLBACK_PATHS.refundStatusResult, `&refund=${refundId}`),
    reversalResult: (paymentId: number) => at(MPESA_CALLBACK_PATHS.reversalResult, `&payment=${paymentId}`),
    floatResult: at(MPESA_CALLBACK_PATHS.floatResult),
    paybill: {
      validationUrl: at(MPESA_CALLBACK_PATHS.paybillValidation),
      confirmationUrl: at(MPESA_CALLBACK_PATHS.paybillConfirmation),
    },
  };
}
