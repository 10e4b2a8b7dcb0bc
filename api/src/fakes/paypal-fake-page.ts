/**
 * The fake PayPal's approve page, for a person clicking through a local checkout: the amount,
 * what it is for, and "Pay now" / "Cancel". Like PayPal's own page it is the only place a payer
 * says yes; for a card (landing page GUEST_CHECKOUT) it asks for no card number, as none is
 * needed to move fake money.
 */
import type { FakeOrder } from './paypal-fake-state';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1a1a1a;margin:0}
main{max-width:26rem;margin:4rem auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem}
.brand{font-weight:800;font-size:1.5rem;color:#003087}.brand span{color:#009cde}
.fake{display:inline-block;margin-left:.5rem;font-size:.75rem;background:#ffe8a3;border-radius:4px;padding:.1rem .4rem;vertical-align:middle}
.amount{font-size:2rem;font-weight:700;margin:1.5rem 0 .25rem}.muted{color:#5b6770;margin:0 0 1.5rem}
button{display:block;width:100%;border:0;border-radius:999px;padding:.85rem;font-size:1rem;font-weight:700;cursor:pointer;margin-top:.75rem}
.pay{background:#0070ba;color:#fff}.pay:hover{background:#005ea6}.cancel{background:#fff;color:#0070ba;border:1px solid #0070ba}
button:disabled{opacity:.45;cursor:not-allowed}`;

export function approvePage({ action, order }: { action: string; order: FakeOrder | undefined }): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayPal Checkout (fake)</title><style>${STYLE}</style></head><body><main>
<div class="brand">Pay<span>Pal</span><span class="fake">local fake</span></div>`;
  if (!order) return `${head}<p class="muted">This checkout does not exist or has expired.</p></main></body></html>`;
  const open = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
  const way = order.landingPage === 'GUEST_CHECKOUT' ? 'Debit or credit card, as a guest' : 'PayPal account';
  return `${head}
<p class="amount">${escapeHtml(order.amount.currency_code)} ${escapeHtml(order.amount.value)}</p>
<p class="muted">${escapeHtml(order.description ?? 'Payment')}</p>
<p class="muted">Paying with: ${way}</p>
${open ? '' : `<p>This order is ${escapeHtml(order.status)}.</p>`}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<button class="pay" name="decision" value="pay"${open ? '' : ' disabled'}>Pay now</button>
<button class="cancel" name="decision" value="cancel"${open ? '' : ' disabled'}>Cancel</button>
</form></main></body></html>`;
}
