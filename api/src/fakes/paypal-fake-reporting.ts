/**
 * The fake PayPal's Transaction Search (GET /v1/reporting/transactions), written from PayPal's
 * reference: start_date and end_date required, RFC 3339 with seconds and a zone, at most 31 days
 * apart; page_size 1 to 500 (100 by default), page from 1; an invalid request is a 400
 * INVALID_REQUEST whose details name the query parameter. It lists the captures the fake really
 * completed, as T0006 (checkout payment) events with the documented transaction_info fields.
 * Real PayPal lists a transaction up to three hours late; the fake lists it at once.
 */
import { paypalFee, toHundredths, type FakeCapture, type FakeOrder, type Money } from './paypal-fake-state';

/** The documented pattern of start_date and end_date (Internet date and time, seconds required). */
const DATE_TIME =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])[Tt]([0-1][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)([.][0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$/;
const MAX_RANGE_MS = 31 * 24 * 60 * 60 * 1000;
const FIELDS = new Set([
  'all',
  'transaction_info',
  'payer_info',
  'shipping_info',
  'auction_info',
  'cart_info',
  'incentive_info',
  'store_info',
]);

/** One `details` entry of PayPal's error answer for this API. */
export interface SearchIssue {
  field: string;
  value?: string;
  location: 'query';
  issue: string;
  description: string;
}

export interface SearchQuery {
  start: number;
  end: number;
  startDate: string;
  endDate: string;
  pageSize: number;
  page: number;
  fields: Set<string>;
  /** transaction_id: only that transaction. */
  transactionId?: string;
}

const issue = (field: string, description: string, value?: string): SearchIssue => ({
  field,
  ...(value === undefined ? {} : { value }),
  location: 'query',
  issue: description,
  description,
});

function dateParam(query: Record<string, unknown>, field: string): { text: string; at: number } | SearchIssue {
  const value = query[field];
  if (typeof value !== 'string' || value === '') return issue(field, `${field} is required.`);
  if (value.length < 20 || value.length > 64 || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    return issue(field, `${field} must be an Internet date and time with seconds and a time zone.`, value);
  return { text: value, at: Date.parse(value) };
}

function wholeParam(
  query: Record<string, unknown>,
  field: string,
  fallback: number,
  max: number,
): number | SearchIssue {
  const value = query[field];
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1 && number <= max))
    return issue(field, `${field} must be a whole number from 1 to ${max}.`, String(value));
  return number;
}

const isIssue = (value: unknown): value is SearchIssue =>
  typeof value === 'object' && value !== null && 'issue' in value && 'location' in value;

/** The query as PayPal reads it, or what is wrong with it. */
export function searchQuery(query: Record<string, unknown>): SearchQuery | SearchIssue {
  const start = dateParam(query, 'start_date');
  if (isIssue(start)) return start;
  const end = dateParam(query, 'end_date');
  if (isIssue(end)) return end;
  if (end.at < start.at) return issue('end_date', 'end_date must not be before start_date.', end.text);
  if (end.at - start.at > MAX_RANGE_MS) return issue('start_date', 'Date range is greater than 31 days', start.text);
  const pageSize = wholeParam(query, 'page_size', 100, 500);
  if (isIssue(pageSize)) return pageSize;
  const page = wholeParam(query, 'page', 1, 2_147_483_647);
  if (isIssue(page)) return page;
  const transactionId = query.transaction_id;
  if (transactionId !== undefined && (typeof transactionId !== 'string' || !/^[a-zA-Z0-9]{17,19}$/.test(transactionId)))
    return issue('transaction_id', 'A transaction ID is 17 characters long, an order ID 19.', String(transactionId));
  const given = typeof query.fields === 'string' ? query.fields.split(',').map((field) => field.trim()) : [];
  const unknown = given.find((field) => !FIELDS.has(field));
  if (unknown !== undefined)
    return issue('fields', `${unknown} is not a field this API returns.`, String(query.fields));
  return {
    start: start.at,
    end: end.at,
    startDate: start.text,
    endDate: end.text,
    pageSize,
    page,
    fields: new Set(given.length ? given : ['transaction_info']),
    ...(transactionId === undefined ? {} : { transactionId }),
  };
}

/** A fee as Transaction Search shows it: money PayPal kept, so negative. */
const negative = (money: Money): Money => ({
  currency_code: money.currency_code,
  value: toHundredths(money.value) === 0n ? money.value : `-${money.value}`,
});

/** Captures that took the money; S while it stands, V once refunded in full. */
function transactionInfo(order: FakeOrder, capture: FakeCapture) {
  return {
    ...(order.payerId ? { paypal_account_id: order.payerId } : {}),
    transaction_id: capture.id,
    paypal_reference_id: order.id,
    paypal_reference_id_type: 'ODR',
    transaction_event_code: 'T0006',
    transaction_initiation_date: capture.createTime,
    transaction_updated_date: capture.updateTime,
    transaction_amount: capture.amount,
    fee_amount: negative(paypalFee(capture.amount)),
    transaction_status: capture.status === 'REFUNDED' ? 'V' : 'S',
    ...(order.customId === undefined ? {} : { custom_field: order.customId }),
  };
}

const TAKEN = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/** The answer to a valid search: the page asked for, and the totals that say how many pages there are. */
export function searchAnswer(orders: Iterable<FakeOrder>, query: SearchQuery, self: string, lastRefreshed: string) {
  const found = [...orders]
    .flatMap((order) => (order.capture && TAKEN.has(order.capture.status) ? [{ order, capture: order.capture }] : []))
    .filter(({ capture }) => {
      const at = Date.parse(capture.createTime);
      return at >= query.start && at <= query.end && (query.transactionId ?? capture.id) === capture.id;
    })
    .sort((a, b) => a.capture.createTime.localeCompare(b.capture.createTime));
  const from = (query.page - 1) * query.pageSize;
  const wanted = query.fields.has('all') || query.fields.has('transaction_info');
  return {
    transaction_details: found
      .slice(from, from + query.pageSize)
      .map(({ order, capture }) => (wanted ? { transaction_info: transactionInfo(order, capture) } : {})),
    account_number: 'FAKEMERCHANT01',
    start_date: query.startDate,
    end_date: query.endDate,
    last_refreshed_datetime: lastRefreshed,
    page: query.page,
    total_items: found.length,
    total_pages: Math.ceil(found.length / query.pageSize),
    links: [{ href: self, rel: 'self', method: 'GET' }],
  };
}
