/**
 * The fake PayPal's records and the JSON it answers with, written from PayPal's REST reference
 * (Orders v2, Payments v2): snake_case field names, statuses and HATEOAS links as PayPal sends
 * them, so that an adapter tested against the fake reads the same shapes it will read live.
 */
import { randomBytes, randomInt } from 'node:crypto';

export interface Money {
  currency_code: string;
  value: string;
}

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED';
export type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'FAILED';
/**
 * `status_details.reason` of a PENDING capture, as Orders v2 lists them: PayPal holds the money
 * until the reason clears (RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION: the payment is in a
 * currency the merchant account does not hold, and waits for the merchant to accept it).
 */
export const PENDING_REASONS: ReadonlySet<string> = new Set([
  'BUYER_COMPLAINT',
  'CHARGEBACK',
  'ECHECK',
  'INTERNATIONAL_WITHDRAWAL',
  'OTHER',
  'PENDING_REVIEW',
  'RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION',
  'REFUNDED',
  'TRANSACTION_APPROVED_AWAITING_FUNDING',
  'UNILATERAL',
  'VERIFICATION_REQUIRED',
]);

export type RefundStatus = 'COMPLETED' | 'PENDING';

export interface FakeRefund {
  id: string;
  status: RefundStatus;
  amount: Money;
  /** A reversal is PayPal taking the money back (a chargeback), not the merchant refunding. */
  reversal: boolean;
  createTime: string;
}

export interface FakeCapture {
  id: string;
  status: CaptureStatus;
  /** `status_details.reason` of a PENDING or DECLINED capture. */
  reason?: string;
  amount: Money;
  refunds: FakeRefund[];
  /** The buyer's dispute of this capture, once opened (CUSTOMER.DISPUTE.* events). */
  disputeId?: string;
  createTime: string;
  updateTime: string;
}

export interface FakeOrder {
  id: string;
  /** The PayPal-Request-Id it was created with. */
  requestId: string;
  status: OrderStatus;
  amount: Money;
  customId?: string;
  description?: string;
  returnUrl: string;
  cancelUrl?: string;
  landingPage: string;
  userAction: string;
  shippingPreference: string;
  /**
   * Created with `payment_source.paypal`: PayPal then answers PAYER_ACTION_REQUIRED with a
   * `payer-action` link; the older `application_context` gets CREATED and an `approve` link.
   */
  viaPaymentSource: boolean;
  payerId?: string;
  capture?: FakeCapture;
  createTime: string;
  updateTime: string;
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An id shaped like PayPal's (orders and captures are 17 upper-case letters and digits). */
export const paypalId = (length = 17) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

export const debugId = () => randomBytes(7).toString('hex').slice(0, 13);

/** PayPal's timestamps: RFC 3339 in UTC, to the second. */
export const timestamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Currencies PayPal's REST API accepts (its currency codes page); KES is not among them. */
export const PAYPAL_CURRENCIES = new Set([
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
]);
/** Currencies PayPal takes without decimals. */
export const WHOLE_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

/** An amount in hundredths, exactly (values are strings so that no float rounding creeps in). */
export function toHundredths(value: string): bigint {
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const hundredths = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return value.startsWith('-') ? -hundredths : hundredths;
}

export const fromHundredths = (hundredths: bigint, currency: string): Money => {
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, '0');
  return { currency_code: currency, value: WHOLE_CURRENCIES.has(currency) ? `${whole}` : `${whole}.${cents}` };
};

/** What is left to refund on a capture. */
export const refundable = (capture: FakeCapture): bigint =>
  capture.refunds.reduce(
    (left, refund) => left - toHundredths(refund.amount.value),
    toHundredths(capture.amount.value),
  );

const link = (href: string, rel: string, method = 'GET') => ({ href, rel, method });

/**
 * PayPal's fee on a capture, as a merchant account in a country like Kenya pays it on an
 * international payment: 4.4% plus a fixed 0.30, rounded to the cent (PayPal's rates differ by
 * country and volume; any fee shows the same way).
 */
export function paypalFee(amount: Money): Money {
  const gross = toHundredths(amount.value);
  const fee = (gross * 44n + 500n) / 1000n + (WHOLE_CURRENCIES.has(amount.currency_code) ? 0n : 30n);
  return fromHundredths(fee < gross ? fee : gross, amount.currency_code);
}

/**
 * `seller_receivable_breakdown` of a capture: what PayPal kept and what the merchant receives.
 * PayPal shows it once the capture took the money, never on a pending or declined capture.
 */
