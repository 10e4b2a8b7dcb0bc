/**
 * Request checks the fake PayPal makes, with PayPal's own issue codes (Orders v2 and Payments v2
 * error details): a malformed request is a 400 INVALID_REQUEST, a well-formed one PayPal will not
 * process a 422 UNPROCESSABLE_ENTITY. A fake that took anything would prove nothing about the
 * requests an adapter sends.
 */
import { PAYPAL_CURRENCIES, WHOLE_CURRENCIES, toHundredths, type Money } from './paypal-fake-state';

export interface Problem {
  status: 400 | 422;
  issue: string;
  /** JSON pointer of the field, or the header's name. */
  field: string;
  location: 'body' | 'header' | 'path';
  description: string;
  value?: string;
}

export interface OrderInput {
  amount: Money;
  customId?: string;
  description?: string;
  returnUrl: string;
  cancelUrl?: string;
  landingPage: string;
  userAction: string;
  shippingPreference: string;
  viaPaymentSource: boolean;
}

export interface RefundInput {
  amount?: Money;
  noteToPayer?: string;
}

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'issue' in value && 'status' in value;

export const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const problem = (status: 400 | 422, issue: string, field: string, description: string, value?: unknown): Problem => ({
  status,
  issue,
  field,
  location: 'body',
  description,
  ...(value === undefined ? {} : { value: shown(value) }),
});

const missing = (field: string) => problem(400, 'MISSING_REQUIRED_PARAMETER', field, 'A required field is missing.');

/** PayPal's `money.value` pattern (Orders v2 schema), at most 32 characters. */
const MONEY_VALUE = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const MAX_VALUE = toHundredths('999999999999999.99');

export function money(value: unknown, field: string): Money | Problem {
  const amount = record(value);
  if (!amount)
    return value === undefined
      ? missing(field)
      : problem(400, 'INVALID_PARAMETER_SYNTAX', field, 'Not an object.', value);
  const currency = amount.currency_code;
  if (currency === undefined) return missing(`${field}/currency_code`);
  if (typeof currency !== 'string' || currency.length !== 3) {
    return problem(
      400,
      'INVALID_STRING_LENGTH',
      `${field}/currency_code`,
      'The value of a field is either too short or too long.',
      currency,
    );
  }
  if (!PAYPAL_CURRENCIES.has(currency)) {
    return problem(
      422,
      'INVALID_CURRENCY_CODE',
      `${field}/currency_code`,
      'Currency code is invalid or is not currently supported.',
      currency,
    );
  }
  const figure = amount.value;
  if (figure === undefined) return missing(`${field}/value`);
  if (typeof figure !== 'string' || figure.length > 32 || !MONEY_VALUE.test(figure)) {
    return problem(
      400,
      'INVALID_PARAMETER_SYNTAX',
      `${field}/value`,
      'The value of a field does not conform to the expected format.',
      figure,
    );
  }
  const decimals = figure.split('.')[1]?.length ?? 0;
  if (WHOLE_CURRENCIES.has(currency) && decimals > 0) {
    return problem(422, 'DECIMALS_NOT_SUPPORTED', `${field}/value`, 'Currency does not support decimals.', figure);
  }
  if (decimals > 2) {
    return problem(
      422,
      'DECIMAL_PRECISION',
      `${field}/value`,
      'If the currency supports decimals, only two decimal place precision is supported.',
      figure,
    );
  }
  const hundredths = toHundredths(figure);
  if (hundredths <= 0n) {
    return problem(422, 'CANNOT_BE_ZERO_OR_NEGATIVE', `${field}/value`, 'Must be greater than zero.', figure);
  }
  if (hundredths > MAX_VALUE) {
    return problem(
      422,
      'MAX_VALUE_EXCEEDED',
      `${field}/value`,
      'Should be less than or equal to 999999999999999.99.',
      figure,
    );
  }
  return { currency_code: currency, value: figure };
}

