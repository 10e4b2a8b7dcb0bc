/**
 * A local stand-in for Safaricom's Daraja, for tests and local runs: the same paths, the same
 * checks and the same answers as developer.safaricom.co.ke/apis documents, with its
 * transactions in memory and its callbacks delivered by real HTTP POSTs. Mounted by the app under
 * `/daraja` (DARAJA_BASE_URL=http://127.0.0.1:4900/daraja). It shares no code with the adapter,
 * so the two cannot share a mistake.
 *
 * Outcomes are scripted by phone number; every other valid number pays (254708374149 is
 * Safaricom's sandbox test MSISDN):
 *
 * | STK push PhoneNumber | result                            |
 * | -------------------- | --------------------------------- |
 * | 254700000001         | 1 insufficient balance            |
 * | 254700001001         | 1001 another session in progress  |
 * | 254700001019         | 1019 expired                      |
 * | 254700001025         | 1025 prompt could not be sent     |
 * | 254700001032         | 1032 cancelled by the user        |
 * | 254700001037         | 1037 phone unreachable            |
 * | 254700002001         | 2001 wrong PIN                    |
 * | 254700009999         | 9999 prompt could not be sent     |
 *
 * | B2C PartyB           | result                            |
 * | -------------------- | --------------------------------- |
 * | 254799999999         | 2040 unregistered customer        |
 * | 254700000004         | 4 over the daily limit            |
 * | 254700000008         | 8 over the maximum balance        |
 * | 254700000404         | SFC_IC0003 operator does not exist |
 *
 * The B2C shortcode has a float (its Utility Account, `floatKes`, 1,000,000 by default): a paid
 * payout takes from it, and one it cannot cover is refused in its result with ResultCode 1 ("The
 * balance is insufficient for the transaction.", the B2C result codes), like the 2001 sample,
 * without ResultParameters. `/mpesa/accountbalance/v1/query` (the Account Balance page) reads it:
 * CommandID AccountBalance, IdentifierType 4, the B2C shortcode as PartyA and its initiator, and
 * Remarks, ResultURL and QueueTimeOutURL (the page's table spells it QueueTimeoutURL; either is
 * taken); its result carries the page's `AccountBalance` string and BOCompletedTime.
 *
 * As documented, the results also answer: 2001 for wrong initiator credentials (a name, or a
 * SecurityCredential that does not decrypt to the password; taken first, refused in the
 * result, as the B2C page shows; a Reversal takes the STK shortcode's reversal initiator, not
 * the B2C one); 2028 for a B2C PartyA other than the B2C shortcode, or an STK PartyB other than
 * the paybill (CustomerPayBillOnline) or the till (CustomerBuyGoodsOnline); R000002 for a reversal of an unknown receipt and R000001 for
 * one already reversed. A Transaction Status about a transaction the fake does not have answers
 * R000002 too (the docs give no code for it). Refused at once, as the error tables show: a
 * second STK push to a phone whose prompt is still open (500.001.1001, "Unable to lock
 * subscriber"), an STK Password that is not base64(shortcode + passkey + Timestamp)
 * (500.001.1001 "Wrong credentials"), a repeated B2C OriginatorConversationID (500.002.1001),
 * an unknown or expired token (401, 404.001.03), and each malformed field (400,
 * 400.002.02 "Bad Request - Invalid <field>").
 *
 * The control API scripts what the next requests meet:
 * - `POST /_fake/next` with any of
 *   `{ callback: 'normal' | 'twice' | 'never' | 'late' }` for the next request that makes a
 *   callback (STK push, B2C, status, reversal): sent once, twice, never (the transaction still
 *   completes and queries see it), or `lateCallbackMs` late so a later callback overtakes it;
 *   with `times: n` the next n such requests meet it;
 *   `{ status5xx: n }` the next n M-PESA API calls (not OAuth) answer 500 without doing anything;
 *   `{ slowMs: n }` the next M-PESA API call is carried out but answered n ms late;
 *   `{ expireTokens: true }` every token issued so far expires now;
 *   `{ stkQueryFails: true }` the next STK Push Query answers 1032 whatever happened (the sandbox
 *   has been reported to say a paid push failed).
 * - `POST /_fake/float` `{ utility: <KES> }` sets the B2C float (a top-up, or a short float);
 *   `GET /_fake/float` answers `{ utility }`.
 * - `GET /_fake/transactions`: `{ tokensIssued, transactions }`, every request the fake took
 *   (kind stk, b2c, status, reversal, balance: fields, ids, outcome, receipt, callback deliveries) and
 *   every one it answered with an error (`refused`: the errorCode; a repeated B2C among them),
 *   never a credential. Requests refused for their token are not listed: the gateway stops them.
 * - `POST /_fake/reset`: forgets transactions, tokens and scripts.
 *
 * C2B (the Register URL and Customer To Business pages): `/mpesa/c2b/v2/registerurl` takes the
 * paybill's ShortCode, ResponseType Completed or Cancelled and two URLs free of the words the page
 * forbids (400.003.02 "Bad Request" otherwise), and `/mpesa/c2b/v2/simulate` (sandbox only on the
 * real Daraja) is a customer paying the paybill: the fake posts the validation request (as with
 * External Validation on), and when it is answered ResultCode "0" (or not at all, with
 * ResponseType Completed) the confirmation, both with the masked MSISDN. Transactions of kind
 * `c2b` record the validation answer in `ids.validation` and can be reversed.
 */
