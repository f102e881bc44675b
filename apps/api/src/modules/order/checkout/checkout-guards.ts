import type { ShopSettings } from '@farm/contract';
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