/** An optional string of 1 to `max` characters. */
function text(value: unknown, field: string, max: number): string | undefined | Problem {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return problem(400, 'INVALID_PARAMETER_SYNTAX', field, 'Not a string.', value);
  if (value.length < 1 || value.length > max) {
    return problem(400, 'INVALID_STRING_LENGTH', field, 'The value of a field is either too short or too long.', value);
  }
  return value;
}

function url(value: unknown, field: string): string | undefined | Problem {
  if (value === undefined) return undefined;
  const given = text(value, field, 4000);
  if (given === undefined || isProblem(given)) return given;
  try {
    const parsed = new URL(given);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return given;
  } catch {
    // Not a URL at all: answered below like one with the wrong scheme.
  }
  return problem(
    400,
    'INVALID_PARAMETER_SYNTAX',
    field,
    'The value of a field does not conform to the expected format.',
    given,
  );
}

function oneOf(value: unknown, field: string, allowed: string[], fallback: string): string | Problem {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && allowed.includes(value)) return value;
  return problem(400, 'INVALID_PARAMETER_VALUE', field, 'A parameter value is not valid.', value);
}

/** A create-order body, or what PayPal would say about it. */
export function orderRequest(body: unknown): OrderInput | Problem {
  const root = record(body);
  if (!root) return problem(400, 'MALFORMED_REQUEST_JSON', '', 'The request JSON is not well formed.');
  if (root.intent === undefined) return missing('/intent');
  if (root.intent !== 'CAPTURE') {
    // PayPal also takes AUTHORIZE; this fake models the capture flow only.
    return problem(
      400,
      'INVALID_PARAMETER_VALUE',
      '/intent',
      'A parameter value is not valid (the fake takes CAPTURE).',
      root.intent,
    );
  }
  const units = root.purchase_units;
  if (units === undefined) return missing('/purchase_units');
  if (!Array.isArray(units)) return problem(400, 'INVALID_PARAMETER_SYNTAX', '/purchase_units', 'Not an array.', units);
  if (units.length === 0)
    return problem(
      400,
      'INVALID_ARRAY_MIN_ITEMS',
      '/purchase_units',
      'The number of items in an array parameter is too small.',
    );
  if (units.length > 1) {
    return problem(
      400,
      'INVALID_ARRAY_MAX_ITEMS',
      '/purchase_units',
      'The number of items in an array parameter is too large (the fake takes one purchase unit).',
    );
  }
  const unit = record(units[0]);
  if (!unit) return problem(400, 'INVALID_PARAMETER_SYNTAX', '/purchase_units/0', 'Not an object.', units[0]);
  const amount = money(unit.amount, '/purchase_units/0/amount');
  if (isProblem(amount)) return amount;
  const customId = text(unit.custom_id, '/purchase_units/0/custom_id', 127);
  if (isProblem(customId)) return customId;
  const description = text(unit.description, '/purchase_units/0/description', 127);
  if (isProblem(description)) return description;

  // Where the payer's experience is set: payment_source.paypal.experience_context, or the
  // deprecated application_context that PayPal still accepts.
  const source = root.payment_source;
  const paypal = record(record(source)?.paypal);
  if (source !== undefined && !paypal) {
    return problem(
      400,
      'INVALID_PARAMETER_VALUE',
      '/payment_source',
      'The fake takes payment_source.paypal only.',
      source,
    );
  }
  const at = paypal ? '/payment_source/paypal/experience_context' : '/application_context';
  const context = record(paypal ? paypal.experience_context : root.application_context) ?? {};
  const returnUrl = url(context.return_url, `${at}/return_url`);
  if (isProblem(returnUrl)) return returnUrl;
  // A redirect checkout without a return URL leaves the payer stranded at PayPal.
  if (returnUrl === undefined) return missing(`${at}/return_url`);
  const cancelUrl = url(context.cancel_url, `${at}/cancel_url`);
  if (isProblem(cancelUrl)) return cancelUrl;
  const landingPage = oneOf(
    context.landing_page,
    `${at}/landing_page`,
    ['LOGIN', 'GUEST_CHECKOUT', 'NO_PREFERENCE'],
    'NO_PREFERENCE',
  );
  if (isProblem(landingPage)) return landingPage;
  const userAction = oneOf(context.user_action, `${at}/user_action`, ['CONTINUE', 'PAY_NOW'], 'CONTINUE');
  if (isProblem(userAction)) return userAction;
  const shippingPreference = oneOf(
    context.shipping_preference,
    `${at}/shipping_preference`,
    ['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'],
    'GET_FROM_FILE',
  );
  if (isProblem(shippingPreference)) return shippingPreference;
  return {
    amount,
    ...(customId === undefined ? {} : { customId }),
    ...(description === undefined ? {} : { description }),
    returnUrl,
    ...(cancelUrl === undefined ? {} : { cancelUrl }),
    landingPage,
    userAction,
    shippingPreference,
    viaPaymentSource: paypal !== undefined,
  };
}

