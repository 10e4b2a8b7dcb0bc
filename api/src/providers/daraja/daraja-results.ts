/**
 * What Daraja posts to our callback URLs, read into our types. Pure functions: the callback
 * routes call them. The sentences users see when M-PESA says no are in `mpesa-messages.ts`.
 *
 * Shapes (developer.safaricom.co.ke/apis: MpesaExpressSimulate, BusinessToCustomer,
 * TransactionStatus, Reversal):
 * - STK callback: `{ Body: { stkCallback: { MerchantRequestID, CheckoutRequestID, ResultCode,
 *   ResultDesc, CallbackMetadata?: { Item: [{ Name, Value? }] } } } }`; the metadata (Amount,
 *   MpesaReceiptNumber, TransactionDate, PhoneNumber, sometimes a Balance with no Value) comes
 *   only with a payment made.
 * - Result (B2C, Transaction Status, Reversal, Account Balance): `{ Result: { ResultType, ResultCode, ResultDesc,
 *   OriginatorConversationID, ConversationID, TransactionID, ResultParameters?: {
 *   ResultParameter: [{ Key, Value? }] }, ReferenceData } }`. ResultCode is a number in most
 *   samples, a string in the tables, and not always numeric ("R000002", "SFC_IC0003").
 */
import type { B2cResult, FloatResult, PaybillNotice, StkResult } from '../../modules/wallet/mpesa-gateway';

/**
 * Stands for a failure M-PESA gave no numeric code for (SFC_IC0003, R000002, or a payout a
 * Transaction Status result reports as failed): our result types hold numbers, and this one is
 * no M-PESA code. The description keeps M-PESA's own code and words.
 */
export const NO_RESULT_CODE = -1;

export type DarajaResultCode = number | string;

/** One `{ Result: ... }` body, whichever API it answers. */
export interface DarajaResult {
  /** For a Transaction Status result these are the status query's own ids, not the payout's. */
  originatorConversationId: string;
  conversationId: string;
  /**
   * 0 is success. A code M-PESA gives in letters ("R000002", "SFC_IC0003") is NO_RESULT_CODE
   * here, with the code leading resultDesc ("R000002: The OriginalTransactionID is invalid.").
   */
  resultCode: number;
  /** The code exactly as M-PESA gave it: "0", "2001", "R000002". */
  code: string;
  resultDesc: string;
  transactionId?: string;
  /** ResultParameters by Key. A key given twice (DebitPartyName in the status sample) keeps its first value. */
  parameters: Record<string, string | number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Daraja's lists are arrays, but a list of one may come as the object itself (ReferenceItem does). */
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** Shillings as M-PESA writes them ("300", 300, "1500.00") in cents, when it is a number. */
function cents(value: unknown): number | undefined {
  const shillings = Number(str(value));
  return value !== undefined && Number.isFinite(shillings) ? Math.round(shillings * 100) : undefined;
}

/** "0", 0, "1032" → numbers; "R000002" stays a string; anything else is no code. */
export function resultCode(value: unknown): DarajaResultCode | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim();
}

/** A result code in the numeric form our result types take, and the description to go with it. */
export function numericResult(code: DarajaResultCode, desc: string): { resultCode: number; resultDesc: string } {
  return typeof code === 'number'
    ? { resultCode: code, resultDesc: desc }
    : { resultCode: NO_RESULT_CODE, resultDesc: `${code}: ${desc}` };
}

/** The STK callback as an StkResult, or null when the body is not one. */
export function parseStkCallback(body: unknown): StkResult | null {
  const callback = isRecord(body) && isRecord(body.Body) ? body.Body.stkCallback : undefined;
  if (!isRecord(callback)) return null;
  const checkoutRequestId = str(callback.CheckoutRequestID);
  const code = resultCode(callback.ResultCode);
  if (!checkoutRequestId || code === undefined) return null;
  const result: StkResult = { checkoutRequestId, ...numericResult(code, str(callback.ResultDesc) ?? '') };
  const metadata = isRecord(callback.CallbackMetadata) ? callback.CallbackMetadata : {};
  for (const item of list(metadata.Item)) {
    if (!isRecord(item)) continue;
    const value = item.Value;
    switch (item.Name) {
      case 'Amount': {
        // Shillings, with decimals in the samples (1.00, 10500.00).
        const shillings = typeof value === 'number' ? value : Number(str(value));
        if (Number.isFinite(shillings)) result.amountCents = Math.round(shillings * 100);
        break;
      }
      case 'MpesaReceiptNumber':
        if (str(value)) result.receipt = str(value);
        break;
      case 'PhoneNumber':
        // A JSON number (254708374149), exact in a double; we keep phones as strings.
        if (str(value)) result.phone = str(value);
        break;
    }
  }
  return result;
}

