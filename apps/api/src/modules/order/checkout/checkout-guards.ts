import { rupeesText, type ShopSettings } from '@farm/contract';
import type { Tx } from '../../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../../lib/app-error.js';
import type { AddressSnapshot } from '../order.table.js';
import { snapshotOf } from './address-snapshot.js';
import { lockCustomerWithAddress } from './checkout-guards.repository.js';

/** Who orders, and where the order goes. */
export type Buyer = {
  customer: { id: number; name: string; mobileNumber: string };
  shippingAddress: AddressSnapshot;
};

/**
 * A check that runs inside the checkout's transaction, after its idempotency key is claimed (a retry
 * of a placed order is answered, never refused), with the customer's orders on their way as counted
 * by the stock's statement, before anything else is checked: a refusal rolls the stock back.
 */
export type CheckoutGuard = (openOrders: number, settings: ShopSettings) => void;

/**
 * The storefront's buyer, read as the transaction's first statement under the customer's lock, and
 * the guard their order must pass.
 */
export type BuyerLock = (tx: Tx) => Promise<{ buyer: Buyer; guard: CheckoutGuard }>;

/**
 * The storefront's own rules (issue 13.5: an account signed up with any number took ₹1.27 lakh
 * of livestock): an active account, one of their own addresses, a proven number, and fewer than
 * `maxOpenCodOrders` of their orders on their way. The customer's row stays locked to the end of
 * the checkout, so two parallel checkouts take turns and the second counts the first. Staff's phone
 * orders skip all this: staff spoke to the customer. `limitScale` (RATE_LIMIT_SCALE) multiplies the
 * cap in test shops whose load comes from a few customers.
 */
export function customerBuyerLock(customerId: number, addressId: number, limitScale = 1): BuyerLock {
  return async (tx) => {
    const found = await lockCustomerWithAddress(tx, customerId, addressId);
    if (!found) throw notFound('Customer');
    const { customer, address } = found;
    if (!customer.active) throw forbidden('This account is disabled');
    // Another customer's address is "not found" like a missing one: ids reveal nothing (decision 0010).
    if (!address) {
      throw new AppError(404, 'NOT_FOUND', 'Address not found', [
        { field: 'addressId', message: 'no such address' },
      ]);
    }
    const { id, name, mobileNumber } = customer;
    return {
      buyer: { customer: { id, name, mobileNumber }, shippingAddress: snapshotOf(address) },
      guard: (open, settings) => {
        if (!customer.mobileVerified) {
          throw new AppError(403, 'MOBILE_NOT_VERIFIED', 'Verify your mobile number to place an order');
        }
        if (open >= settings.maxOpenCodOrders * limitScale) throw tooManyOpenOrders(open);
      },
    };
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
