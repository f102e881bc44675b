import { rupeesText, type ShopSettings } from '@farm/contract';
import type { Tx } from '../../../db/client.js';
import { AppError, conflict, notFound } from '../../../lib/app-error.js';
import { countOpenOrders, lockCustomerForCheckout } from './checkout-guards.repository.js';

/**
 * Checks that run inside the checkout's transaction, after its idempotency key is claimed (a retry
 * of a placed order is answered, never refused) and before any stock is taken.
 */
export type CheckoutGuard = (tx: Tx, settings: ShopSettings) => Promise<void>;

/**
 * The storefront's own rules (issue 13.5: an account signed up with any number took ₹1.27 lakh
 * of livestock): the customer's number is proven, and fewer than `maxOpenCodOrders` of their
 * orders are on their way. The customer's row stays locked to the end of the checkout, so two
 * parallel checkouts take turns and the second counts the first. Staff's phone orders skip both:
 * staff spoke to the customer. `limitScale` (RATE_LIMIT_SCALE) multiplies the cap in test shops
 * whose load comes from a few customers.
 */
export function customerCheckoutGuard(customerId: number, limitScale = 1): CheckoutGuard {
  return async (tx, settings) => {
    const customer = await lockCustomerForCheckout(tx, customerId);
    if (!customer) throw notFound('Customer');
    if (!customer.mobileVerified) {
      throw new AppError(403, 'MOBILE_NOT_VERIFIED', 'Verify your mobile number to place an order');
    }
    const open = await countOpenOrders(tx, customerId);
    if (open >= settings.maxOpenCodOrders * limitScale) throw tooManyOpenOrders(open);
  };
}

function tooManyOpenOrders(open: number) {
  const orders = open === 1 ? '1 order on its way' : `${open} orders on their way`;
  return conflict(
    'TOO_MANY_OPEN_ORDERS',
    `You have ${orders}. Please wait for one to arrive before placing another, or call the farm.`,
  );
}

/**
 * The storefront's ceiling on a cash-on-delivery order (settings `codMaxTotal`, issue 15.6): a
 * farm does not send ₹1 lakh of livestock against cash at the door. Checked on the order's total as
 * priced, after the shown total is confirmed, before any stock is taken. Staff's phone orders skip it.
 */
export function checkCodCeiling(total: number, settings: ShopSettings): void {
  if (settings.codMaxTotal === null || total <= settings.codMaxTotal) return;
  throw conflict(
    'COD_LIMIT',
    `Cash on delivery is for orders up to ${rupeesText(settings.codMaxTotal)}; this one comes to ${rupeesText(total)}. ` +
      'Remove something, or call the farm to order.',
  );
}