function receivableBreakdown(capture: FakeCapture) {
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED' && capture.status !== 'REFUNDED')
    return {};
  const fee = paypalFee(capture.amount);
  const net = toHundredths(capture.amount.value) - toHundredths(fee.value);
  return {
    seller_receivable_breakdown: {
      gross_amount: capture.amount,
      paypal_fee: fee,
      net_amount: fromHundredths(net, capture.amount.currency_code),
    },
  };
}

export function captureJson(order: FakeOrder, capture: FakeCapture, base: string, inEvent = false) {
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.reason ? { status_details: { reason: capture.reason } } : {}),
    amount: capture.amount,
    ...receivableBreakdown(capture),
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    ...(order.customId === undefined ? {} : { custom_id: order.customId }),
    // Webhook events carry the order a capture belongs to here (the orders API nests it instead).
    ...(inEvent ? { supplementary_data: { related_ids: { order_id: order.id } } } : {}),
    links: [
      link(`${base}/v2/payments/captures/${capture.id}`, 'self'),
      link(`${base}/v2/payments/captures/${capture.id}/refund`, 'refund', 'POST'),
      link(`${base}/v2/checkout/orders/${order.id}`, 'up'),
    ],
    create_time: capture.createTime,
    update_time: capture.updateTime,
  };
}

export function refundJson(order: FakeOrder, capture: FakeCapture, refund: FakeRefund, base: string) {
  return {
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    ...(order.customId === undefined ? {} : { custom_id: order.customId }),
    links: [
      link(`${base}/v2/payments/refunds/${refund.id}`, 'self'),
      link(`${base}/v2/payments/captures/${capture.id}`, 'up'),
    ],
    create_time: refund.createTime,
    update_time: refund.createTime,
  };
}

function orderLinks(order: FakeOrder, base: string) {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const approve = `${base}/checkoutnow?token=${order.id}`;
  switch (order.status) {
    case 'PAYER_ACTION_REQUIRED':
      return [link(self, 'self'), link(approve, 'payer-action')];
    case 'CREATED':
      return [
        link(self, 'self'),
        link(approve, 'approve'),
        link(self, 'update', 'PATCH'),
        link(`${self}/capture`, 'capture', 'POST'),
      ];
    case 'APPROVED':
      return [link(self, 'self'), link(self, 'update', 'PATCH'), link(`${self}/capture`, 'capture', 'POST')];
    default:
      return [link(self, 'self')];
  }
}

const payerJson = (payerId: string) => ({
  email_address: `payer-${payerId.toLowerCase()}@example.com`,
  payer_id: payerId,
  name: { given_name: 'Test', surname: 'Payer' },
});

/**
 * An order as PayPal shows it. `minimal` is PayPal's default answer to create (`Prefer:
 * return=minimal`): id, status, payment source and links only.
 */
export function orderJson(order: FakeOrder, base: string, minimal = false) {
  const paymentSource = order.payerId
    ? {
        paypal: {
          email_address: payerJson(order.payerId).email_address,
          account_id: order.payerId,
          account_status: 'VERIFIED',
        },
      }
    : { paypal: {} };
  const head = {
    id: order.id,
    status: order.status,
    ...(order.viaPaymentSource || order.payerId ? { payment_source: paymentSource } : {}),
  };
  if (minimal) return { ...head, links: orderLinks(order, base) };
  return {
    ...head,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'default',
        amount: order.amount,
        payee: { email_address: 'merchant@example.com', merchant_id: 'FAKEMERCHANT01' },
        ...(order.description === undefined ? {} : { description: order.description }),
        ...(order.customId === undefined ? {} : { custom_id: order.customId }),
        ...(order.capture ? { payments: { captures: [captureJson(order, order.capture, base)] } } : {}),
      },
    ],
    ...(order.payerId ? { payer: payerJson(order.payerId) } : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: orderLinks(order, base),
  };
}

/** What the control endpoint lists: the order's state and our request's fields, no credentials. */
export const orderSummary = (order: FakeOrder) => ({
  id: order.id,
  status: order.status,
  request_id: order.requestId,
  intent: 'CAPTURE',
  amount: order.amount,
  custom_id: order.customId ?? null,
  description: order.description ?? null,
  return_url: order.returnUrl,
  cancel_url: order.cancelUrl ?? null,
  landing_page: order.landingPage,
  user_action: order.userAction,
  shipping_preference: order.shippingPreference,
  payer_id: order.payerId ?? null,
  capture: order.capture
    ? {
        id: order.capture.id,
        status: order.capture.status,
        refunds: order.capture.refunds.map((refund) => ({
          id: refund.id,
          status: refund.status,
          amount: refund.amount,
          reversal: refund.reversal,
        })),
      }
    : null,
});