/** A refund body: empty for a full refund, or an amount (Payments v2 refund_request). */
export function refundRequest(body: unknown): RefundInput | Problem {
  if (body === undefined) return {};
  const root = record(body);
  if (!root) return problem(400, 'MALFORMED_REQUEST_JSON', '', 'The request JSON is not well formed.');
  const noteToPayer = text(root.note_to_payer, '/note_to_payer', 255);
  if (isProblem(noteToPayer)) return noteToPayer;
  for (const field of ['custom_id', 'invoice_id'] as const) {
    const given = text(root[field], `/${field}`, 127);
    if (isProblem(given)) return given;
  }
  if (root.amount === undefined) return noteToPayer === undefined ? {} : { noteToPayer };
  const amount = money(root.amount, '/amount');
  if (isProblem(amount)) return amount;
  return { amount, ...(noteToPayer === undefined ? {} : { noteToPayer }) };
}

export interface VerifyInput {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
  webhook_id: string;
  webhook_event: Record<string, unknown>;
}

/** The verify-webhook-signature fields' formats (Webhooks v1 verify_webhook_signature). */
const TRANSMISSION = /^(?!\d+$)\w+\S+/;
export const WEBHOOK_ID = /^[a-zA-Z0-9]{1,50}$/;
const VERIFY_FIELDS: Record<Exclude<keyof VerifyInput, 'webhook_event'>, (value: string) => boolean> = {
  auth_algo: (value) => /^[a-zA-Z0-9]{1,100}$/.test(value),
  cert_url: (value) => value.length <= 500 && URL.canParse(value),
  transmission_id: (value) => value.length <= 50 && TRANSMISSION.test(value),
  transmission_sig: (value) => value.length <= 500 && TRANSMISSION.test(value),
  transmission_time: (value) =>
    value.length <= 100 && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  webhook_id: (value) => WEBHOOK_ID.test(value),
};

/** A verify-webhook-signature body (Webhooks v1): every field is required, each in its format. */
export function verifyRequest(body: unknown): VerifyInput | Problem {
  const root = record(body);
  if (!root) return problem(400, 'MALFORMED_REQUEST_JSON', '', 'The request JSON is not well formed.');
  const given: Record<string, string> = {};
  for (const [field, valid] of Object.entries(VERIFY_FIELDS)) {
    const value = root[field];
    if (value === undefined) return missing(`/${field}`);
    if (typeof value !== 'string' || !valid(value)) {
      return problem(
        400,
        'INVALID_PARAMETER_SYNTAX',
        `/${field}`,
        'The value of a field does not conform to the expected format.',
        value,
      );
    }
    given[field] = value;
  }
  const event = record(root.webhook_event);
  if (!event) {
    return root.webhook_event === undefined
      ? missing('/webhook_event')
      : problem(400, 'INVALID_PARAMETER_SYNTAX', '/webhook_event', 'Not an object.');
  }
  return {
    auth_algo: given.auth_algo ?? '',
    cert_url: given.cert_url ?? '',
    transmission_id: given.transmission_id ?? '',
    transmission_sig: given.transmission_sig ?? '',
    transmission_time: given.transmission_time ?? '',
    webhook_id: given.webhook_id ?? '',
    webhook_event: event,
  };
}
