import type { SandboxSession } from './sandbox-provider';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const formatUsd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const styles = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f9fc}
.test-mode{background:#ffd79a;color:#5c3b00;text-align:center;font-weight:600;font-size:13px;padding:6px;letter-spacing:.04em}
main{max-width:960px;margin:0 auto;padding:48px 24px;display:grid;gap:48px;grid-template-columns:1fr 1fr}
@media (max-width:760px){main{grid-template-columns:1fr;padding:24px 16px;gap:24px}}
.merchant{display:flex;align-items:center;gap:10px;font-weight:600}.merchant span{background:#1a1f36;color:#fff;border-radius:6px;padding:2px 8px}
.badge{font-size:11px;background:#ffd79a;color:#5c3b00;border-radius:4px;padding:1px 6px;font-weight:700}
.back{color:#697386;text-decoration:none;font-size:14px}.back:hover{color:#1a1f36}
.summary h1{font-size:36px;margin:8px 0 4px}.summary p{color:#697386;margin:0}
form{background:#fff;border-radius:8px;box-shadow:0 2px 5px rgba(60,66,87,.1),0 1px 1px rgba(0,0,0,.07);padding:24px}
label{display:block;font-size:14px;color:#3c4257;margin:14px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #d5dbe1;border-radius:6px;background:#fff}
input:focus{outline:2px solid #635bff;outline-offset:0;border-color:#635bff}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{margin-top:22px;width:100%;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;padding:12px;cursor:pointer}
button:hover{background:#4b45c6}
.error{background:#fdecea;color:#a41c1c;border-radius:6px;padding:10px 12px;margin-bottom:6px}
.hint{font-size:13px;color:#697386;margin-top:16px}.hint code{background:#eef1f6;border-radius:4px;padding:1px 4px}
`;

interface PageOptions {
  error?: string;
  values?: { number?: string; expiry?: string };
}

/** A hosted-looking card form, plainly marked as test mode; plain HTML, no script. */
export function renderCheckoutPage(session: SandboxSession, options: PageOptions = {}): string {
  const amount = formatUsd(session.amountUsdCents);
  const email = session.customerEmail ? escapeHtml(session.customerEmail) : '';
  return page(
    `Pay ${amount} - Basalt sandbox checkout`,
    `<section class="summary">
  <a class="back" href="${escapeHtml(session.cancelUrl)}">&larr; Back to Basalt</a>
  <p class="merchant" style="margin-top:24px"><span>B</span> Basalt <em class="badge">TEST MODE</em></p>
  <p style="margin-top:24px">${escapeHtml(session.productName)}</p>
  <h1>${amount}</h1>
  <p>This is Basalt's sandbox checkout: no card is charged and no money moves.</p>
</section>
<form method="post" action="/sandbox-checkout/${encodeURIComponent(session.id)}/pay" novalidate>
  ${options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''}
  ${email ? `<label for="email">Email</label><input id="email" value="${email}" readonly>` : ''}
  <label for="card-number">Card number</label>
  <input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${escapeHtml(options.values?.number ?? '')}" required>
  <div class="row">
    <div><label for="card-expiry">Expiration date</label>
    <input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" value="${escapeHtml(options.values?.expiry ?? '')}" required></div>
    <div><label for="card-cvc">CVC</label>
    <input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required></div>
  </div>
  <label for="card-name">Name on card</label>
  <input id="card-name" name="name" autocomplete="cc-name">
  <button type="submit">Pay ${amount}</button>
  <p class="hint">Test cards: <code>4242 4242 4242 4242</code> pays, <code>4000 0000 0000 0002</code> is declined. Any future date, any CVC.</p>
</form>`,
  );
}

/** A session that can no longer be paid: paid already, or expired. */
export function renderClosedPage(session: SandboxSession): string {
  const paid = session.status === 'complete';
  const message = paid ? 'This checkout has already been paid.' : 'This checkout session has expired.';
  const link = paid ? session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancelUrl;
  return page(
    message,
    `<section class="summary"><p class="merchant"><span>B</span> Basalt <em class="badge">TEST MODE</em></p>
  <h1 style="font-size:24px">${message}</h1><p><a class="back" href="${escapeHtml(link)}">Return to Basalt</a></p></section>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><div class="test-mode" role="note">TEST MODE &middot; Sandbox payments only, no real card is charged</div>
<main>${body}</main></body></html>`;
}
