import type { OrderBreakdown, PhoneOrderQuote } from '@farm/contract';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/app-error.js';
import { customerExists } from '../../customer/index.js';
import { checkDelivery } from '../../delivery/index.js';
import { priceOrder, readPricingInputs } from '../../pricing/index.js';
import { readProductsForPricing } from '../../product/index.js';
import { getShopSettings } from '../../settings/index.js';
import { breakdownOf, priceLines, usableCoupon } from './pricing.js';

/**
 * What a phone order would cost its customer now (`POST /orders/quote`): priced by the one price
 * (pricing's `priceOrder`) as placing it would (place-order.ts), without locks or writes, so the
 * screen shows the total the customer will be told and charged. Unknown products 404, short stock
 * 409, a coupon that does not apply 409, as placing would. Its `checks` are a phone order's: the
 * area's minimum order holds, the storefront's cash rules do not.
 */
export async function quotePhoneOrder(db: Db, quote: PhoneOrderQuote, now: Date): Promise<OrderBreakdown> {
  const customerId = quote.customerId ?? null;
  if (customerId !== null && !(await customerExists(db, customerId))) throw notFound('Customer');
  const [products, settings, inputs, check] = await Promise.all([
    readProductsForPricing(
      db,
      quote.productDetails.map((l) => l.productId),
    ),
    getShopSettings(db),
    readPricingInputs(db, { customerId, couponCode: quote.couponCode }),
    // The area's fee when the address is known; its other rules are checked when the order is placed.
    quote.pincode ? checkDelivery(db, { pincode: quote.pincode, productIds: [] }, now) : null,
  ]);
  const listed = priceLines(quote.productDetails, products);
  const area = check?.area ?? null;
  const priced = priceOrder(listed, inputs, { fee: area ?? settings, area, cash: null });
  if (priced.coupon) usableCoupon(priced.coupon);
  return { ...breakdownOf(priced), checks: priced.checks };
}
