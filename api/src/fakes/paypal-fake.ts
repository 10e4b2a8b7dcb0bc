/**
 * A local PayPal for development and tests, written from PayPal's REST documentation rather
 * than from our adapter: OAuth 2 client credentials, Orders v2 (create, show, capture), Payments
 * v2 (refund a capture), Webhooks v1 (verify-webhook-signature, deliveries), Transaction Search
 * v1 (the captures it completed), and the payer's approve page. Mounted at a prefix (`/paypal`), it answers on the same paths as
 * https://api-m.paypal.com, so PAYPAL_BASE_URL=http://host/paypal points the real adapter at it.
 *
 * Tests script it through `/_fake/*` (paypal-fake-control.ts): failures and slow answers for the
 * next calls, declined or pending captures, expiring tokens, approving or voiding an order
 * without a browser, sending webhooks, and listing orders (never credentials or tokens).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  captureJson,
  debugId,
  fromHundredths,
  orderJson,
  paypalId,
  refundJson,
  refundable,
  timestamp,
  toHundredths,
  type FakeCapture,
  type FakeOrder,
  type FakeRefund,
} from './paypal-fake-state';
import {
  WEBHOOK_ID,
  isProblem,
  orderRequest,
  record,
  refundRequest,
  verifyRequest,
  type Problem,
} from './paypal-fake-validation';
import { WebhookSigner } from './paypal-fake-webhooks';
import { idle, registerControl } from './paypal-fake-control';
import { approvePage, escapeHtml } from './paypal-fake-page';
import { searchAnswer, searchQuery } from './paypal-fake-reporting';

export interface PaypalFakeOptions {
  clientId: string;
  clientSecret: string;
  /** The webhook id events are signed for (PAYPAL_WEBHOOK_ID on our side). */
  webhookId: string;
  /** Where `/_fake/webhooks/:orderId` delivers events; unset, it only answers them. */
  webhookUrl?: string;
  /** Lifetime of access tokens; PayPal's last about nine hours. */
  tokenTtlSeconds?: number;
}

const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
  CONFLICT: 'The request failed because a previous call for the given resource is in progress.',
};

