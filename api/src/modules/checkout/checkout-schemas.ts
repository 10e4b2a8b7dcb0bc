/**
 * What checkout's provider-facing routes take (checkout.routes.ts): PayPal's webhook events, and
 * the sandbox provider's approve page, its decision form and its refund notice. The app's own
 * checkout calls take theirs from the shared contract.
 */
import { TEXT_MAX, Text } from '@engage/shared/contract/common';
import { Type, type Static } from 'typebox';

/** A PayPal webhook event: what the route reads before PayPal verifies the whole of it. */
export const PaypalWebhookEventSchema = Type.Object({
  id: Text(TEXT_MAX.line, { minLength: 1 }),
  event_type: Text(TEXT_MAX.line),
});

/** `/api/sandbox/checkout/:provider/approve`: the hosted provider the sandbox stands in for. */
export const SandboxCheckoutParamsSchema = Type.Object({
  provider: Type.Union([Type.Literal('paypal'), Type.Literal('card')]),
});

/** `?token=`: the payment's unguessable provider token, the only way the page finds a payment. */
export const SandboxCheckoutTokenQuerySchema = Type.Object({ token: Text(TEXT_MAX.token, { minLength: 1 }) });

/** The approve page's form: pay or cancel the payment of that token. */
export const SandboxCheckoutDecisionSchema = Type.Object({
  token: Text(TEXT_MAX.token, { minLength: 1 }),
  decision: Type.Union([Type.Literal('approve'), Type.Literal('cancel')]),
});
export type SandboxCheckoutDecision = Static<typeof SandboxCheckoutDecisionSchema>;

/** `/api/sandbox/payments/:payment_ref/refund/`: our reference of the payment to give back. */
export const SandboxRefundParamsSchema = Type.Object({ payment_ref: Text(TEXT_MAX.line, { minLength: 1 }) });
