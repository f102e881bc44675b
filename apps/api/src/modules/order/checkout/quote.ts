import type { OrderBreakdown, PhoneOrderQuote } from '@farm/contract';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/app-error.js';
import { customerExists } from '../../customer/index.js';
import { offersForOrder } from '../../pricing/index.js';
import { readProductsForPricing } from '../../product/index.js';
import { getShopSettings } from '../../settings/index.js';
import { breakdownOf, priceLines, withOffers } from './pricing.js';

/**
 * What a phone order would cost its customer now (`POST /orders/quote`): priced by the same steps
 * as placing it (place-order.ts), without locks or writes, so the screen shows the total the
 * customer will be told and charged. Unknown products 404, short stock 409, as placing would.
 */
export async function quotePhoneOrder(db: Db, quote: PhoneOrderQuote): Promise<OrderBreakdown> {
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
  return breakdownOf(withOffers(listed, await offersForOrder(db, listed, customerId)), settings);
}
