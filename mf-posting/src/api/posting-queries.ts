/**
 * The posting area's server state (spec 001 §7): link check, post save, one post of its owner,
 * the locations list and the three checkouts, under the `posting` key family.
 */
import { useMutation, useQuery, useQueryClient, type QueryFunctionContext } from '@engage/shared/queries';
import { callApi, type ApiSession } from '@engage/shared/api/client';
import { newIdempotencyKey } from '@engage/shared/api/idempotency';
import { queryKeys } from '@engage/shared/api/query-keys';
import { refreshMoney } from '@engage/shared/api/money-queries';
import type {
  CheckoutResponse,
  LinkCheckResponse,
  MpesaCheckoutResponse,
  PostSaveBody,
  PostSaveResponse,
  PaypalExecuteBody,
} from '@engage/shared/contract/posting';
import type { MessageResponse } from '@engage/shared/contract/common';

/** Spec 001 §7 "Link check | query by url | returns available_actions etc." */
export function checkLink(session: ApiSession, url: string): Promise<LinkCheckResponse> {
  return callApi('linkCheck', session, { query: { url } });
}

/** Spec 001 §7 "Post save | ... returns link_id". */
export function savePost(session: ApiSession, body: PostSaveBody): Promise<PostSaveResponse> {
  return callApi('linkSave', session, { body });
}

/** `GET links/:link_id/`: the edit page without navigation state, and the M-PESA wait. */
export const ownPostQuery = (linkId: number) => ({
  queryKey: queryKeys.posting.post(linkId),
  queryFn: ({ signal, client }: QueryFunctionContext) =>
    callApi('ownPost', client, { params: { link_id: linkId }, signal }),
});

/**
 * What the PayPal checkout of the post charges, from the server: the USD amount at its rate
 * (PAYPAL_KES_PER_USD), which the dialog shows before the producer pays.
 */
export function usePaypalPrice(linkId: number) {
  return useQuery({
    queryKey: queryKeys.posting.paypalPrice(linkId),
    queryFn: ({ signal, client }: QueryFunctionContext) =>
      callApi('checkoutPaypalPrice', client, { query: { link_id: linkId }, signal }),
  });
}

/*
 * The checkouts: one call per tap, each with its own idempotency key, so a resend after a dropped
 * answer starts one payment, not two.
 */

/** Spec 001 §7 "Checkout, PayPal | POST | {targets_needed, link_id} -> checkout_url". */
export function checkoutPaypal(session: ApiSession, linkId: number, targetsNeeded: number): Promise<CheckoutResponse> {
  return callApi('checkoutPaypal', session, {
    body: { targets_needed: targetsNeeded, link_id: linkId },
    idempotencyKey: newIdempotencyKey(),
  });
}

/** Spec 001 §7 "Checkout, card | POST | {link_id} -> checkout_url". */
export function checkoutCard(session: ApiSession, linkId: number): Promise<CheckoutResponse> {
  return callApi('checkoutCard', session, { body: { link_id: linkId }, idempotencyKey: newIdempotencyKey() });
}

/** Spec 001 §7 "Checkout, M-pesa | POST | {phone as 254 plus digits, link_id} -> message". */
export function checkoutMpesa(session: ApiSession, phone: string, linkId: number): Promise<MpesaCheckoutResponse> {
  return callApi('checkoutMpesa', session, { body: { phone, link_id: linkId }, idempotencyKey: newIdempotencyKey() });
}

/** Spec 001 §7 "wallet/paypal-execute/ with {paymentId, payerId, token}". */
export function executePayment(session: ApiSession, body: PaypalExecuteBody): Promise<MessageResponse> {
  return callApi('paypalExecute', session, { body });
}

// The writes, one hook each (docs/areas.md, "Writing to the server and building a form").

/** Saves the post (Post or Save as draft): the post and the profile's lists load afresh. */
export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PostSaveBody, { client: cache }) => savePost(cache, body),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: queryKeys.posting.post(answer.link_id) });
      void client.invalidateQueries({ queryKey: [queryKeys.profile.details[0]] });
    },
  });
}

/**
 * The link check of the paste dialog. A read, but one the user starts and waits on, with its
 * pending state on the Continue button: a mutation, like the writes, rather than a cached query.
 */
export function useCheckLink() {
  return useMutation({ mutationFn: (url: string, { client: cache }) => checkLink(cache, url) });
}

/** PayPal or card: the answer's `checkout_url` is the provider's page. */
export function useRedirectCheckout() {
  return useMutation({
    mutationFn: (checkout: { method: 'paypal' | 'card'; linkId: number; targetsNeeded: number }, { client: cache }) =>
      checkout.method === 'paypal'
        ? checkoutPaypal(cache, checkout.linkId, checkout.targetsNeeded)
        : checkoutCard(cache, checkout.linkId),
  });
}

/** M-PESA: the answer's message says a PIN prompt is on its way to the phone (254…). */
/** Pays from the engage balance, at once; the money and the post's lists load afresh after. */
export function useBalanceCheckout() {
  return useMutation({
    mutationFn: (linkId: number, { client: cache }) =>
      callApi('checkoutBalance', cache, { body: { link_id: linkId }, idempotencyKey: newIdempotencyKey() }),
    onSettled: (_answer, _error, _linkId, _context, { client }) => refreshMoney(client),
  });
}

export function useMpesaCheckout() {
  return useMutation({
    mutationFn: (checkout: { phone: string; linkId: number }, { client: cache }) =>
      checkoutMpesa(cache, checkout.phone, checkout.linkId),
  });
}

/** Completes a PayPal payment the provider approved (the return page). */
export function useExecutePayment() {
  return useMutation({
    mutationFn: (body: PaypalExecuteBody, { client: cache }) => executePayment(cache, body),
  });
}

/** The browser goes to the provider's page (spec 001 §7 "The browser is redirected to checkout_url"). Replaced in tests. */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * One post of its owner. `enabled` waits for a valid id; `pollMs` reads it again that often
 * (the M-PESA wait, until the payment marks it paid).
 */
export function useOwnPost(linkId: number, options: { enabled?: boolean; pollMs?: number } = {}) {
  return useQuery({
    ...ownPostQuery(linkId),
    enabled: options.enabled ?? true,
    refetchInterval: options.pollMs ?? false,
  });
}
