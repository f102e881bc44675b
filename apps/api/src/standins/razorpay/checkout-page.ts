/**
 * The pages of the demo hosted checkout: plain HTML that works without JavaScript, except the
 * last step's auto-submit, which also has a visible button. Everything echoed is escaped.
 */

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** 123450 paise → "₹1,234.50". */
export function formatRupees(paise: number): string {
  return RUPEES.format(paise / 100);
}

/** Allows the page's own inline style and script (by nonce), and form posts to the shop. */
export function pageSecurityPolicy(nonce: string): string {
  return (
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; ` +
    "form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'"
  );
}

export type ChoiceView = {
  action: string;
  merchantName: string;
  description: string | undefined;
  orderId: string;
  amount: number;
  /** Passed on unchanged to the choice form. */
  fields: Record<string, string>;
};

export function choicePage(view: ChoiceView, nonce: string): string {
  const description = view.description ? `<dt>For</dt><dd>${escapeHtml(view.description)}</dd>` : '';
  return layout(
    `Pay ${view.merchantName} — demo checkout`,
    nonce,
    `<h1>Pay ${escapeHtml(view.merchantName)}</h1>
<dl>
<dt>Amount</dt><dd>${escapeHtml(formatRupees(view.amount))}</dd>
${description}
<dt>Order</dt><dd>${escapeHtml(view.orderId)}</dd>
</dl>
<form method="post" action="${escapeHtml(view.action)}">
${hiddenInputs(view.fields)}
<fieldset>
<legend>Choose what happens to this payment</legend>
<button type="submit" name="choice" value="success">Pay (success)</button>
<button type="submit" name="choice" value="failure">Fail payment</button>
<button type="submit" name="choice" value="later">Pay later</button>
</fieldset>
</form>
<p>“Pay later” leaves without paying; the order stays unpaid.</p>`,
  );
}

export type ReturnView = {
  heading: string;
  message: string;
  /** The shop's callback_url: where the form posts. */
  action: string;
  fields: Record<string, string>;
};

/** Posts the result back to the shop at once; the Continue button does it without JavaScript. */
export function returnPage(view: ReturnView, nonce: string): string {
  return layout(
    view.heading,
    nonce,
    `<h1>${escapeHtml(view.heading)}</h1>
<p>${escapeHtml(view.message)}</p>
<form id="return-to-shop" method="post" action="${escapeHtml(view.action)}">
${hiddenInputs(view.fields)}
<button type="submit">Continue</button>
</form>
<script nonce="${nonce}">document.getElementById('return-to-shop').submit();</script>`,
  );
}

export function errorPage(message: string, nonce: string): string {
  return layout(
    'Payment cannot be made — demo checkout',
    nonce,
    `<h1>This payment cannot be made</h1>
<p role="alert">${escapeHtml(message)}</p>
<p>Go back to the shop and try again.</p>`,
  );
}

function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

function layout(title: string, nonce: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #fff; }
main { max-width: 34rem; margin: 2rem auto; padding: 0 1rem; }
.demo { border: 2px dashed #92400e; background: #fffbeb; padding: 0.75rem 1rem; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem 1rem; }
/* Razorpay's order ids are one long word: they wrap on a 360 px phone instead of widening the page. */
dd { margin: 0; overflow-wrap: anywhere; }
dt { font-weight: 600; }
fieldset { border: 1px solid #999; padding: 1rem; }
button { font: inherit; padding: 0.6rem 1rem; margin: 0.25rem 0.5rem 0.25rem 0; cursor: pointer; }
button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="demo" role="note"><strong>Demo payment page.</strong> This is a stand-in for Razorpay:
no money moves and no real payment is made.</p>
${main}
</main>
</body>
</html>
`;
}
