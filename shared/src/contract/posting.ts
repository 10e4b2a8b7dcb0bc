/** Posting and paying for a post: link check, save, drafts, checkout (spec 001 §7). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import { MIN_SPEND_KES } from '@engage/shared/contract/constants';
import { LinkSchema } from '@engage/shared/contract/links';
import {
  ActionTypeSchema,
  INT4_MAX,
  Id,
  KES_AMOUNT_MAX,
  Kes,
  MpesaPhone,
  Nullable,
  PostPlatformSchema,
  TEXT_MAX,
  Text,
  WebUrl,
} from '@engage/shared/contract/common';

/**
 * Spec 000 §7 "Link details | GET with url=" and spec 001 §7 "Link check | query by url".
 * One endpoint serves both.
 */
export const LinkCheckQuerySchema = Type.Object({ url: Text(TEXT_MAX.url, { minLength: 1 }) });

/**
 * Spec 001 §3 "Link check response: available_actions, target data, amount". "Target data" is
 * not detailed; our decision: the suggested `targets_needed` for `amount` (spec 001 §9 target
 * rule), plus the detected platform and the title/thumbnail the form prefills.
 */
export const LinkCheckResponseSchema = Type.Object({
  link_url: Type.String(),
  platform: PostPlatformSchema,
  available_actions: Type.Array(ActionTypeSchema),
  amount: Kes(),
  targets_needed: Type.Integer({ minimum: 0 }),
  post_title: Type.Optional(Type.String()),
  post_thumbnail: Type.Optional(Nullable(Type.String())),
});
export type LinkCheckResponse = Static<typeof LinkCheckResponseSchema>;

/** Spec 001 §3 "on error: error and expected_format (a list)". */
const LinkCheckErrorSchema = Type.Object({
  error: Type.String(),
  expected_format: Type.Array(Type.String()),
});
export type LinkCheckError = Static<typeof LinkCheckErrorSchema>;

/**
 * The link check's 400: `LinkCheckErrorSchema` (`error`, `expected_format`) plus the usual
 * `message`/`detail`. `expected_format` is optional here only because a malformed query (no
 * `url`) is answered by the common error handler, without it.
 */
