/**
 * The frame of the pages the sandbox providers serve (the OAuth consent page, the PayPal/card
 * payment page): a developer and every demo pass through them, so they look like the app —
 * its colours (shared/src/ui/theme.css), a card on a phone first, dark when the system is dark.
 * The CSS is inline: these pages load nothing else, and they are served by the API, not the app.
 */

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
:root{--bg:#f6f7f9;--surface:#fff;--text:#14181f;--muted:#5b6472;--border:#dde1e7;--accent:#0f766e;--accent-text:#fff;--danger:#b42318;color-scheme:light dark}
@media (prefers-color-scheme: dark){:root{--bg:#0f1115;--surface:#181b21;--text:#eef1f5;--muted:#a3acb9;--border:#2a2f38;--accent:#2dd4bf;--accent-text:#06201d;--danger:#f97066}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:var(--bg);color:var(--text);line-height:1.5}
main{width:100%;max-width:28rem;margin:0 auto;padding:1rem}
.card{background:var(--surface);border:1px solid var(--border);border-radius:10px;padding:1.25rem}
.brand{display:flex;align-items:center;gap:.5rem;margin:0 0 1rem;color:var(--muted);font-size:.85rem}
.brand b{color:var(--accent);font-size:1.05rem}
.tag{margin-left:auto;padding:.1rem .5rem;border:1px solid var(--border);border-radius:999px}
h1{margin:0 0 .5rem;font-size:1.35rem;line-height:1.3}
p{margin:0 0 1rem}
.muted{color:var(--muted);font-size:.9rem}
.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0}
.notice{padding:.6rem .8rem;border-radius:10px;border:1px solid var(--border);color:var(--danger);font-weight:600}
label{display:block;font-weight:600;margin-bottom:.3rem}
input{width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid var(--border);border-radius:10px;background:var(--bg);color:var(--text);font:inherit}
.actions{display:flex;flex-direction:column-reverse;gap:.6rem;margin-top:1.25rem}
button{width:100%;min-height:44px;padding:.55rem 1.1rem;border-radius:10px;border:1px solid transparent;font:inherit;font-weight:600;cursor:pointer}
.primary{background:var(--accent);color:var(--accent-text)}
.secondary{background:transparent;color:var(--text);border-color:var(--border)}
button:disabled{opacity:.6;cursor:not-allowed}
button:focus-visible,input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
@media (min-width:480px){main{padding:3rem 1rem}.card{padding:1.75rem}.actions{flex-direction:row;justify-content:flex-end}.actions button{width:auto}}
`;

/**
 * A whole page: `title` (already plain text) in the tab and the heading's place is the caller's;
 * `body` is trusted HTML the caller built with {@link escapeHtml}.
 */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card">
<p class="brand"><b>engage</b><span class="tag">Sandbox</span></p>
${body}
</div></main></body></html>`;
}