/** PayPal's error body: name, message, debug_id, details[{field, location, issue, description}], links. */
function sendError(reply: FastifyReply, status: number, name: string, details: Omit<Problem, 'status'>[] = []) {
  const issue = details[0]?.issue ?? name;
  return reply.code(status).send({
    name,
    message: MESSAGES[name] ?? name,
    debug_id: debugId(),
    ...(details.length ? { details } : {}),
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

const sendProblem = (reply: FastifyReply, { status, ...detail }: Problem) =>
  sendError(reply, status, status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', [detail]);

const refuse = (reply: FastifyReply, issue: string, description: string, field = '') =>
  sendError(reply, 422, 'UNPROCESSABLE_ENTITY', [{ issue, description, field, location: 'path' }]);

const notFound = (reply: FastifyReply, field: string) =>
  sendError(reply, 404, 'RESOURCE_NOT_FOUND', [
    {
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      field,
      location: 'path',
    },
  ]);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const paypalFake: FastifyPluginAsync<PaypalFakeOptions> = async (app, options) => {
  if (!WEBHOOK_ID.test(options.webhookId)) {
    // PayPal's webhook ids are letters and digits; verify-webhook-signature refuses any other.
    throw new Error(
      `The fake PayPal's webhookId must be 1 to 50 letters and digits, like PayPal's: "${options.webhookId}"`,
    );
  }
  const ttlSeconds = options.tokenTtlSeconds ?? 32_400;
  const tokens = new Map<string, number>();
  let tokensIssued = 0;
  const orders = new Map<string, FakeOrder>();
  /** PayPal-Request-Id → what that request made, per API (PayPal keeps keys for hours). */
  const idempotent = new Map<string, string>();
  const signer = new WebhookSigner(options.webhookId);
  let script = idle();

  // This plugin's own parsers: PayPal takes an empty body on capture, and a malformed one is
  // its MALFORMED_REQUEST_JSON, not Fastify's error. The OAuth endpoint and the approve page
  // post forms.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, { malformedJson: true });
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The fake's public base (links, approve page, webhooks): whatever host the caller used. */
  const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;
  const apiPath = (request: FastifyRequest) => /^\/v[12]\//.test(request.url.slice(app.prefix.length));

  /** Answers held back by `slowMs`: the call is carried out, its answer comes late. */
  const late = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (!apiPath(request)) return;
    const oauth = request.url.slice(app.prefix.length).startsWith('/v1/oauth2/token');
    if (oauth && script.tokenFailures > 0) {
      script.tokenFailures -= 1;
      return sendError(reply, 500, 'INTERNAL_SERVER_ERROR');
    }
    if (oauth) return;
    if (script.failures > 0) {
      // Answered before anything is done, as a PayPal that fell over would.
      script.failures -= 1;
      return sendError(reply, 500, 'INTERNAL_SERVER_ERROR');
    }
    if (script.slowMs > 0) {
      late.set(request, script.slowMs);
      script.slowMs = 0;
    }
    const bearer = /^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '')?.[1];
    const expires = bearer === undefined ? undefined : tokens.get(bearer);
    if (expires === undefined || expires <= Date.now()) return sendError(reply, 401, 'AUTHENTICATION_FAILURE');
  });

  app.addHook('onSend', async (request) => {
    const delay = late.get(request);
    if (delay) await wait(delay);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (record(request.body)?.malformedJson === true) {
      return sendError(reply, 400, 'INVALID_REQUEST', [
        {
          issue: 'MALFORMED_REQUEST_JSON',
          description: 'The request JSON is not well formed.',
          field: '',
          location: 'body',
        },
      ]);
    }
  });

  // --- OAuth 2: client credentials --------------------------------------------------------------
  app.post('/v1/oauth2/token', async (request, reply) => {
    const basic = /^Basic (\S+)$/.exec(header(request, 'authorization') ?? '')?.[1];
    const [id, ...rest] = Buffer.from(basic ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (!basic || !sameSecret(id ?? '', options.clientId) || !sameSecret(rest.join(':'), options.clientSecret)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const grant = record(request.body)?.grant_type;
    if (grant !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = `A21AA${randomBytes(36).toString('base64url')}`;
    // Tokens long expired are forgotten (an unknown token is refused the same way).
    for (const [old, expires] of tokens) if (expires < Date.now() - 3_600_000) tokens.delete(old);
    tokens.set(token, Date.now() + ttlSeconds * 1000);
    tokensIssued += 1;
    return {
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/applications/webhooks https://uri.paypal.com/services/reporting/search/read',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-FAKE00000000000',
      expires_in: ttlSeconds,
      nonce: `${timestamp()}${randomBytes(8).toString('hex')}`,
    };
  });

  // --- Orders v2 ----------------------------------------------------------------------------------
  app.post('/v2/checkout/orders', async (request, reply) => {
    const requestId = header(request, 'paypal-request-id');
    if (!requestId || requestId.length > 108) {
      // PayPal makes it optional; this fake requires it, as our idempotency depends on it.
      return sendError(reply, 400, 'INVALID_REQUEST', [
        {
          issue: 'PAYPAL_REQUEST_ID_REQUIRED',
          description: 'A PayPal-Request-Id (1 to 108 characters) is required.',
          field: 'PayPal-Request-Id',
          location: 'header',
        },
      ]);
    }
    const minimal = !/return=representation/.test(header(request, 'prefer') ?? '');
    const earlier = orders.get(idempotent.get(`create:${requestId}`) ?? '');
    // The same PayPal-Request-Id answers the order it made, in its latest state; no second order.
    if (earlier) return reply.code(200).send(orderJson(earlier, baseOf(request), minimal));
    const input = orderRequest(request.body);
    if (isProblem(input)) return sendProblem(reply, input);
    const now = timestamp();
    const order: FakeOrder = {
      id: paypalId(),
      requestId,
      status: input.viaPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      ...input,
      createTime: now,
      updateTime: now,
    };
    orders.set(order.id, order);
    idempotent.set(`create:${requestId}`, order.id);
    return reply.code(201).send(orderJson(order, baseOf(request), minimal));
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return notFound(reply, 'order_id');
    return orderJson(order, baseOf(request));
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return notFound(reply, 'order_id');
    const requestId = header(request, 'paypal-request-id');
    const key = `capture:${order.id}:${requestId}`;
    if (requestId && idempotent.has(key)) return reply.code(200).send(orderJson(order, baseOf(request)));
    if (order.status === 'COMPLETED') {
      return refuse(
        reply,
        'ORDER_ALREADY_CAPTURED',
        "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status === 'VOIDED') {
      // Not in PayPal's capture error list; a voided order can no more be captured than an unapproved one.
      return refuse(reply, 'ORDER_NOT_APPROVED', 'The order was voided; the payer must approve a new order.');
    }
    if (order.status !== 'APPROVED') {
      return refuse(reply, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    if (script.declineCapture) {
      script.declineCapture = false;
      return refuse(
        reply,
        'INSTRUMENT_DECLINED',
        "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
      );
    }
    const now = timestamp();
    const status = script.captureStatus ?? 'COMPLETED';
    const pendingReason = script.pendingReason ?? 'PENDING_REVIEW';
    script.captureStatus = undefined;
    script.pendingReason = undefined;
    order.capture = {
      id: paypalId(),
      status,
      ...(status === 'PENDING' ? { reason: pendingReason } : {}),
      amount: order.amount,
      refunds: [],
      createTime: now,
      updateTime: now,
    };
    // A declined capture still completes the order (PayPal shows the decline on the capture).
    order.status = 'COMPLETED';
    order.updateTime = now;
    if (requestId) idempotent.set(key, order.id);
    // PayPal's capture answer always carries the capture, even without return=representation.
    return reply.code(201).send(orderJson(order, baseOf(request)));
  });

  // --- Payments v2 --------------------------------------------------------------------------------
  const captureById = (id: string): { order: FakeOrder; capture: FakeCapture } | undefined => {
    for (const order of orders.values()) if (order.capture?.id === id) return { order, capture: order.capture };
    return undefined;
  };

  app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (request, reply) => {
    const found = captureById(request.params.id);
    if (!found) return notFound(reply, 'capture_id');
    return captureJson(found.order, found.capture, baseOf(request), true);
  });

  // Payments v2 "Show refund details": the refund as the refund call answered it, status now.
  app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', async (request, reply) => {
    for (const order of orders.values()) {
      const refund = order.capture?.refunds.find((made) => made.id === request.params.id);
      if (order.capture && refund) return refundJson(order, order.capture, refund, baseOf(request));
    }
    return notFound(reply, 'refund_id');
  });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    const found = captureById(request.params.id);
    if (!found) return notFound(reply, 'capture_id');
    const { order, capture } = found;
    const requestId = header(request, 'paypal-request-id');
    const key = `refund:${capture.id}:${requestId}`;
    const earlier = capture.refunds.find((refund) => refund.id === idempotent.get(key));
    if (requestId && earlier) return reply.code(200).send(refundJson(order, capture, earlier, baseOf(request)));
    const input = refundRequest(request.body);
    if (isProblem(input)) return sendProblem(reply, input);
    if (capture.status === 'PENDING')
      return refuse(reply, 'PENDING_CAPTURE', 'Cannot initiate a refund as the capture is pending.');
    if (capture.status === 'REFUNDED')
      return refuse(reply, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
      return refuse(reply, 'REFUND_NOT_ALLOWED', 'Capture cannot be refunded.');
    }
    const left = refundable(capture);
    const currency = capture.amount.currency_code;
    if (input.amount && input.amount.currency_code !== currency) {
      return refuse(
        reply,
        'REFUND_CAPTURE_CURRENCY_MISMATCH',
        'Refund must be in the same currency as the capture',
        '/amount/currency_code',
      );
    }
    const wanted = input.amount ? toHundredths(input.amount.value) : left;
    if (wanted > left) {
      return refuse(
        reply,
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        '/amount/value',
      );
    }
    const refund: FakeRefund = {
      id: paypalId(),
      status: script.refundStatus ?? 'COMPLETED',
      amount: fromHundredths(wanted, currency),
      reversal: false,
      createTime: timestamp(),
    };
    script.refundStatus = undefined;
    capture.refunds.push(refund);
    capture.status = wanted === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = refund.createTime;
    if (requestId) idempotent.set(key, refund.id);
    return reply.code(201).send(refundJson(order, capture, refund, baseOf(request)));
  });

  // --- Webhooks v1 ----------------------------------------------------------------------------------
  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    const input = verifyRequest(request.body);
    if (isProblem(input)) {
      // The notifications API names its 400 VALIDATION_ERROR.
      const { status, ...detail } = input;
      return reply.code(status).send({
        name: 'VALIDATION_ERROR',
        message: 'Invalid request - see details',
        debug_id: debugId(),
        details: [detail],
      });
    }
    return { verification_status: signer.verify(input) ? 'SUCCESS' : 'FAILURE' };
  });

  // --- Transaction Search v1 -------------------------------------------------------------------------
  app.get('/v1/reporting/transactions', async (request, reply) => {
    const query = searchQuery(record(request.query) ?? {});
    if ('issue' in query) {
      return reply.code(400).send({
        name: 'INVALID_REQUEST',
        message: 'Invalid request - see details.',
        debug_id: debugId(),
        details: [query],
        links: [
          {
            href: 'https://developer.paypal.com/docs/api/transaction-search/v1/#error-INVALID_REQUEST',
            rel: 'information_link',
            method: 'GET',
          },
        ],
      });
    }
    return searchAnswer(
      orders.values(),
      query,
      `${baseOf(request)}${request.url.slice(app.prefix.length)}`,
      timestamp(),
    );
  });

  // --- The payer's approve page -----------------------------------------------------------------------
  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = orders.get(request.query.token ?? '');
    void reply.type('text/html; charset=utf-8');
    if (!order) return reply.code(404).send(approvePage({ action: `${app.prefix}/checkoutnow`, order: undefined }));
    return approvePage({ action: `${app.prefix}/checkoutnow`, order });
  });

  app.post('/checkoutnow', async (request, reply) => {
    const form = record(request.body) ?? {};
    const order = orders.get(typeof form.token === 'string' ? form.token : '');
    if (!order) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(approvePage({ action: `${app.prefix}/checkoutnow`, order: undefined }));
    }
    if (form.decision === 'cancel') return reply.redirect(cancelTarget(order), 303);
    if (form.decision !== 'pay') {
      return reply.code(400).type('text/html; charset=utf-8').send('<!doctype html><p>Choose Pay now or Cancel.</p>');
    }
    if (!approve(order)) {
      return reply
        .code(409)
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><p>This order is ${escapeHtml(order.status)}.</p>`);
    }
    return reply.redirect(returnTarget(order), 303);
  });

  function approve(order: FakeOrder, payerId?: string): boolean {
    if (order.status === 'APPROVED') return true;
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') return false;
    order.status = 'APPROVED';
    order.payerId = payerId ?? paypalId(13);
    order.updateTime = timestamp();
    return true;
  }

  /** return_url with PayPal's `token` and `PayerID` added; its own query parameters are kept. */
  function returnTarget(order: FakeOrder): string {
    const url = new URL(order.returnUrl);
    url.searchParams.set('token', order.id);
    url.searchParams.set('PayerID', order.payerId ?? '');
    return url.toString();
  }

  function cancelTarget(order: FakeOrder): string {
    const url = new URL(order.cancelUrl ?? order.returnUrl);
    url.searchParams.set('token', order.id);
    return url.toString();
  }

  registerControl(app, {
    webhookUrl: options.webhookUrl,
    orders,
    signer,
    baseOf,
    approve,
    returnTarget,
    tokensIssued: () => tokensIssued,
    setScript: (change) => (script = { ...script, ...change }),
    reset: () => {
      orders.clear();
      idempotent.clear();
      signer.forget();
      script = idle();
    },
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
  });
};
