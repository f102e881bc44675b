import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { addresses } from '../address/address.table.js';
import { customers } from '../customer/customer.table.js';
import { messagePreferences } from '../notification/notification.table.js';
import { products } from '../product/product.table.js';
import { subscriptions } from './subscription.table.js';

/**
 * The active subscriptions whose customers are still with the shop, with what the messages need:
 * the number, the language and the evening-reminder choice (opt-in: absent means no).
 */
export async function activeSubscriptionsWithCustomers(db: DbOrTx, customerIds?: readonly number[]) {
  return db
    .select({
      id: subscriptions.id,
      customerId: subscriptions.customerId,
      slotId: subscriptions.slotId,
      startDay: subscriptions.startDay,
      pincode: addresses.pincode,
      mobileNumber: customers.mobileNumber,
      language: customers.locale,
      eveningReminders: messagePreferences.eveningReminders,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(addresses, eq(addresses.id, subscriptions.addressId))
    .leftJoin(messagePreferences, eq(messagePreferences.customerId, subscriptions.customerId))
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        isNull(customers.erasedAt),
        customerIds ? inArray(subscriptions.customerId, [...customerIds]) : undefined,
      ),
    )
    .orderBy(subscriptions.id);
}

export type ActiveSubscription = Awaited<ReturnType<typeof activeSubscriptionsWithCustomers>>[number];

/** The products' shelf prices, categories (offers are by category), names and their translations. */
export async function productTerms(db: DbOrTx, ids: readonly number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            categoryId: products.categoryId,
            price: products.price,
            name: products.name,
            translations: products.translations,
          })
          .from(products)
          .where(inArray(products.id, [...ids]));
  return new Map(rows.map(({ id, ...terms }) => [id, terms]));
}
