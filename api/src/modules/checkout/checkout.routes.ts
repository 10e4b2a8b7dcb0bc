/**
 * Checkout (spec 001 §7): PayPal and card → `checkout_url`, M-PESA STK push → `message`, the
 * return page's `wallet/paypal-execute/`, and the provider side: PayPal's webhook, the sandbox
 * approve page and the sandbox's refund notice. M-PESA's callbacks are in
 * `wallet/mpesa-callbacks.routes.ts`.
 *
 * The provider-facing routes are public (the provider calls them, not a signed-in user). A
 * webhook event acts only once PayPal itself has verified it; the refund notice needs the
 * callback key (`?key=`, see `callbackKey`); the approve page only ever acts on a payment by
 * its unguessable token.
 */
import { MessageResponseSchema } from '@engage/shared/contract/common';
import type { AppInstance } from '../../http/app-instance';
import { currentUser } from '../../http/authenticate';
import { apiRoute } from '../../http/api-route';
import { JSON_TYPE, jsonOrForm } from '../../http/content-types';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { text } from '../../i18n/messages';
import { answered } from '../../i18n/request-language';
import { requestBaseUrl } from '../../http/pages';
import { escapeHtml, sandboxPage } from '../../http/sandbox-page';
import { errorResponses, htmlResponse, redirectResponse } from '../../http/openapi';
import { decimal, kes, money } from '../ledger/money-text';
import { callbackKey } from '../wallet/mpesa-gateway';
import { CallbackKeyQuerySchema } from '../wallet/mpesa-callback-schemas';
import {
  PaypalWebhookEventSchema,
  SandboxCheckoutDecisionSchema,
  SandboxCheckoutParamsSchema,
  SandboxCheckoutTokenQuerySchema,
  SandboxRefundParamsSchema,
  type SandboxCheckoutDecision,
} from './checkout-schemas';

/** Where PayPal delivers webhook events (register it with the webhook's id, PAYPAL_WEBHOOK_ID). */
const PAYPAL_WEBHOOK_PATH = '/api/wallet/paypal/webhook/';