/**
 * A `{ Result: ... }` body (B2C, Transaction Status or Reversal), or null when the body is not
 * one. Both ids are documented on every result; one missing is read as empty, since either can
 * match the request.
 */
export function parseDarajaResult(body: unknown): DarajaResult | null {
  const result = isRecord(body) ? body.Result : undefined;
  if (!isRecord(result)) return null;
  const originatorConversationId = str(result.OriginatorConversationID) ?? '';
  const conversationId = str(result.ConversationID) ?? '';
  const code = resultCode(result.ResultCode);
  if ((!originatorConversationId && !conversationId) || code === undefined) return null;
  const parameters: Record<string, string | number> = {};
  const container = isRecord(result.ResultParameters) ? result.ResultParameters.ResultParameter : undefined;
  for (const parameter of list(container)) {
    if (!isRecord(parameter) || typeof parameter.Key !== 'string' || parameter.Key in parameters) continue;
    const value = parameter.Value;
    if (typeof value === 'number' || typeof value === 'string') parameters[parameter.Key] = value;
  }
  const transactionId = str(result.TransactionID);
  return {
    originatorConversationId,
    conversationId,
    ...numericResult(code, str(result.ResultDesc) ?? ''),
    code: String(code),
    ...(transactionId ? { transactionId } : {}),
    parameters,
  };
}

/** A B2C result callback as the B2cResult of its payout; the receipt only with a payout made. */
export function b2cResultFromPayout(parsed: DarajaResult): B2cResult {
  // A failed payout carries a TransactionID too (the B2C page's 2001 sample): no receipt then.
  const receipt = str(parsed.parameters.TransactionReceipt) ?? parsed.transactionId;
  const amountCents = cents(parsed.parameters.TransactionAmount);
  const receiverName = str(parsed.parameters.ReceiverPartyPublicName);
  return {
    originatorConversationId: parsed.originatorConversationId,
    conversationId: parsed.conversationId,
    resultCode: parsed.resultCode,
    resultDesc: parsed.resultDesc,
    ...(parsed.resultCode === 0 && receipt ? { receipt } : {}),
    ...(parsed.resultCode === 0 && amountCents !== undefined ? { amountCents } : {}),
    ...(parsed.resultCode === 0 && receiverName ? { receiverName } : {}),
  };
}

/**
 * A Reversal result as the refund's outcome. 0 is the reversal made. R000001 ("The TransactionID
 * provided is already reversed", the Reversal page's result codes) means the money is already
 * back with the payer — our earlier Reversal whose result was lost, or one made in the M-PESA
 * portal — so the refund is done and must be booked, or it would be asked for for ever. Every
 * other code is a reversal not made.
 */
export function reversalOutcome(parsed: DarajaResult): { ok: true } | { ok: false; reason: string } {
  if (parsed.code === '0' || parsed.code === 'R000001') return { ok: true };
  return { ok: false, reason: parsed.resultDesc };
}

/**
 * What a Reversal result says of the request it answers: its OriginatorConversationID, and on
 * success the Amount (shillings) and OriginalTransactionID (the receipt reversed) of its
 * parameters.
 */
export function reversalIds(parsed: DarajaResult): { reference: string; amountCents?: number; receipt?: string } {
  const amountCents = cents(parsed.parameters.Amount);
  const receipt = str(parsed.parameters.OriginalTransactionID);
  return {
    reference: parsed.originatorConversationId,
    ...(amountCents !== undefined ? { amountCents } : {}),
    ...(receipt ? { receipt } : {}),
  };
}

/**
 * The available funds of each account in an Account Balance result's `AccountBalance` parameter:
 * accounts separated by `&`, each `Name|Currency|Available|Uncleared|Reserved|Unreserved`
 * ("Utility Account|KES|228037.00|228037.00|0.00|0.00"), in cents. An account not in KES, or
 * whose available funds are no number, is left out rather than guessed.
 */
