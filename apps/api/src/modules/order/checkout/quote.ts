import type { OrderBreakdown, PhoneOrderQuote } from '@farm/contract';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/app-error.js';
import { customerExists } from '../../customer/index.js';
import { checkDelivery } from '../../delivery/index.js';
import { couponForOrder, offersForOrder } from '../../pricing/index.js';
import { readProductsForPricing } from '../../product/index.js';
import { getShopSettings } from '../../settings/index.js';
import { breakdownOf, priceLines, usableCoupon, withOffers } from './pricing.js';

/**
 * What a phone order would cost its customer now (`POST /orders/quote`): priced by the same steps
 * as placing it (place-order.ts), without locks or writes, so the screen shows the total the
 * customer will be told and charged. Unknown products 404, short stock 409, as placing would.
 */
export async function quotePhoneOrder(db: Db, quote: PhoneOrderQuote, now: Date): Promise<OrderBreakdown> {
  const customerId = quote.customerId ?? null;
  if (customerId !== null && !(await customerExists(db, customerId))) throw notFound('Customer');
  const [products, settings] = await Promise.all([
    readProductsForPricing(
      db,
      quote.productDetails.map((l) => l.productId),
    ),
    getShopSettings(db),
  ]);
  const listed = priceLines(quote.productDetails, products);
  const priced = withOffers(listed, await offersForOrder(db, listed, customerId));
  const coupon = quote.couponCode
    ? usableCoupon(await couponForOrder(db, quote.couponCode, priced, customerId))
    : null;
  // The area's fee when the address is known; its other rules are checked when the order is placed.
  const area = quote.pincode
    ? (await checkDelivery(db, { pincode: quote.pincode, productIds: [] }, now)).area
    : null;
  return breakdownOf(priced, area ?? settings, coupon);
}