export const LinkCheckFailureSchema = Type.Object({
  ...LinkCheckErrorSchema.properties,
  expected_format: Type.Optional(LinkCheckErrorSchema.properties.expected_format),
  message: Type.Optional(Type.String()),
  detail: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

/** How many actions a post pays for: stored in an int4 column. */
const TargetsNeeded = () => Type.Integer({ minimum: 0, maximum: INT4_MAX });

/**
 * Spec 001 §7 "Post save | link_id (when editing), link_url, platform, is_draft, action_type,
 * producer_amount, targets_needed, post_title, post_descrption, targets_location,
 * producer_location, post_tags, anonymous, post_thumbnail; returns link_id".
 * Spec 001 §5: amount minimum 1000; description ≤ 100 words and ≥ 2 tags are checked by the
 * server with `format/post-target.ts` (JSON Schema cannot count words).
 */
export const PostSaveBodySchema = Type.Object({
  link_id: Type.Optional(Id()),
  link_url: Text(TEXT_MAX.url, { minLength: 1 }),
  platform: PostPlatformSchema,
  is_draft: Type.Boolean(),
  action_type: ActionTypeSchema,
  // At least MIN_SPEND_KES, checked by the server so that the client gets the spec's own message
  // ('Minimum spend amount is KES 1000.', spec 001 §5), not the schema validator's wording.
  producer_amount: Type.Number({
    minimum: 0,
    maximum: KES_AMOUNT_MAX,
    description: `KES; at least ${String(MIN_SPEND_KES)}, checked by the server with the spec message.`,
  }),
  targets_needed: TargetsNeeded(),
  post_title: Text(TEXT_MAX.line),
  post_descrption: Text(TEXT_MAX.text),
  targets_location: Text(TEXT_MAX.line, { minLength: 1 }),
  producer_location: Text(TEXT_MAX.line),
  post_tags: Text(TEXT_MAX.text),
  anonymous: Type.Boolean(),
  post_thumbnail: Nullable(WebUrl()),
});
export type PostSaveBody = Static<typeof PostSaveBodySchema>;

/** Spec 001 §7 "returns link_id". */
export const PostSaveResponseSchema = Type.Object({ link_id: Id() });
export type PostSaveResponse = Static<typeof PostSaveResponseSchema>;

/** Spec 001 §7 "Draft delete | call | {link_id}". */
export const DraftDeleteBodySchema = Type.Object({ link_id: Id() });

/** Spec 001 §7 "Checkout, PayPal | POST | {targets_needed, link_id} -> checkout_url". */
export const PaypalCheckoutBodySchema = Type.Object({
  targets_needed: TargetsNeeded(),
  link_id: Id(),
});

/** Ours: the post whose PayPal price is asked, before the producer pays. */
export const PaypalPriceQuerySchema = Type.Object({ link_id: Id() });

/**
 * What a PayPal checkout of the post charges: the post's KES amount, the server's rate
 * (PAYPAL_KES_PER_USD) and the US dollars at that rate, rounded up to the cent ("11.59").
 */
export const PaypalPriceResponseSchema = Type.Object({
  amount_kes: Type.Number(),
  usd: Type.String({ pattern: '^\\d+\\.\\d{2}$' }),
  kes_per_usd: Type.Number({ exclusiveMinimum: 0 }),
});
export type PaypalPriceResponse = Static<typeof PaypalPriceResponseSchema>;

/** Spec 001 §7 "Checkout, card | POST | {link_id} -> checkout_url". */
export const CardCheckoutBodySchema = Type.Object({ link_id: Id() });

/** Spec 001 §7 "-> checkout_url" — the browser is redirected to it. */
export const CheckoutResponseSchema = Type.Object({ checkout_url: Type.String() });
export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;

/** Spec 001 §7 "Checkout, M-pesa | POST | {phone as 254 plus digits, link_id} -> message". */
export const MpesaCheckoutBodySchema = Type.Object({
  phone: MpesaPhone(),
  link_id: Id(),
});
export type MpesaCheckoutBody = Static<typeof MpesaCheckoutBodySchema>;

/** Spec 001 §7 "-> message". */
export const MpesaCheckoutResponseSchema = Type.Object({ message: Type.String() });
export type MpesaCheckoutResponse = Static<typeof MpesaCheckoutResponseSchema>;

/** Spec 001 §7 "Card-provider payment finish | POST | wallet/paypal-execute/ with {paymentId, payerId, token}". */
export const PaypalExecuteBodySchema = Type.Object({
  paymentId: Text(TEXT_MAX.token, { minLength: 1 }),
  payerId: Text(TEXT_MAX.token, { minLength: 1 }),
  token: Text(TEXT_MAX.token, { minLength: 1 }),
});
export type PaypalExecuteBody = Static<typeof PaypalExecuteBodySchema>;

/** `GET links/:link_id/` (ours): the path parameter. */
export const OwnPostParamsSchema = Type.Object({ link_id: Id() });

/** The newest payment of a post, so the payment dialog can follow an M-PESA push until it settles. */
const PostPaymentSchema = Type.Object({
  provider: Type.Union([Type.Literal('paypal'), Type.Literal('card'), Type.Literal('mpesa'), Type.Literal('balance')]),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('completed'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
    Type.Literal('duplicate'),
    Type.Literal('refunded'),
  ]),
  status_description: Type.String(),
});

/**
 * `GET links/:link_id/` (ours; spec 001 §2 "Same form as add-link, prefilled from
 * navigation state" leaves a reload or a shared link without state): one post of its owner —
 * another user's or an unknown id is a 404 — with every engagement the link can be promoted for
 * (`available_actions`, as the link check gives them) and its newest payment (`payment`).
 */
export const OwnPostResponseSchema = Type.Object({
  ...LinkSchema.properties,
  payment: Nullable(PostPaymentSchema),
});
export type OwnPostResponse = Static<typeof OwnPostResponseSchema>;

/** `POST links/:link_id/actions/` (ours): the path parameter. */
export const PostActionParamsSchema = Type.Object({ link_id: Id() });

/**
 * Where a closed post's unspent budget goes (ours): the producer's engage balance, or back
 * through the provider that took the payment (M-PESA to the paying number, PayPal's refund).
 */
export const ReturnToSchema = Type.Union([Type.Literal('balance'), Type.Literal('provider')], { maxLength: 8 });
export type ReturnTo = Static<typeof ReturnToSchema>;

/**
 * `POST links/:link_id/actions/` (ours): the producer pauses or resumes a live post, or cancels
 * it — its unspent budget goes back to their engage balance, or through the paying provider
 * when `return_to` (or the post's saved choice) says `provider`.
 */
export const PostActionBodySchema = Type.Object({
  action: Type.Union([Type.Literal('pause'), Type.Literal('resume'), Type.Literal('cancel')]),
  return_to: Type.Optional(ReturnToSchema),
});
export type PostAction = Static<typeof PostActionBodySchema>['action'];

/**
 * `GET links/:link_id/return-to/` (ours): where the post's unspent budget goes when it ends, and
 * the provider it could go back through (`null`: paid from the engage balance, or by hand to the
 * paybill, so only the balance); `phone` is the paying M-PESA number as 07…
 */
export const ReturnChoiceSchema = Type.Object({
  return_to: ReturnToSchema,
  provider: Nullable(Type.Union([Type.Literal('mpesa'), Type.Literal('paypal'), Type.Literal('card')])),
  phone: Nullable(Type.String()),
});
export type ReturnChoice = Static<typeof ReturnChoiceSchema>;

/** `POST links/:link_id/return-to/` (ours): the producer changes it while the post has not ended. */
export const ReturnToBodySchema = Type.Object({ return_to: ReturnToSchema });

/** What the producer is told, and the choice as it is now. */
export const ReturnToResponseSchema = Type.Object({ message: Type.String(), choice: ReturnChoiceSchema });
export type ReturnToResponse = Static<typeof ReturnToResponseSchema>;

/** What the producer is told, and the post as it is now. */
export const PostActionResponseSchema = Type.Object({ message: Type.String(), post: LinkSchema });
export type PostActionResponse = Static<typeof PostActionResponseSchema>;
