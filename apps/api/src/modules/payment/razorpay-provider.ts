import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { type PaymentProvider, type ProviderPayment, ProviderUnavailable } from './payment-provider.js';

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string };

/** Razorpay's REST API. */
const RAZORPAY_API_URL = 'https://api.razorpay.com';

/** Razorpay's hosted checkout, where the storefront posts the payment form. */
export const RAZORPAY_CHECKOUT_URL = 'https://api.razorpay.com/v1/checkout/embedded';

/**
 * Razorpay through its official SDK. `apiUrl`, `checkoutUrl` and `demo` point it at the local
 * stand-in instead (standins/razorpay), which speaks the same API: the code is the same both ways.
 */
export function razorpayProvider(
  keys: RazorpayKeys,
  options: {
    apiUrl?: string;
    checkoutUrl?: string;
    demo?: boolean;
    point?: (sdk: Razorpay, url: string) => void;
  } = {},
): PaymentProvider {
  const sdk = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  if (options.apiUrl) options.point?.(sdk, options.apiUrl);
  const apiUrl = (options.apiUrl ?? RAZORPAY_API_URL).replace(/\/+$/, '');
  const basicAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    demo: options.demo ?? false,
    enabled: true,
    keyId: keys.keyId,
    checkoutUrl: options.checkoutUrl ?? RAZORPAY_CHECKOUT_URL,
    async createOrder({ amount, receipt, notes }) {
      try {
        const order = await sdk.orders.create({ amount, currency: 'INR', receipt, notes });
        return { id: order.id };
      } catch (err) {
        throw new ProviderUnavailable(describe(err));
      }
    },
    async orderPayments(providerOrderId) {
      try {
        const { items } = await sdk.orders.fetchPayments(providerOrderId);
        return items.map(
          (p): ProviderPayment => ({
            id: p.id,
            status: p.status,
            amount: Number(p.amount),
            method: typeof p.method === 'string' ? p.method : null,
            error: p.error_description ?? null,
          }),
        );
      } catch (err) {
        throw new ProviderUnavailable(describe(err));
      }
    },
    checkoutSignatureValid(providerOrderId, providerPaymentId, signature) {
      return validatePaymentVerification(
        { order_id: providerOrderId, payment_id: providerPaymentId },
        signature,
        keys.keySecret,
      );
    },
    webhookSignatureValid(rawBody, signature) {
      return validateWebhookSignature(rawBody, signature, keys.webhookSecret);
    },
    // Razorpay's idempotency header for refunds cannot be sent through the SDK (its calls take no
    // headers), so this one call is made directly, to the same API, with the same keys.
    async refund({ paymentId, amount, idempotencyKey, notes }) {
      let res: Response;
      try {
        res = await fetch(`${apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: {
            authorization: basicAuth,
            'content-type': 'application/json',
            'x-refund-idempotency': idempotencyKey,
          },
          body: JSON.stringify({ amount, speed: 'normal', notes }),
          signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
        });
      } catch (err) {
        throw new ProviderUnavailable(describe(err));
      }
      const body = (await res.json().catch(() => ({}))) as {
        id?: string;
        amount?: number;
        status?: string;
        error?: { description?: string };
      };
      if (!res.ok || !body.id) throw new ProviderUnavailable(describe(body));
      return { id: body.id, amount: Number(body.amount), status: body.status ?? 'processed' };
    },
  };
}

const REFUND_TIMEOUT_MS = 15_000;

/** Razorpay's error description, or the network's: never the keys. */
function describe(err: unknown): string {
  const body = err as { error?: { description?: unknown }; statusCode?: unknown; message?: unknown };
  if (typeof body.error?.description === 'string') return `Razorpay: ${body.error.description}`;
  if (typeof body.message === 'string') return `Razorpay unreachable: ${body.message}`;
  return 'Razorpay unreachable';
}
