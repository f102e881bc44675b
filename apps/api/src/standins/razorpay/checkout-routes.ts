import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { choicePage, errorPage, pageSecurityPolicy, returnPage } from './checkout-page.js';
import type { OrderEntity } from './entities.js';
import { RazorpayApiError } from './errors.js';
import { formField } from './form-body.js';
import { type PayResult, payOrder, type StandinCore } from './payments.js';

/** The fields of Razorpay's hosted checkout form (https://razorpay.com/docs/payments/payment-gateway/web-integration/hosted). */
const CHECKOUT_FIELDS = [
  'key_id',
  'order_id',
  'amount',
  'name',
  'description',
  'prefill[contact]',
  'prefill[email]',
  'callback_url',
  'cancel_url',
] as const;

type CheckoutForm = Partial<Record<(typeof CHECKOUT_FIELDS)[number], string>>;
type Checked = { form: CheckoutForm; order: OrderEntity; callbackUrl: string; cancelUrl: string | undefined };

const CHOICE_PATH = '/v1/checkout/embedded/demo-choice';

/**
 * Hosted checkout: `POST /v1/checkout/embedded` (or GET with the same fields as a query) shows the
 * demo page; its buttons post to a stand-in-only path that pays, fails or leaves, then hands the
 * result to `callback_url` the way Razorpay does.
 */
export function registerCheckoutRoutes(
  app: FastifyInstance,
  core: StandinCore,
  options: { keyId: string; publicUrl?: string | undefined },
): void {
  const choiceAction = `${options.publicUrl?.replace(/\/$/, '') ?? app.prefix}${CHOICE_PATH}`;

  const showPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const checked = check(core, options.keyId, request.method === 'GET' ? request.query : request.body);
    if (typeof checked === 'string') return sendPage(reply, 400, (nonce) => errorPage(checked, nonce));
    const { form, order } = checked;
    const fields = Object.fromEntries(
      CHECKOUT_FIELDS.flatMap((name) => (form[name] === undefined ? [] : [[name, form[name]]])),
    );
    const view = {
      action: choiceAction,
      merchantName: form.name ?? 'the shop',
      description: form.description,
      orderId: order.id,
      amount: order.amount,
      fields,
    };
    return sendPage(reply, 200, (nonce) => choicePage(view, nonce));
  };
  app.get('/v1/checkout/embedded', showPage);
  app.post('/v1/checkout/embedded', showPage);

  app.post(CHOICE_PATH, async (request, reply) => {
    const checked = check(core, options.keyId, request.body);
    if (typeof checked === 'string') return sendPage(reply, 400, (nonce) => errorPage(checked, nonce));
    const choice = formField(request.body, 'choice');
    if (choice === 'later') {
      if (checked.cancelUrl) return reply.redirect(checked.cancelUrl, 303);
      const view = { heading: 'Payment not made', message: 'Returning you to the shop.', fields: {} };
      return sendPage(reply, 200, (nonce) => returnPage({ ...view, action: checked.callbackUrl }, nonce));
    }
    if (choice !== 'success' && choice !== 'failure') {
      return sendPage(reply, 400, (nonce) => errorPage('Choose one of the buttons on the page.', nonce));
    }
    let result: PayResult;
    try {
      result = payOrder(core, checked.order.id, choice, {
        contact: checked.form['prefill[contact]'],
        email: checked.form['prefill[email]'],
        description: checked.form.description ?? null,
      });
    } catch (error) {
      if (!(error instanceof RazorpayApiError)) throw error;
      return sendPage(reply, 400, (nonce) => errorPage(error.body.error.description, nonce));
    }
    const view =
      result.outcome === 'success'
        ? { heading: 'Payment successful', message: 'Returning you to the shop.', fields: result.callback }
        : {
            heading: 'Payment failed',
            message: `${result.error.description} Returning you to the shop.`,
            fields: {
              'error[code]': result.error.code,
              'error[description]': result.error.description,
              'error[source]': result.error.source,
              'error[step]': result.error.step,
              'error[reason]': result.error.reason,
              'error[metadata]': JSON.stringify(result.error.metadata),
            },
          };
    return sendPage(reply, 200, (nonce) => returnPage({ ...view, action: checked.callbackUrl }, nonce));
  });
}

/** The form read and checked against the account and the order; a message for the person if not. */
function check(core: StandinCore, keyId: string, source: unknown): Checked | string {
  const form: CheckoutForm = Object.fromEntries(
    CHECKOUT_FIELDS.map((name) => [name, formField(source, name)]),
  );
  if (form.key_id !== keyId) return 'The key_id does not belong to this account.';
  const order = form.order_id ? core.ledger.orders.get(form.order_id) : undefined;
  if (!order) return 'There is no order with this order_id.';
  if (order.status === 'paid') return 'This order has already been paid.';
  if (form.amount !== undefined && Number(form.amount) !== order.amount) {
    return "The amount does not match the order's amount.";
  }
  const callbackUrl = webAddress(form.callback_url);
  if (!callbackUrl) return 'A callback_url (an http or https address) is required.';
  const cancelUrl = webAddress(form.cancel_url);
  if (form.cancel_url !== undefined && !cancelUrl) return 'The cancel_url must be an http or https address.';
  return { form, order, callbackUrl, cancelUrl };
}

/** Only http(s) addresses become a form action or a redirect: never `javascript:` or `data:`. */
function webAddress(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function sendPage(reply: FastifyReply, status: number, render: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageSecurityPolicy(nonce))
    .send(render(nonce));
}
