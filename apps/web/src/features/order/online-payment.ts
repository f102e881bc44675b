import type { PaymentStart } from '@farm/contract';
import { paymentRoutes } from '@farm/contract/plain/routes/payment';
import { apiData } from '@/lib/api/client';

/**
 * Sends the browser to the payment provider's hosted checkout for an order awaiting its payment
 * (decision 0031): the shop answers the form (key id, provider order, amount, where to come back)
 * and the browser posts it, leaving the shop. Razorpay (or the demo stand-in) posts the browser
 * back to the shop, which records the payment and opens the order's page.
 */
export async function payOnline(orderId: number): Promise<void> {
  postToCheckout(await apiData(paymentRoutes.startPayment, { params: { id: orderId } }));
}

/** Posts the provider's form from the browser (an order's payment, a wallet's top-up): the page is left. */
export function postToCheckout(start: PaymentStart): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = start.checkoutUrl;
  for (const [name, value] of Object.entries(start.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
