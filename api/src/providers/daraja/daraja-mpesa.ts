/**
 * The M-PESA gateway on Safaricom's Daraja API (MPESA_PROVIDER=daraja). Every call is answered
 * at once with an acknowledgement; outcomes come later to our callback routes, which read them
 * with daraja-results.ts. Daraja does not sign its callbacks, so confirmsCallbacks is true and
 * an STK callback is checked with an STK Push Query before money moves.
 *
 * Request fields follow developer.safaricom.co.ke/apis (MpesaExpressSimulate, MpesaExpressQuery,
 * BusinessToCustomer, TransactionStatus, Reversal, AccountBalance). Where a page's sample and its table disagree
 * we follow the table, which the other pages and client libraries share: amounts go as JSON
 * numbers ("Numeric"), shortcodes and phone numbers as strings of digits, as in the samples.
 */
import { X509Certificate, constants, publicEncrypt } from 'node:crypto';
import type { DarajaSettings } from '../../config';
import type {
  B2cAccepted,
  B2cRequest,
  FloatQuery,
  FloatQueryAccepted,
  MpesaGateway,
  PaybillUrls,
  PayoutStatus,
  PayoutStatusQuery,
  RefundAnswer,
  ReversalRequest,
  StkPushAccepted,
  StkPushRequest,
  StkStatus,
  StkStatusQuery,
} from '../../modules/wallet/mpesa-gateway';
import { wholeShillings } from '../../modules/wallet/mpesa-gateway';
import { ProviderError } from '../provider-error';
import { DarajaClient, type DarajaBody } from './daraja-client';
import { numericResult, resultCode } from './daraja-results';

export interface DarajaMpesaOptions {
  /** The clock for STK timestamps and the token's age; tests move it. */
  now?: () => Date;
  /** How long one call to Daraja may take (30 s). */
  timeoutMs?: number;
}

/** East Africa Time is UTC+3 all year (Kenya keeps no daylight saving), so a fixed offset is exact. */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Daraja's Timestamp, YYYYMMDDHHmmss in Nairobi time, whatever the machine's time zone. */
export function nairobiTimestamp(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** M-PESA Express Password: base64(Shortcode + Passkey + Timestamp). */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string) =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

/**
 * The initiator password encrypted with the M-PESA certificate's public key, RSA with PKCS #1
 * v1.5 padding, in base64 (the Reversal page's FAQ; every B2C client library does the same).
 */
export function securityCredential(certificatePem: string, initiatorPassword: string): string {
  const { publicKey } = new X509Certificate(certificatePem);
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(initiatorPassword),
  ).toString('base64');
}

/** Nothing was sent: the request cannot be made as asked. */
const invalid = (message: string) => new ProviderError('refused', message);

/** 2547XXXXXXXX or 2541XXXXXXXX: the MSISDN form every M-PESA API takes. */
function msisdn(phone: string): string {
  if (!/^254[17]\d{8}$/.test(phone)) {
    throw invalid(`M-PESA takes phone numbers as 2547XXXXXXXX or 2541XXXXXXXX; "${phone}" is neither.`);
  }
  return phone;
}

function absoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(`${name} must be an absolute URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid(`${name} must be an http or https URL.`);
  return value;
}

/** Remarks: 2 to 100 characters on the B2C and Reversal pages; cut to 100, refused below 2. */
function remarks(value: string): string {
  const text = value.trim().slice(0, 100);
  if (text.length < 2) throw invalid('M-PESA needs remarks of 2 to 100 characters.');
  return text;
}

/** The documented STK result codes after which the payment will not happen (M-PESA Express result code table). */
const STK_FINAL_FAILURES = new Set<number | string>([
  1,
  2,
  3,
  4,
  8,
  17,
  1001,
  1019,
  1025,
  1032,
  1037,
  2001,
  2028,
  8006,
  9999,
  'SFC_IC0003',
]);

/** Daraja's error for an STK query whose payment is still being processed (and a few STK push refusals). */
const STILL_PROCESSING = '500.001.1001';

const accepted = (body: DarajaBody) => String(body.ResponseCode ?? '') === '0';
const described = (body: DarajaBody) =>
  typeof body.ResponseDescription === 'string' ? body.ResponseDescription : 'no description';

export class DarajaMpesa implements MpesaGateway {
  readonly confirmsCallbacks = true;
  private readonly client: DarajaClient;
  private readonly now: () => Date;
  /** Encrypted once: a bad certificate fails at boot, not at the first payout. */
  private readonly credential: string;
  /** The reversal initiator's, likewise. */
  private readonly reversalCredential: string;

  constructor(
    private readonly settings: DarajaSettings,
    options: DarajaMpesaOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    try {
      this.credential = securityCredential(settings.certificatePem, settings.initiatorPassword);
      this.reversalCredential = securityCredential(settings.certificatePem, settings.reversalInitiatorPassword);
    } catch {
      throw new Error('The Daraja certificate (DARAJA_CERT_PATH) holds no usable RSA public key.');
    }
    this.client = new DarajaClient(settings, {
      now: this.now,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      secrets: [
        settings.passkey,
        settings.initiatorPassword,
        this.credential,
        settings.reversalInitiatorPassword,
        this.reversalCredential,
      ],
    });
  }

  connect(): void {
    // Results come to our HTTP callback routes, not through the gateway.
  }

  close(): void {
    // Nothing is held open: each call is its own HTTP exchange.
  }

  /** BusinessShortCode, Password and Timestamp, shared by the STK push and its query. */
  private stkCredentials() {
    const timestamp = nairobiTimestamp(this.now());
    return {
      BusinessShortCode: this.settings.shortcode,
      Password: stkPassword(this.settings.shortcode, this.settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  /** Initiator, SecurityCredential (the B2C page names the first InitiatorName). */
  private initiator() {
    return { Initiator: this.settings.initiatorName, SecurityCredential: this.credential };
  }

  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    const phone = msisdn(request.phone);
    if (request.reference.length < 1 || request.reference.length > 12) {
      throw invalid(`M-PESA takes an AccountReference of 1 to 12 characters; "${request.reference}" is not.`);
    }
    const payload = {
      ...this.stkCredentials(),
      TransactionType: this.settings.transactionType,
      Amount: wholeShillings(request.amountCents),
      PartyA: phone,
      // The paybill for CustomerPayBillOnline; for CustomerBuyGoodsOnline the till, while
      // BusinessShortCode stays the store number (the page's 2028 explanation).
      PartyB:
        this.settings.transactionType === 'CustomerBuyGoodsOnline'
          ? (this.settings.tillNumber ?? this.settings.shortcode)
          : this.settings.shortcode,
      PhoneNumber: phone,
      CallBackURL: absoluteUrl('The STK callback URL', request.callbackUrl),
      AccountReference: request.reference,
      // At most 13 characters (the page); it is only a note, so it is cut, not refused.
      TransactionDesc: request.description.slice(0, 13) || request.reference,
    };
    let body: DarajaBody;
    try {
      // The Password is the passkey in base64: it must not come back in an error either.
      body = await this.client.post('the STK push', '/mpesa/stkpush/v1/processrequest', payload, [payload.Password]);
    } catch (error) {
      // 500.001.1001 answers an STK push with wrong credentials, an unknown merchant or a phone
      // already in a session (the page's error table): no prompt was sent, so it is a refusal.
      if (error instanceof ProviderError && error.code === STILL_PROCESSING) {
        throw new ProviderError('refused', error.message, error.code);
      }
      throw error;
    }
    const merchantRequestId = body.MerchantRequestID;
    const checkoutRequestId = body.CheckoutRequestID;
    if (!accepted(body)) throw new ProviderError('refused', `M-PESA did not take the STK push: ${described(body)}.`);
    if (typeof merchantRequestId !== 'string' || typeof checkoutRequestId !== 'string') {
      throw new ProviderError('unavailable', 'Daraja accepted the STK push without its request ids.');
    }
    return { merchantRequestId, checkoutRequestId };
  }

  async stkStatus(query: StkStatusQuery): Promise<StkStatus> {
    let body: DarajaBody;
    try {
      const credentials = this.stkCredentials();
      body = await this.client.post(
        'the STK push query',
        '/mpesa/stkpushquery/v1/query',
        { ...credentials, CheckoutRequestID: query.checkoutRequestId },
        [credentials.Password],
      );
    } catch (error) {
      // "The transaction is being processed" (500.001.1001), or no answer: ask again later.
      if (error instanceof ProviderError && (error.kind === 'unavailable' || error.code === STILL_PROCESSING)) {
        return { state: 'pending' };
      }
      throw error;
    }
    const code = resultCode(body.ResultCode);
    if (!accepted(body) || code === undefined) return { state: 'pending' };
    if (code === 0) return { state: 'paid' };
    // An undocumented code (the sandbox's 4999 "still under processing") is not taken as final.
    if (!STK_FINAL_FAILURES.has(code)) return { state: 'pending' };
    const desc = typeof body.ResultDesc === 'string' ? body.ResultDesc : '';
    return { state: 'failed', ...numericResult(code, desc) };
  }

  /**
   * Sends a payout. ResponseCode "0" only means Daraja took it; the result comes to resultUrl.
   * A timeout or 5xx is `unavailable` and must never be sent again: ask with payoutStatus. A
   * repeated OriginatorConversationID is refused by Daraja with 500.002.1001 (DUPLICATE_PAYOUT),
   * which is `unavailable` too, since the first one was taken: so a payout whose first request
   * went unanswered can be sent again with the same id and is never paid twice.
   */
  async b2c(request: B2cRequest): Promise<B2cAccepted> {
    const payload = {
      OriginatorConversationID: request.originatorConversationId,
      InitiatorName: this.settings.initiatorName,
      SecurityCredential: this.credential,
      CommandID: 'BusinessPayment',
      Amount: wholeShillings(request.amountCents),
      PartyA: this.settings.b2cShortcode,
      PartyB: msisdn(request.phone),
      Remarks: remarks(request.remarks),
      QueueTimeOutURL: absoluteUrl('The B2C timeout URL', request.timeoutUrl),
      ResultURL: absoluteUrl('The B2C result URL', request.resultUrl),
      // Optional. The B2C v3 page spells it "Occassion", the v1 samples and the other APIs
      // "Occasion"; Daraja takes either (ignoring the other), so both are sent.
      Occassion: 'Withdrawal',
      Occasion: 'Withdrawal',
    };
    const body = await this.client.post('the B2C payout', '/mpesa/b2c/v3/paymentrequest', payload);
    if (!accepted(body)) throw new ProviderError('refused', `M-PESA did not take the payout: ${described(body)}.`);
    if (typeof body.ConversationID !== 'string') {
      // Taken (ResponseCode 0) but unnamed: the result will still come, so it is not a refusal.
      throw new ProviderError('unavailable', 'Daraja accepted the payout without a ConversationID.');
    }
    return { conversationId: body.ConversationID };
  }

  /**
   * Asks Transaction Status about a payout by its OriginatorConversationID (the page's
   * OriginalConversationID: "either an M-Pesa Receipt number or an Originator Conversation ID"
   * identifies the transaction, so no TransactionID is sent). The answer comes to resultUrl.
   */
  async payoutStatus(query: PayoutStatusQuery): Promise<PayoutStatus> {
    const body = await this.client.post('the transaction status query', '/mpesa/transactionstatus/v1/query', {
      ...this.initiator(),
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: query.originatorConversationId,
      PartyA: this.settings.b2cShortcode,
      // 4: an organisation shortcode.
      IdentifierType: '4',
      ResultURL: absoluteUrl('The status result URL', query.resultUrl),
      QueueTimeOutURL: absoluteUrl('The status timeout URL', query.timeoutUrl),
      Remarks: 'Payout status',
      Occasion: 'Payout status',
    });
    if (!accepted(body)) {
      throw new ProviderError('refused', `M-PESA did not take the status query: ${described(body)}.`);
    }
    // The result carries the query's own ConversationID and OriginatorConversationID (the
    // Transaction Status page), which only this answer told us.
    const queryId =
      typeof body.ConversationID === 'string'
        ? body.ConversationID
        : typeof body.OriginatorConversationID === 'string'
          ? body.OriginatorConversationID
          : undefined;
    return { state: 'asked', ...(queryId ? { queryId } : {}) };
  }

  /**
   * Asks Account Balance what the B2C shortcode holds (the payout float). The B2C initiator
   * needs the "Balance Query ORG API" role too. The page's sample spells QueueTimeOutURL as every
   * other API does (its table says QueueTimeoutURL); the sample is what Daraja is sent.
   */
  async floatBalance(query: FloatQuery): Promise<FloatQueryAccepted> {
    const body = await this.client.post('the account balance query', '/mpesa/accountbalance/v1/query', {
      ...this.initiator(),
      CommandID: 'AccountBalance',
      PartyA: this.settings.b2cShortcode,
      // 4: an organisation shortcode.
      IdentifierType: '4',
      Remarks: 'Payout float',
      QueueTimeOutURL: absoluteUrl('The balance timeout URL', query.timeoutUrl),
      ResultURL: absoluteUrl('The balance result URL', query.resultUrl),
    });
    if (!accepted(body)) {
      throw new ProviderError('refused', `M-PESA did not take the balance query: ${described(body)}.`);
    }
    const { OriginatorConversationID: originatorConversationId, ConversationID: conversationId } = body;
    if (typeof originatorConversationId !== 'string' || typeof conversationId !== 'string') {
      throw new ProviderError('unavailable', 'Daraja accepted the balance query without its ids.');
    }
    return { originatorConversationId, conversationId };
  }

  /**
   * Registers the C2B validation and confirmation URLs on the paybill, ResponseType Completed:
   * should our validation URL not answer in time, M-PESA completes the payment and the
   * confirmation still reaches us (a payment it would otherwise cancel is one the payer made on
   * purpose). Production registers once: 500.003.1001 "Urls are already registered" is that.
   * A till takes no account number, so nothing is registered for one.
   */
  async registerPaybillUrls(urls: PaybillUrls): Promise<'registered' | 'already registered' | 'none'> {
    if (this.settings.transactionType !== 'CustomerPayBillOnline') return 'none';
    try {
      const body = await this.client.post('the C2B URL registration', '/mpesa/c2b/v2/registerurl', {
        ShortCode: this.settings.shortcode,
        ResponseType: 'Completed',
        ConfirmationURL: absoluteUrl('The C2B confirmation URL', urls.confirmationUrl),
        ValidationURL: absoluteUrl('The C2B validation URL', urls.validationUrl),
      });
      if (!accepted(body)) {
        throw new ProviderError('refused', `M-PESA did not register the C2B URLs: ${described(body)}.`);
      }
      return 'registered';
    } catch (error) {
      if (error instanceof ProviderError && /already registered/i.test(error.message)) return 'already registered';
      throw error;
    }
  }

  /** Reverses an STK payment (C2B) to its payer; the result comes to resultUrl. */
  async reverse(request: ReversalRequest): Promise<RefundAnswer> {
    try {
      const body = await this.client.post('the reversal', '/mpesa/reversal/v1/request', {
        // The receiving shortcode's own operator with the Org Reversals Initiator role.
        Initiator: this.settings.reversalInitiatorName,
        SecurityCredential: this.reversalCredential,
        CommandID: 'TransactionReversal',
        TransactionID: request.receipt,
        Amount: wholeShillings(request.amountCents),
        // The shortcode the payment went to, which is the STK one.
        ReceiverParty: this.settings.shortcode,
        // "11" (an organisation), under Daraja's own spelling of the field.
        RecieverIdentifierType: '11',
        ResultURL: absoluteUrl('The reversal result URL', request.resultUrl),
        QueueTimeOutURL: absoluteUrl('The reversal timeout URL', request.timeoutUrl),
        Remarks: remarks(request.remarks),
        Occasion: 'Refund',
      });
      if (!accepted(body)) return { state: 'refused', reason: `M-PESA did not take the reversal: ${described(body)}.` };
      // The result names this id; one that does not is not the result of our request.
      if (typeof body.OriginatorConversationID !== 'string' || body.OriginatorConversationID === '') {
        throw new ProviderError('unavailable', 'Daraja accepted the reversal without an OriginatorConversationID.');
      }
      return { state: 'accepted', reference: body.OriginatorConversationID };
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'refused')
        return { state: 'refused', reason: error.message };
      throw error;
    }
  }
}