import { constants, privateDecrypt, randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export interface DarajaFakeOptions {
  consumerKey: string;
  consumerSecret: string;
  /** The STK shortcode (BusinessShortCode, a paybill's PartyB, the Reversal ReceiverParty). */
  shortcode: string;
  /** The till of that store: PartyB of a CustomerBuyGoodsOnline push. */
  tillNumber?: string;
  passkey: string;
  b2cShortcode: string;
  /** The B2C shortcode's API operator (B2C, Transaction Status). */
  initiatorName: string;
  initiatorPassword: string;
  /** The STK shortcode's API operator with the Org Reversals Initiator role. */
  reversalInitiatorName: string;
  reversalInitiatorPassword: string;
  /** The private key matching the certificate the adapter encrypts SecurityCredential with. */
  privateKeyPem: string;
  /** How long after a request its outcome is settled and its callback sent (1000 ms). */
  callbackDelayMs?: number;
  /** How late a `late` callback comes (5 × callbackDelayMs). */
  lateCallbackMs?: number;
  /** What the B2C shortcode's Utility Account holds at the start, in KES (1,000,000). */
  floatKes?: number;
  /** The lifetime of an access token (3599 s, as Daraja gives). */
  tokenTtlSeconds?: number;
  /** How far an STK Timestamp may be from the fake's clock (300 s). */
  timestampToleranceSeconds?: number;
}

type CallbackMode = 'normal' | 'twice' | 'never' | 'late';
type Code = number | string;

/** What happened to one callback POST, for tests to read. */
interface Delivery {
  at: string;
  url: string;
  status?: number;
  error?: string;
}

interface Outcome {
  resultCode: Code;
  resultDesc: string;
}

interface Transaction extends Outcome {
  kind: 'stk' | 'stk-query' | 'b2c' | 'status' | 'reversal' | 'balance' | 'c2b-register' | 'c2b';
  createdAt: number;
  /** When the outcome is final (queries before this see it still in progress). */
  settlesAt: number;
  callback: CallbackMode;
  deliveries: Delivery[];
  /** The fields the request gave, without credentials. */
  request: Record<string, unknown>;
  /** Ids the fake answered with. */
  ids: Record<string, string>;
  receipt?: string;
  amount: number;
  phone?: string;
  reversed?: boolean;
  /** The errorCode of a request answered with an error: received, not carried out. */
  refused?: string;
}

const STK_RESULTS: Record<string, Outcome> = {
  '254700000001': { resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.' },
  '254700001001': {
    resultCode: 1001,
    resultDesc: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  },
  '254700001019': { resultCode: 1019, resultDesc: 'Transaction has expired.' },
  '254700001025': { resultCode: 1025, resultDesc: 'An error occurred while sending a push request.' },
  '254700001032': { resultCode: 1032, resultDesc: 'Request cancelled by user' },
  '254700001037': { resultCode: 1037, resultDesc: 'DS timeout user cannot be reached' },
  '254700002001': { resultCode: 2001, resultDesc: 'The initiator information is invalid.' },
  '254700009999': { resultCode: 9999, resultDesc: 'An error occurred while sending a push request.' },
};

const B2C_RESULTS: Record<string, Outcome> = {
  '254799999999': {
    resultCode: 2040,
    resultDesc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  },
  '254700000004': { resultCode: 4, resultDesc: 'Declined due to limit rule: would exceed daily transfer limit' },
  '254700000008': { resultCode: 8, resultDesc: 'Declined due to limit rule: would exceed the maximum balance.' },
  '254700000404': { resultCode: 'SFC_IC0003', resultDesc: 'The operator does not exist.' },
};

const PROCESSED = 'The service request is processed successfully.';
const FLOAT_SHORT: Outcome = { resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.' };
const ACCEPTED = 'Accept the service request successfully.';
const INITIATOR_INVALID: Outcome = { resultCode: 2001, resultDesc: 'The initiator information is invalid.' };
const NOT_PERMITTED: Outcome = {
  resultCode: 2028,
  resultDesc: 'The request is not permitted according to product assignment.',
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const requestId = () => `${hex(2)}-${hex(2)}-${hex(2)}-${hex(9)}`;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** An M-PESA receipt: ten capitals and digits, e.g. SG632NMUAB. */
const receipt = () => Array.from({ length: 10 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/** Nairobi (UTC+3) wall time, YYYYMMDDHHmmss. */
const eat = (ms: number) => new Date(ms + 3 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
/** ws_CO_ + DDMMYYYYHHmmss + ten digits, like ws_CO_1007202409152617172396192. */
function checkoutRequestId(): string {
  const t = eat(Date.now());
  return `ws_CO_${t.slice(6, 8)}${t.slice(4, 6)}${t.slice(0, 4)}${t.slice(8)}${randomInt(1e9, 1e10)}`;
}
const conversationId = () => `AG_${eat(Date.now()).slice(0, 8)}_${hex(10)}`;

/** A Nairobi YYYYMMDDHHmmss as epoch milliseconds, or null when it names no real moment. */
function parseEat(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{14}$/.test(value)) return null;
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at, i) => Number(value.slice(at, at + (i === 0 ? 4 : 2))));
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // Date.UTC rolls 31 February over into March: a round trip catches that.
  return eat(utc - 3 * 3600_000) === value ? utc - 3 * 3600_000 : null;
}

const digits = (value: unknown): string | null =>
  (typeof value === 'string' && /^\d+$/.test(value)) || (typeof value === 'number' && Number.isInteger(value))
    ? String(value)
    : null;

/** The tables call these Numeric and the samples send strings: both are taken. */
const shortcodeOf = (value: unknown) => {
  const code = digits(value);
  return code !== null && code.length >= 5 && code.length <= 7 ? code : null;
};
const phoneOf = (value: unknown) => {
  const phone = digits(value);
  return phone !== null && /^254[17]\d{8}$/.test(phone) ? phone : null;
};
const amountOf = (value: unknown) => {
  const amount = digits(value);
  return amount !== null && Number(amount) > 0 ? Number(amount) : null;
};
const urlOf = (value: unknown) => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
};
const textOf = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && value.length >= min && value.length <= max ? value : null;

/** PKCS #1 v1.5 decryption, done by hand: Node refuses that padding for private decryption (CVE-2023-46809). */
function decryptCredential(privateKeyPem: string, credential: unknown): string | null {
  if (typeof credential !== 'string' || credential === '') return null;
  try {
    const block = privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_NO_PADDING },
      Buffer.from(credential, 'base64'),
    );
    // 00 02 <at least eight non-zero padding bytes> 00 <message>
    const end = block.indexOf(0, 2);
    if (block[0] !== 0 || block[1] !== 2 || end < 10) return null;
    return block.subarray(end + 1).toString('utf8');
  } catch {
    return null;
  }
}

/** What a route answers: the handlers decide it, the route wrapper sends it (late, if scripted). */
interface Answer {
  status: number;
  body: unknown;
}

const ok = (body: object): Answer => ({ status: 200, body });
/** Daraja's error body. */
const fail = (status: number, errorCode: string, errorMessage: string): Answer => ({
  status,
  body: { requestId: requestId(), errorCode, errorMessage },
});
const badRequest = (field: string) => fail(400, '400.002.02', `Bad Request - Invalid ${field}`);
const send = (reply: FastifyReply, answer: Answer) => reply.code(answer.status).send(answer.body);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const darajaFake: FastifyPluginAsync<DarajaFakeOptions> = async (fastify, options) => {
  const delay = options.callbackDelayMs ?? 1000;
  const lateDelay = options.lateCallbackMs ?? delay * 5;
  const ttlSeconds = options.tokenTtlSeconds ?? 3599;
  const tolerance = (options.timestampToleranceSeconds ?? 300) * 1000;
  const startingFloat = options.floatKes ?? 1_000_000;
  /** The B2C shortcode's Utility Account, in KES: B2C pays from it. */
  let float = startingFloat;

  const tokens = new Map<string, number>();
  let tokensIssued = 0;
  const transactions: Transaction[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const script = {
    callback: null as CallbackMode | null,
    callbackTimes: 0,
    status5xx: 0,
    slowMs: 0,
    stkQueryFails: false,
  };

  fastify.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  // Daraja's shape for what it cannot parse (the Transaction Status page's 400.002.05), not Fastify's.
  fastify.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return send(
      reply,
      status < 500
        ? fail(400, '400.002.05', 'Invalid Request Payload')
        : fail(500, '500.003.1001', 'Internal Server Error'),
    );
  });

  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** POSTs `body` to `url` when the transaction's callback mode says, recording each delivery. */
  /** Posts the result `body()` makes when it is due; a body of null is a result never sent. */
  function deliver(transaction: Transaction, url: string, body: () => object | null) {
    const post = async () => {
      const payload = body();
      if (payload === null) return;
      const delivery: Delivery = { at: new Date().toISOString(), url };
      transaction.deliveries.push(delivery);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(10_000),
        });
        delivery.status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
    };
    const mode = transaction.callback;
    if (mode === 'never') return;
    later(mode === 'late' ? lateDelay : delay, post);
    if (mode === 'twice') later(delay + 50, post);
  }

  function record(
    kind: Transaction['kind'],
    fields: Omit<Transaction, 'kind' | 'createdAt' | 'settlesAt' | 'callback' | 'deliveries'>,
  ) {
    const now = Date.now();
    const transaction: Transaction = {
      kind,
      createdAt: now,
      settlesAt: now + delay,
      callback: script.callback ?? 'normal',
      deliveries: [],
      ...fields,
    };
    script.callbackTimes -= 1;
    if (script.callbackTimes <= 0) script.callback = null;
    transactions.push(transaction);
    return transaction;
  }

  /** The requests carried out (lookups never see a refused one). */
  const taken = () => transactions.filter((transaction) => !transaction.refused);
  const settled = (transaction: Transaction) => Date.now() >= transaction.settlesAt;

  /** The initiator's credentials, checked as M-PESA does: after the request is taken. */
  const initiatorValid = (name: unknown, credential: unknown) =>
    name === options.initiatorName &&
    decryptCredential(options.privateKeyPem, credential) === options.initiatorPassword;
  /** An operator belongs to one shortcode: reversals on the STK shortcode take its own. */
  const reversalInitiatorValid = (name: unknown, credential: unknown) =>
    name === options.reversalInitiatorName &&
    decryptCredential(options.privateKeyPem, credential) === options.reversalInitiatorPassword;

  /** A request answered with an error, kept so tests see every request that reached M-PESA's side. */
  function refusal(kind: Transaction['kind'], body: Record<string, unknown>, answer: Answer) {
    const error = answer.body as { errorCode: string; errorMessage: string };
    const { Password: _password, SecurityCredential: _credential, ...request } = body;
    const now = Date.now();
    transactions.push({
      kind,
      createdAt: now,
      settlesAt: now,
      callback: 'never',
      deliveries: [],
      request,
      ids: {},
      amount: 0,
      resultCode: '',
      resultDesc: error.errorMessage,
      refused: error.errorCode,
    });
  }

  /**
   * Every M-PESA API route: a valid Bearer token (a refused token is not recorded: the gateway
   * stops it, and a caller rightly sends it again with a new token), then the scripted 5xx, then
   * the handler (which carries the request out), then the scripted slowness before its answer
   * leaves.
   */
  function api(path: string, kind: Transaction['kind'], handler: (body: Record<string, unknown>) => Answer) {
    fastify.post(path, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ')) return send(reply, fail(401, '404.001.04', 'Invalid Authentication Header'));
      const expiry = tokens.get(header.slice('Bearer '.length));
      if (expiry === undefined || Date.now() >= expiry) {
        return send(reply, fail(401, '404.001.03', 'Invalid Access Token'));
      }
      const body =
        typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
      if (script.status5xx > 0) {
        script.status5xx -= 1;
        const failure = fail(500, '500.003.1001', 'Internal Server Error');
        refusal(kind, body, failure);
        return send(reply, failure);
      }
      const slow = script.slowMs;
      script.slowMs = 0;
      const answer = handler(body);
      if (answer.status !== 200) refusal(kind, body, answer);
      // Carried out already, answered late: a caller that gives up does not know it was taken.
      if (slow > 0) await sleep(slow);
      return send(reply, answer);
    });
  }

  fastify.get('/oauth/v1/generate', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return send(reply, fail(400, '400.008.01', 'Invalid Authentication passed'));
    if (query.grant_type !== 'client_credentials')
      return send(reply, fail(400, '400.008.02', 'Invalid grant type passed'));
    const expected = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    if (header.slice('Basic '.length) !== expected) {
      return send(reply, fail(400, '400.008.01', 'Invalid Authentication passed'));
    }
    const token = randomBytes(21).toString('base64url').slice(0, 28);
    tokens.set(token, Date.now() + ttlSeconds * 1000);
    tokensIssued += 1;
    // Daraja sends the lifetime as a string of seconds.
    return send(reply, ok({ access_token: token, expires_in: String(ttlSeconds) }));
  });

  api('/mpesa/stkpush/v1/processrequest', 'stk', (body) => {
    const shortcode = shortcodeOf(body.BusinessShortCode);
    if (!shortcode) return badRequest('BusinessShortCode');
    const timestamp = parseEat(body.Timestamp);
    if (timestamp === null || Math.abs(Date.now() - timestamp) > tolerance) return badRequest('Timestamp');
    if (shortcode !== options.shortcode) return fail(500, '500.001.1001', 'Merchant does not exist');
    const password = Buffer.from(`${shortcode}${options.passkey}${String(body.Timestamp)}`).toString('base64');
    if (body.Password !== password) return fail(500, '500.001.1001', 'Wrong credentials');
    if (body.TransactionType !== 'CustomerPayBillOnline' && body.TransactionType !== 'CustomerBuyGoodsOnline') {
      return badRequest('TransactionType');
    }
    const amount = amountOf(body.Amount);
    if (amount === null) return badRequest('Amount');
    const partyA = phoneOf(body.PartyA);
    if (!partyA) return badRequest('PartyA');
    const phone = phoneOf(body.PhoneNumber);
    if (!phone) return badRequest('PhoneNumber');
    const partyB = shortcodeOf(body.PartyB);
    if (!partyB) return badRequest('PartyB');
    const callbackUrl = urlOf(body.CallBackURL);
    if (!callbackUrl) return badRequest('CallBackURL');
    const reference = textOf(body.AccountReference, 1, 12);
    if (reference === null) return badRequest('AccountReference');
    if (body.TransactionDesc !== undefined && textOf(body.TransactionDesc, 0, 13) === null) {
      return badRequest('TransactionDesc');
    }
    const busy = taken().find((t) => t.kind === 'stk' && t.phone === phone && !settled(t));
    if (busy) {
      return fail(
        500,
        '500.001.1001',
        'Unable to lock subscriber, a transaction is already in process for the current subscriber',
      );
    }
    // The STK page's 2028: a paybill's PartyB is the paybill; a till's is the till, with the
    // store number as BusinessShortCode.
    const receiver = body.TransactionType === 'CustomerBuyGoodsOnline' ? options.tillNumber : options.shortcode;
    const outcome =
      partyB !== receiver ? NOT_PERMITTED : (STK_RESULTS[phone] ?? { resultCode: 0, resultDesc: PROCESSED });
    const ids = {
      MerchantRequestID: `${hex(2)}-${hex(2)}-${hex(2)}-${hex(8)}`,
      CheckoutRequestID: checkoutRequestId(),
    };
    const transaction = record('stk', {
      ...outcome,
      ...(outcome.resultCode === 0 ? { receipt: receipt() } : {}),
      amount,
      phone,
      ids,
      request: {
        BusinessShortCode: shortcode,
        Timestamp: body.Timestamp,
        TransactionType: body.TransactionType,
        Amount: body.Amount,
        PartyA: partyA,
        PartyB: partyB,
        PhoneNumber: phone,
        CallBackURL: callbackUrl,
        AccountReference: reference,
        TransactionDesc: body.TransactionDesc,
      },
    });
    deliver(transaction, callbackUrl, () => ({
      Body: {
        stkCallback: {
          ...ids,
          ResultCode: transaction.resultCode,
          ResultDesc: transaction.resultDesc,
          ...(transaction.resultCode === 0
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: amount },
                    { Name: 'MpesaReceiptNumber', Value: transaction.receipt },
                    // Daraja sends a Balance item with no Value.
                    { Name: 'Balance' },
                    { Name: 'TransactionDate', Value: Number(eat(transaction.settlesAt)) },
                    { Name: 'PhoneNumber', Value: Number(phone) },
                  ],
                },
              }
            : {}),
        },
      },
    }));
    return ok({
      ...ids,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  });

  api('/mpesa/stkpushquery/v1/query', 'stk-query', (body) => {
    const shortcode = shortcodeOf(body.BusinessShortCode);
    if (!shortcode) return badRequest('BusinessShortCode');
    const timestamp = parseEat(body.Timestamp);
    if (timestamp === null || Math.abs(Date.now() - timestamp) > tolerance) return badRequest('Timestamp');
    const password = Buffer.from(`${shortcode}${options.passkey}${String(body.Timestamp)}`).toString('base64');
    if (shortcode !== options.shortcode || body.Password !== password) {
      return fail(500, '500.001.1001', 'Wrong credentials');
    }
    const transaction = taken().find((t) => t.kind === 'stk' && t.ids.CheckoutRequestID === body.CheckoutRequestID);
    if (!transaction) return badRequest('CheckoutRequestID');
    if (!settled(transaction)) return fail(500, '500.001.1001', 'The transaction is being processed');
    const lie = script.stkQueryFails;
    script.stkQueryFails = false;
    const outcome: Outcome = lie ? { resultCode: 1032, resultDesc: 'Request cancelled by user' } : transaction;
    return ok({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: transaction.ids.MerchantRequestID,
      CheckoutRequestID: transaction.ids.CheckoutRequestID,
      ResultCode: String(outcome.resultCode),
      ResultDesc: outcome.resultDesc,
    });
  });

  /** A `{ Result: ... }` body as the B2C, Transaction Status and Reversal pages show it. */
  const resultBody = (
    transaction: Transaction,
    transactionId: string,
    parameters: { Key: string; Value?: string | number }[] | null,
  ) => ({
    Result: {
      ResultType: 0,
      ResultCode: transaction.resultCode,
      ResultDesc: transaction.resultDesc,
      OriginatorConversationID: transaction.ids.OriginatorConversationID,
      ConversationID: transaction.ids.ConversationID,
      TransactionID: transactionId,
      ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}),
      ReferenceData: {
        ReferenceItem: {
          Key: 'QueueTimeoutURL',
          Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
        },
      },
    },
  });

  /** The ResultURL and QueueTimeOutURL the async APIs share: the result URL, or the refusal. */
  function resultUrlOf(body: Record<string, unknown>): string | Answer {
    const resultUrl = urlOf(body.ResultURL);
    if (!resultUrl) return badRequest('ResultURL');
    if (!urlOf(body.QueueTimeOutURL)) return badRequest('QueueTimeOutURL');
    return resultUrl;
  }

  api('/mpesa/b2c/v3/paymentrequest', 'b2c', (body) => {
    const originator = textOf(body.OriginatorConversationID, 1, 100);
    if (!originator) return badRequest('OriginatorConversationID');
    if (typeof body.InitiatorName !== 'string' || body.InitiatorName === '') return badRequest('InitiatorName');
    if (typeof body.SecurityCredential !== 'string' || body.SecurityCredential === '') {
      return badRequest('SecurityCredential');
    }
    if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(String(body.CommandID))) {
      return badRequest('CommandID');
    }
    const amount = amountOf(body.Amount);
    if (amount === null) return badRequest('Amount');
    const partyA = shortcodeOf(body.PartyA);
    if (!partyA) return badRequest('PartyA');
    const phone = phoneOf(body.PartyB);
    if (!phone) return badRequest('PartyB');
    if (textOf(body.Remarks, 2, 100) === null) return badRequest('Remarks');
    const resultUrl = resultUrlOf(body);
    if (typeof resultUrl !== 'string') return resultUrl;
    if (taken().some((t) => t.kind === 'b2c' && t.ids.OriginatorConversationID === originator)) {
      return fail(500, '500.002.1001', 'Duplicate OriginatorConversationID.');
    }
    const outcome = !initiatorValid(body.InitiatorName, body.SecurityCredential)
      ? INITIATOR_INVALID
      : partyA !== options.b2cShortcode
        ? NOT_PERMITTED
        : (B2C_RESULTS[phone] ?? (amount > float ? FLOAT_SHORT : { resultCode: 0, resultDesc: PROCESSED }));
    if (outcome.resultCode === 0) float -= amount;
    const floatAfter = float;
    const ids = { OriginatorConversationID: originator, ConversationID: conversationId() };
    const transaction = record('b2c', {
      ...outcome,
      receipt: receipt(),
      amount,
      phone,
      ids,
      request: {
        OriginatorConversationID: originator,
        InitiatorName: body.InitiatorName,
        CommandID: body.CommandID,
        Amount: body.Amount,
        PartyA: partyA,
        PartyB: phone,
        Remarks: body.Remarks,
        ResultURL: resultUrl,
        QueueTimeOutURL: body.QueueTimeOutURL,
      },
    });
    deliver(transaction, resultUrl, () =>
      resultBody(
        transaction,
        transaction.receipt ?? '',
        transaction.resultCode === 0
          ? [
              { Key: 'TransactionAmount', Value: amount },
              { Key: 'TransactionReceipt', Value: transaction.receipt ?? '' },
              { Key: 'ReceiverPartyPublicName', Value: `${phone} - FAKE CUSTOMER` },
              { Key: 'TransactionCompletedDateTime', Value: new Date(transaction.settlesAt).toISOString() },
              { Key: 'B2CUtilityAccountAvailableFunds', Value: floatAfter },
              { Key: 'B2CWorkingAccountAvailableFunds', Value: 100000.0 },
              { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
              { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
            ]
          : null,
      ),
    );
    return ok({ ...ids, ResponseCode: '0', ResponseDescription: ACCEPTED });
  });

  api('/mpesa/transactionstatus/v1/query', 'status', (body) => {
    if (typeof body.Initiator !== 'string' || body.Initiator === '') return badRequest('Initiator');
    if (typeof body.SecurityCredential !== 'string' || body.SecurityCredential === '') {
      return badRequest('SecurityCredential');
    }
    if (body.CommandID !== 'TransactionStatusQuery') return badRequest('CommandID');
    if (!digits(body.PartyA)) return badRequest('PartyA');
    if (!['1', '2', '4'].includes(String(body.IdentifierType))) return badRequest('IdentifierType');
    const byReceipt = textOf(body.TransactionID, 1, 50);
    const byOriginator = textOf(body.OriginalConversationID, 1, 100);
    if (!byReceipt && !byOriginator) return badRequest('TransactionID');
    const resultUrl = resultUrlOf(body);
    if (typeof resultUrl !== 'string') return resultUrl;
    const original = taken().find(
      (t) =>
        t.kind !== 'status' &&
        ((byOriginator !== null && t.ids.OriginatorConversationID === byOriginator) ||
          (byReceipt !== null && t.receipt === byReceipt && t.resultCode === 0)),
    );
    const ids = { OriginatorConversationID: `${hex(2)}-${hex(2)}-${hex(8)}`, ConversationID: conversationId() };
    const credentialsValid = initiatorValid(body.Initiator, body.SecurityCredential);
    const outcome: Outcome = !credentialsValid ? INITIATOR_INVALID : { resultCode: 0, resultDesc: PROCESSED };
    const transaction = record('status', {
      ...outcome,
      amount: original?.amount ?? 0,
      ids,
      request: {
        Initiator: body.Initiator,
        CommandID: body.CommandID,
        TransactionID: body.TransactionID,
        OriginalConversationID: body.OriginalConversationID,
        PartyA: body.PartyA,
        IdentifierType: body.IdentifierType,
        ResultURL: resultUrl,
        QueueTimeOutURL: body.QueueTimeOutURL,
      },
    });
    deliver(transaction, resultUrl, () => {
      if (transaction.resultCode !== 0) return resultBody(transaction, 'UNK0000000', null);
      // A transaction M-PESA has not processed (yet, or ever) has no documented answer, so
      // none is sent: the asker learns nothing and must ask again. What counts is how the
      // original stands when the result is due, not when the query came.
      if (!original || !settled(original)) return null;
      const status = original.resultCode === 0 ? 'Completed' : 'Failed';
      return resultBody(transaction, status === 'Completed' ? (original.receipt ?? '') : 'UNK0000000', [
        { Key: 'DebitPartyName', Value: `${options.b2cShortcode} - engage` },
        { Key: 'CreditPartyName', Value: `${original.phone ?? ''} - FAKE CUSTOMER` },
        { Key: 'OriginatorConversationID', Value: original.ids.OriginatorConversationID ?? '' },
        { Key: 'InitiatedTime', Value: eat(original.createdAt) },
        { Key: 'DebitAccountType', Value: 'Utility Account' },
        { Key: 'DebitPartyCharges', Value: 'Fee For B2C Payment|KES|22.40' },
        { Key: 'TransactionReason' },
        { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
        { Key: 'TransactionStatus', Value: status },
        { Key: 'FinalisedTime', Value: eat(original.settlesAt) },
        { Key: 'Amount', Value: String(original.amount) },
        { Key: 'ConversationID', Value: original.ids.ConversationID ?? '' },
        ...(status === 'Completed' ? [{ Key: 'ReceiptNo', Value: original.receipt ?? '' }] : []),
      ]);
    });
    return ok({ ...ids, ResponseCode: '0', ResponseDescription: ACCEPTED });
  });

  api('/mpesa/reversal/v1/request', 'reversal', (body) => {
    if (typeof body.Initiator !== 'string' || body.Initiator === '') return badRequest('Initiator');
    if (typeof body.SecurityCredential !== 'string' || body.SecurityCredential === '') {
      return badRequest('SecurityCredential');
    }
    if (body.CommandID !== 'TransactionReversal') return badRequest('CommandID');
    const receiptNo = textOf(body.TransactionID, 1, 50);
    if (!receiptNo) return badRequest('TransactionID');
    const amount = amountOf(body.Amount);
    if (amount === null) return badRequest('Amount');
    const receiver = shortcodeOf(body.ReceiverParty);
    if (!receiver) return badRequest('ReceiverParty');
    if (String(body.RecieverIdentifierType) !== '11') return badRequest('RecieverIdentifierType');
    if (textOf(body.Remarks, 2, 100) === null) return badRequest('Remarks');
    const resultUrl = resultUrlOf(body);
    if (typeof resultUrl !== 'string') return resultUrl;
    const payment = taken().find(
      (t) =>
        (t.kind === 'stk' || t.kind === 'c2b') &&
        t.receipt === receiptNo &&
        t.resultCode === 0 &&
        receiver === options.shortcode,
    );
    const outcome: Outcome = !reversalInitiatorValid(body.Initiator, body.SecurityCredential)
      ? INITIATOR_INVALID
      : !payment
        ? { resultCode: 'R000002', resultDesc: 'The OriginalTransactionID is invalid.' }
        : payment.reversed
          ? { resultCode: 'R000001', resultDesc: 'The transaction has already been reversed.' }
          : { resultCode: 0, resultDesc: PROCESSED };
    if (payment && outcome.resultCode === 0) payment.reversed = true;
    const ids = { OriginatorConversationID: `${hex(2)}-${hex(2)}-${hex(8)}`, ConversationID: conversationId() };
    const transaction = record('reversal', {
      ...outcome,
      ...(outcome.resultCode === 0 ? { receipt: receipt() } : {}),
      amount,
      ids,
      request: {
        Initiator: body.Initiator,
        CommandID: body.CommandID,
        TransactionID: receiptNo,
        Amount: body.Amount,
        ReceiverParty: receiver,
        RecieverIdentifierType: body.RecieverIdentifierType,
        Remarks: body.Remarks,
        ResultURL: resultUrl,
        QueueTimeOutURL: body.QueueTimeOutURL,
      },
    });
    deliver(transaction, resultUrl, () =>
      resultBody(
        transaction,
        transaction.receipt ?? 'UNK0000000',
        transaction.resultCode === 0
          ? [
              { Key: 'DebitAccountBalance', Value: 'Utility Account|KES|100000.00|100000.00|0.00|0.00' },
              { Key: 'Amount', Value: amount },
              { Key: 'TransCompletedTime', Value: Number(eat(transaction.settlesAt)) },
              { Key: 'OriginalTransactionID', Value: receiptNo },
              { Key: 'Charge', Value: 0 },
              { Key: 'CreditPartyPublicName', Value: `${payment?.phone ?? ''} - FAKE CUSTOMER` },
              { Key: 'DebitPartyPublicName', Value: `${options.shortcode} - engage` },
            ]
          : null,
      ),
    );
    return ok({ ...ids, ResponseCode: '0', ResponseDescription: ACCEPTED });
  });

  api('/mpesa/accountbalance/v1/query', 'balance', (body) => {
    if (body.CommandID !== 'AccountBalance') return badRequest('CommandID');
    const partyA = shortcodeOf(body.PartyA);
    if (!partyA) return badRequest('PartyA');
    if (String(body.IdentifierType) !== '4') return badRequest('IdentifierType');
    if (typeof body.Initiator !== 'string' || body.Initiator === '') return badRequest('Initiator');
    if (typeof body.SecurityCredential !== 'string' || body.SecurityCredential === '') {
      return badRequest('SecurityCredential');
    }
    if (typeof body.Remarks !== 'string' || body.Remarks === '') return badRequest('Remarks');
    const resultUrl = urlOf(body.ResultURL);
    if (!resultUrl) return badRequest('ResultURL');
    const timeoutUrl = urlOf(body.QueueTimeOutURL ?? body.QueueTimeoutURL);
    if (!timeoutUrl) return badRequest('QueueTimeOutURL');
    // Its own shortcode only (the page's FAQ 15); the B2C initiator's credentials, checked after.
    const outcome = !initiatorValid(body.Initiator, body.SecurityCredential)
      ? INITIATOR_INVALID
      : partyA !== options.b2cShortcode
        ? NOT_PERMITTED
        : { resultCode: '0', resultDesc: PROCESSED };
    const ids = {
      OriginatorConversationID: `${randomInt(1000, 99999)}-${randomInt(1e7, 1e8)}-1`,
      ConversationID: conversationId(),
    };
    const transaction = record('balance', {
      ...outcome,
      amount: 0,
      ids,
      request: {
        Initiator: body.Initiator,
        CommandID: body.CommandID,
        PartyA: partyA,
        IdentifierType: body.IdentifierType,
        Remarks: body.Remarks,
        ResultURL: resultUrl,
        QueueTimeOutURL: timeoutUrl,
      },
    });
    const kes = (value: number) => value.toFixed(2);
    deliver(transaction, resultUrl, () => {
      // The float when the result is sent, as M-PESA reads it when it processes the query.
      const utility = kes(float);
      // The page's sample carries ResultType and ResultCode as strings.
      const sent = resultBody(
        transaction,
        'UNK0000000',
        String(transaction.resultCode) === '0'
          ? [
              {
                Key: 'AccountBalance',
                Value:
                  `Working Account|KES|700000.00|700000.00|0.00|0.00&Float Account|KES|0.00|0.00|0.00|0.00` +
                  `&Utility Account|KES|${utility}|${utility}|0.00|0.00&Charges Paid Account|KES|-1540.00|-1540.00|0.00|0.00` +
                  `&Organization Settlement Account|KES|0.00|0.00|0.00|0.00`,
              },
              { Key: 'BOCompletedTime', Value: eat(Date.now()) },
            ]
          : null,
      );
      return {
        Result: {
          ...sent.Result,
          ResultType: '0',
          ResultCode: String(transaction.resultCode),
          ReferenceData: {
            ReferenceItem: {
              Key: 'QueueTimeoutURL',
              Value: 'https://internalsandbox.safaricom.co.ke/mpesa/abresults/v1/submit',
            },
          },
        },
      };
    });
    return ok({ ...ids, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully' });
  });

  /**
   * C2B, as the Register URL and Customer To Business pages describe it: the URLs are registered
   * on the paybill (the sandbox lets them be registered again), and each payment to the paybill
   * is put to the validation URL (as with External Validation activated) and, when answered
   * ResultCode "0" — or unanswered with ResponseType Completed — completed and sent to the
   * confirmation URL. Callbacks carry the masked MSISDN, as documented.
   */
  const registered = { validationUrl: null as string | null, confirmationUrl: null as string | null, responseType: '' };
  /** The register page's URL requirements: none of these words, in any case. */
  const FORBIDDEN_URL_WORDS = /m-?pesa|safaricom|exe|exec|cmd|sql|query/i;
  const c2bUrlOf = (value: unknown) => {
    const url = urlOf(value);
    return url !== null && !FORBIDDEN_URL_WORDS.test(url) ? url : null;
  };

  api('/mpesa/c2b/v2/registerurl', 'c2b-register', (body) => {
    const bad = fail(400, '400.003.02', 'Bad Request');
    if (shortcodeOf(body.ShortCode) !== options.shortcode) return bad;
    if (body.ResponseType !== 'Completed' && body.ResponseType !== 'Cancelled') return bad;
    const confirmationUrl = c2bUrlOf(body.ConfirmationURL);
    const validationUrl = c2bUrlOf(body.ValidationURL);
    if (!confirmationUrl || !validationUrl) return bad;
    Object.assign(registered, { validationUrl, confirmationUrl, responseType: body.ResponseType });
    record('c2b-register', {
      resultCode: 0,
      resultDesc: 'Success',
      amount: 0,
      ids: {},
      request: {
        ShortCode: body.ShortCode,
        ResponseType: body.ResponseType,
        ConfirmationURL: confirmationUrl,
        ValidationURL: validationUrl,
      },
    });
    return ok({
      OriginatorCoversationID: `${randomInt(1000, 9999)}-${randomInt(1e7, 1e8)}-1`,
      ResponseCode: '0',
      ResponseDescription: 'Success',
    });
  });

  /** "2547 ***** 126": the MSISDN as the C2B callbacks carry it. */
  const masked = (phone: string) => `${phone.slice(0, 4)} ***** ${phone.slice(-3)}`;

  api('/mpesa/c2b/v2/simulate', 'c2b', (body) => {
    const bad = fail(400, '400.003.02', 'Bad Request');
    if (shortcodeOf(body.ShortCode) !== options.shortcode) return bad;
    if (body.CommandID !== 'CustomerPayBillOnline' && body.CommandID !== 'CustomerBuyGoodsOnline') return bad;
    const amount = amountOf(body.Amount);
    const phone = phoneOf(body.Msisdn);
    if (amount === null || phone === null) return bad;
    const billRef =
      body.BillRefNumber === undefined || body.BillRefNumber === null ? '' : textOf(body.BillRefNumber, 0, 20);
    if (billRef === null) return bad;
    const transaction = record('c2b', {
      resultCode: 0,
      resultDesc: PROCESSED,
      receipt: receipt(),
      amount,
      phone,
      ids: {},
      request: {
        ShortCode: body.ShortCode,
        CommandID: body.CommandID,
        Amount: body.Amount,
        Msisdn: phone,
        BillRefNumber: billRef,
      },
    });
    const notice = (balance: string) => ({
      TransactionType: body.CommandID === 'CustomerPayBillOnline' ? 'Pay Bill' : 'Buy Goods',
      TransID: transaction.receipt,
      TransTime: eat(transaction.createdAt),
      TransAmount: amount.toFixed(2),
      BusinessShortCode: options.shortcode,
      BillRefNumber: billRef,
      InvoiceNumber: '',
      OrgAccountBalance: balance,
      ThirdPartyTransID: '',
      MSISDN: masked(phone),
      FirstName: 'FAKE',
      MiddleName: '',
      LastName: 'CUSTOMER',
    });
    const post = async (url: string, payload: object): Promise<Record<string, unknown> | null> => {
      const delivery: Delivery = { at: new Date().toISOString(), url };
      transaction.deliveries.push(delivery);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(8_000),
        });
        delivery.status = response.status;
        return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
        return null;
      }
    };
    later(delay, async () => {
      const { validationUrl, confirmationUrl } = registered;
      if (!validationUrl || !confirmationUrl) return;
      const answer = await post(validationUrl, notice(''));
      const accepted = answer === null ? registered.responseType === 'Completed' : String(answer.ResultCode) === '0';
      transaction.ids.validation = answer === null ? 'unanswered' : String(answer.ResultCode);
      if (!accepted) {
        transaction.resultCode = typeof answer?.ResultCode === 'string' ? answer.ResultCode : 'Cancelled';
        transaction.resultDesc = typeof answer?.ResultDesc === 'string' ? answer.ResultDesc : 'Cancelled';
        delete transaction.receipt;
        return;
      }
      if (transaction.callback !== 'never') await post(confirmationUrl, notice('100000.00'));
    });
    return ok({
      OriginatorCoversationID: `${randomInt(1000, 9999)}-${randomInt(1e7, 1e8)}-1`,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  });

  fastify.post('/_fake/next', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.callback !== undefined) {
      if (!['normal', 'twice', 'never', 'late'].includes(String(body.callback))) {
        return reply.code(400).send({ message: 'callback is normal, twice, never or late' });
      }
      if (body.times !== undefined && !(Number.isInteger(body.times) && Number(body.times) > 0)) {
        return reply.code(400).send({ message: 'times is a whole number of requests, 1 or more' });
      }
      script.callback = body.callback as CallbackMode;
      script.callbackTimes = Number(body.times ?? 1);
    }
    if (typeof body.status5xx === 'number') script.status5xx = body.status5xx;
    if (typeof body.slowMs === 'number') script.slowMs = body.slowMs;
    if (body.stkQueryFails === true) script.stkQueryFails = true;
    if (body.expireTokens === true) for (const token of tokens.keys()) tokens.set(token, 0);
    return reply.send({ ...script });
  });

  fastify.post('/_fake/float', async (request, reply) => {
    const utility = (request.body as { utility?: unknown } | null)?.utility;
    if (typeof utility !== 'number' || !Number.isFinite(utility)) {
      return reply.code(400).send({ message: 'utility is the float in KES' });
    }
    float = utility;
    return reply.send({ utility: float });
  });

  fastify.get('/_fake/float', async (_request, reply) => reply.send({ utility: float }));

  // Requests are recorded without their credentials (Password, SecurityCredential), so all of it can be shown.
  fastify.get('/_fake/transactions', async (_request, reply) =>
    reply.send({
      tokensIssued,
      transactions: transactions.map((transaction) => ({
        ...transaction,
        createdAt: new Date(transaction.createdAt).toISOString(),
        settlesAt: new Date(transaction.settlesAt).toISOString(),
      })),
    }),
  );

  fastify.post('/_fake/reset', async (_request, reply) => {
    transactions.length = 0;
    tokens.clear();
    tokensIssued = 0;
    float = startingFloat;
    Object.assign(script, { callback: null, status5xx: 0, slowMs: 0, stkQueryFails: false });
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    return reply.send({ reset: true });
  });
};