export async function checkoutRoutes(app: AppInstance): Promise<void> {
  const checkout = app.services.checkout;
  const key = callbackKey(app.config.jwtSecret);
  const requireKey = (given: string) => {
    if (given !== key) throw unauthorized('Invalid callback key.');
  };

  app.route({
    // 403 email not verified or not the owner, 404 no such post, 409 paid already, 503 provider off.
    ...apiRoute('checkoutPaypal', { tags: ['checkout'], errors: [403, 404, 409, 503] }),
    handler: async (request) => {
      const { link_id: linkId, targets_needed: targets } = request.body;
      const url = await checkout.startHosted(
        currentUser(request).userId,
        'paypal',
        linkId,
        targets,
        requestBaseUrl(request, app.config.publicUrl),
      );
      return { checkout_url: url };
    },
  });

  app.route({
    // 403 email not verified or not the owner, 404 no such post, 409 paid already.
    ...apiRoute('checkoutPaypalPrice', { tags: ['checkout'], errors: [403, 404, 409] }),
    handler: async (request) => {
      const price = await checkout.paypalPrice(currentUser(request).userId, request.query.link_id);
      return {
        amount_kes: price.kesCents / 100,
        usd: decimal(price.usdCents),
        kes_per_usd: price.kesPerUsd,
      };
    },
  });

  app.route({
    ...apiRoute('checkoutCard', { tags: ['checkout'], errors: [403, 404, 409, 503] }),
    handler: async (request) => {
      const url = await checkout.startHosted(
        currentUser(request).userId,
        'card',
        request.body.link_id,
        undefined,
        requestBaseUrl(request, app.config.publicUrl),
      );
      return { checkout_url: url };
    },
  });

  app.route({
    // 502: M-PESA did not take the STK push (or is off on this server).
    ...apiRoute('checkoutMpesa', { tags: ['checkout'], errors: [403, 404, 409, 502] }),
    handler: async (request) => ({
      message: answered(
        request,
        await checkout.startMpesa(currentUser(request).userId, request.body.link_id, request.body.phone),
      ),
    }),
  });

  app.route({
    // 409: already paid, or the balance does not cover it.
    ...apiRoute('checkoutBalance', { tags: ['checkout'], errors: [403, 404, 409] }),
    handler: async (request) => ({
      message: answered(request, await checkout.payFromBalance(currentUser(request).userId, request.body.link_id)),
    }),
  });

  app.route({
    // 400: not approved, cancelled, declined; 502: the provider's answer is not known yet.
    ...apiRoute('paypalExecute', { tags: ['checkout'], errors: [400, 404, 409, 502, 503] }),
    handler: async (request) => ({
      message: answered(request, await checkout.execute(currentUser(request).userId, request.body)),
    }),
  });

  // PayPal verifies an event against the body exactly as it was sent: this route keeps it.
  await app.register(async (scope) => {
    const rawBodies = new WeakMap<object, string>();
    scope.removeContentTypeParser(JSON_TYPE);
    scope.addContentTypeParser(JSON_TYPE, { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(badRequest('The body is not JSON.'), undefined);
      }
    });
    scope.post(
      PAYPAL_WEBHOOK_PATH,
      {
        config: { public: true },
        schema: {
          tags: ['checkout'],
          body: PaypalWebhookEventSchema,
          // 400: the event does not verify with PayPal (forged, or not for this webhook); 404: no PayPal here.
          response: { 200: MessageResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const hosted = app.services.hostedCheckout;
        if (!hosted.verifyWebhook) throw notFound('PayPal is not configured on this server.');
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
        );
        const event = await hosted.verifyWebhook(headers, rawBodies.get(request) ?? '');
        if (!event) throw badRequest('The event did not verify with PayPal.');
        return { message: await checkout.handleHostedEvent(event) };
      },
    );
  });

  // --- the sandbox provider's side (absent where sandboxes are refused, config.ts) --------------
  if (!app.config.sandboxRoutes) return;

  app.get(
    '/api/sandbox/checkout/:provider/approve',
    {
      config: { public: true },
      schema: {
        tags: ['sandbox'],
        params: SandboxCheckoutParamsSchema,
        querystring: SandboxCheckoutTokenQuerySchema,
        response: { 200: htmlResponse('The payment page: pay or cancel.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const payment = await checkout.byToken(provider, request.query.token);
      if (!payment) throw notFound(text('paymentNotFound'));
      const title = provider === 'paypal' ? 'PayPal (sandbox)' : 'Card payment (sandbox)';
      const charged = money(payment.originalAmountCents, payment.currency);
      const inKes =
        payment.currency === 'KES' ? '' : `${kes(payment.amountCents)} at ${payment.exchangeRate ?? ''} KES/USD`;
      const token = escapeHtml(request.query.token);
      const open = payment.status === 'pending';
      const off = open ? '' : ' disabled';
      void reply.type('text/html; charset=utf-8');
      return sandboxPage(
        title,
        `<h1>${title}</h1>
<p class="muted">A stand-in for ${provider === 'paypal' ? 'PayPal' : 'a card payment'}: no money moves.</p>
<p class="muted">Promotion of engage post #${payment.linkId}</p>
<p class="amount">Pay ${escapeHtml(charged)}</p>
${inKes ? `<p class="muted">${escapeHtml(inKes)}</p>` : ''}
${open ? '' : `<p class="notice">This payment is ${escapeHtml(payment.status)}.</p>`}
<form method="post" action="/api/sandbox/checkout/${provider}/approve">
<input type="hidden" name="token" value="${token}">
<div class="actions">
<button class="secondary" name="decision" value="cancel"${off}>Cancel and return</button>
<button class="primary" name="decision" value="approve"${off}>Pay now</button>
</div>
</form>`,
      );
    },
  );

  app.post(
    '/api/sandbox/checkout/:provider/approve',
    // The sandbox payment page posts an HTML form (content-types.ts).
    {
      config: { public: true },
      schema: {
        tags: ['sandbox'],
        params: SandboxCheckoutParamsSchema,
        body: jsonOrForm(SandboxCheckoutDecisionSchema),
        response: {
          303: redirectResponse('Back to the return (or cancel) URL of the payment.'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      // Validated against SandboxCheckoutDecisionSchema whichever of the two declared types it came in.
      const { token, decision } = request.body as SandboxCheckoutDecision;
      const target = await checkout.decide(request.params.provider, token, decision === 'approve');
      return reply.redirect(target, 303);
    },
  );

  app.post(
    '/api/sandbox/payments/:payment_ref/refund/',
    {
      config: { public: true },
      schema: {
        tags: ['sandbox'],
        params: SandboxRefundParamsSchema,
        querystring: CallbackKeyQuerySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 404, 409, 503) },
      },
    },
    async (request) => {
      requireKey(request.query.key);
      await checkout.refund(request.params.payment_ref);
      return { message: 'Refunded' };
    },
  );
}
