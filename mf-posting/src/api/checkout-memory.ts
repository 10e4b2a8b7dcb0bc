/**
 * Which post the checkout this tab started pays for. The provider sends the browser back to
 * `/consumer/paypal-redirect?paymentId=&token=` (and `cancelled=true` when the payer gave up),
 * which names the payment but not the post; the return page needs the post to offer paying it
 * again and to check that it went live. Kept in sessionStorage (this tab only), with the
 * checkout's `token` (the provider's order id, which the return carries back) so a return from
 * some other checkout is not taken for this one.
 */
const KEY = 'engage.checkout';

interface StartedCheckout {
  linkId: number;
  token: string | null;
}

function tokenOf(checkoutUrl: string): string | null {
  try {
    return new URL(checkoutUrl).searchParams.get('token');
  } catch {
    return null;
  }
}

/** Called just before the browser goes to the provider's page. */
export function rememberCheckout(linkId: number, checkoutUrl: string): void {
  const started: StartedCheckout = { linkId, token: tokenOf(checkoutUrl) };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(started));
  } catch {
    // storage disabled: the return page then points to My posts instead
  }
}

/** The post of the checkout this tab started, if the return (its `token`) is from that checkout. */
export function checkoutLinkId(returnedToken: string | null): number | null {
  let started: Partial<StartedCheckout> | null;
  try {
    started = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<StartedCheckout> | null;
  } catch {
    return null;
  }
  if (!started || typeof started.linkId !== 'number' || !Number.isSafeInteger(started.linkId)) return null;
  const sameCheckout = started.token == null || started.token === returnedToken;
  return sameCheckout ? started.linkId : null;
}

export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}

/**
 * Where a post that went live is shown: the profile's My posts, with it marked and focused (the
 * feed hides a producer's own posts, so it is not the place to find it).
 */
export const livePostState = (linkId: number) => ({ tab: 'My posts', highlight: linkId }) as const;