export function accountBalances(value: string): Record<string, number> {
  const accounts: Record<string, number> = {};
  for (const account of value.split('&')) {
    const [name, currency, available] = account.split('|').map((field) => field.trim());
    const shillings = Number(available);
    if (!name || currency !== 'KES' || available === '' || !Number.isFinite(shillings)) continue;
    accounts[name] = Math.round(shillings * 100);
  }
  return accounts;
}

/**
 * An Account Balance result as the float reading it carries. B2C pays from the Utility Account
 * (the B2C page's FAQ), so a result without one reads no float, whatever its code says.
 */
export function floatResultFromBalance(parsed: DarajaResult): FloatResult {
  const result: FloatResult = {
    originatorConversationId: parsed.originatorConversationId,
    conversationId: parsed.conversationId,
    resultCode: parsed.resultCode,
    resultDesc: parsed.resultDesc,
  };
  const accounts = str(parsed.parameters.AccountBalance);
  if (parsed.resultCode !== 0 || !accounts) return result;
  const funds = accountBalances(accounts);
  return {
    ...result,
    accounts,
    ...(funds['Utility Account'] !== undefined ? { utilityAvailableCents: funds['Utility Account'] } : {}),
    ...(funds['Working Account'] !== undefined ? { workingAvailableCents: funds['Working Account'] } : {}),
  };
}

/** TransactionStatus values (a result parameter) that mean the transaction did not and will not complete. */
const FAILED_STATUSES = new Set(['failed', 'declined', 'cancelled', 'canceled', 'expired']);

/**
 * A Transaction Status result as the B2cResult of the payout it was asked about, or null when
 * it settles nothing: ask again later, and never release a payout's money on that.
 *
 * - Completed: ResultCode 0 with the ResultParameter TransactionStatus "Completed" (the page's
 *   sample, which also carries ReceiptNo, Amount and the original OriginatorConversationID and
 *   ConversationID) → paid, with the receipt and the amount.
 * - Failed: ResultCode 0 with TransactionStatus Failed, Declined, Cancelled or Expired → failed.
 * - Anything else is null. The page documents no answer for a transaction M-PESA does not know
 *   (not processed yet, or never received), and a non-zero code (SFC_IC0003, the only one it
 *   lists) is the query refused: reading either as a failed payout would let a payout M-PESA
 *   makes later be paid twice.
 *
 * The payout's ids come from the parameters; where they are missing the result keeps the
 * query's, so route status results by the payout their ResultURL names.
 */
export function b2cResultFromStatus(parsed: DarajaResult): B2cResult | null {
  if (parsed.code !== '0') return null;
  const originatorConversationId = str(parsed.parameters.OriginatorConversationID) ?? parsed.originatorConversationId;
  const conversationId = str(parsed.parameters.ConversationID);
  const amountCents = cents(parsed.parameters.Amount);
  const ids = {
    originatorConversationId,
    ...(conversationId ? { conversationId } : {}),
    ...(amountCents !== undefined ? { amountCents } : {}),
  };
  const status = str(parsed.parameters.TransactionStatus) ?? '';
  if (status.toLowerCase() === 'completed') {
    const receipt = str(parsed.parameters.ReceiptNo) ?? parsed.transactionId;
    return { ...ids, resultCode: 0, resultDesc: parsed.resultDesc, ...(receipt ? { receipt } : {}) };
  }
  if (FAILED_STATUSES.has(status.toLowerCase())) {
    return { ...ids, resultCode: NO_RESULT_CODE, resultDesc: `M-PESA reports the payout as ${status}.` };
  }
  return null;
}

/**
 * A C2B validation or confirmation body (the Customer To Business page: TransID, TransAmount as
 * "5.00", BusinessShortCode, BillRefNumber, masked MSISDN), or null when it is not one. M-PESA
 * moves whole shillings only, so an amount with cents is no payment of ours either.
 */
export function parsePaybillNotice(body: unknown): PaybillNotice | null {
  if (!isRecord(body)) return null;
  const transId = str(body.TransID);
  const shillings = Number(str(body.TransAmount));
  const shortcode = str(body.BusinessShortCode);
  if (!transId || !shortcode || !Number.isFinite(shillings) || shillings <= 0) return null;
  return {
    transId,
    amountCents: Math.round(shillings * 100),
    shortcode,
    reference: (str(body.BillRefNumber) ?? '').trim(),
    msisdn: str(body.MSISDN) ?? '',
  };
}
