/**
 * What referral journeys do from the referred user's side, over HTTP exactly as their browser
 * would: fund a first post through the sandbox PayPal checkout, and do a first verified task.
 */
import { api, linkYoutube, xPost, type Tokens } from './journey';

/** Saves a post worth `amount` KES and pays for it through the sandbox PayPal checkout; its link id. */
export async function fundPostWithPaypal(tokens: Tokens, amount: number, title = 'Referral post'): Promise<number> {
  const saved = await api<{ link_id: number }>('links/save/', {
    token: tokens.access,
    body: xPost(title, {
      producer_amount: amount,
      targets_needed: amount / 10,
      post_descrption: 'A post paid for by a referred user.',
    }),
  });
  const { checkout_url: checkoutUrl } = await api<{ checkout_url: string }>('wallet/checkout/paypal/', {
    token: tokens.access,
    body: { targets_needed: amount / 10, link_id: saved.link_id },
  });
  // The sandbox's approve page, then its Approve button (a form post answered with a redirect).
  const approvePage = await fetch(checkoutUrl);
  if (approvePage.status !== 200) throw new Error(`the PayPal approve page answered ${approvePage.status}`);
  const url = new URL(checkoutUrl);
  const answer = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '', decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`approving the PayPal payment answered ${answer.status}`);
  const back = new URL(answer.headers.get('location') ?? '');
  const executed = await api<{ message: string }>('wallet/paypal-execute/', {
    token: tokens.access,
    body: {
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID'),
      token: back.searchParams.get('token'),
    },
  });
  if (executed.message !== 'Payment successful. Your post is live.')
    throw new Error(`PayPal execute: ${executed.message}`);
  return saved.link_id;
}

/** A first task the sandbox verifier confirms: B links YouTube and likes a video of the demo's feed. */
export async function doFirstTask(tokens: Tokens, email: string): Promise<void> {
  await linkYoutube(tokens, email);
  for (let page = 1; page < 20; page++) {
    const answer = await api<{
      results: { link_id: number; link_url: string; action_type: string }[];
      next: string | null;
    }>(`youtube/?page=${page}`, { token: tokens.access });
    const task = answer.results.find((candidate) => candidate.action_type === 'Likes');
    if (task) {
      await api('actions/youtube-like/', {
        token: tokens.access,
        body: { video_id: new URL(task.link_url).searchParams.get('v'), link_id: task.link_id },
      });
      return;
    }
    if (!answer.next) break;
  }
  throw new Error('no YouTube Likes task in the feed');
}
