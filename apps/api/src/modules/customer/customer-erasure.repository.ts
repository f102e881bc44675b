import { ERASED_CUSTOMER_NAME } from '@farm/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { addresses } from '../address/address.table.js';
import { endAllSessions } from '../auth/index.js';
import { cartItems } from '../cart/cart.table.js';
import { customerMessages, messagePreferences } from '../notification/notification.table.js';
import { notifyRequests } from '../notify/notify.table.js';
import { idempotencyKeys, orderEvents, orders } from '../order/order.table.js';
import { otpCodes } from '../otp/otp.table.js';
import { reviews } from '../review/review.table.js';
import { wishlistItems } from '../wishlist/wishlist.table.js';
import type { CustomerRow } from './customer.repository.js';
import { customers } from './customer.table.js';
import { clearHistoryValues } from './customer-history.repository.js';

/** Stands in for an erased customer's number: unique, never a real one, so the number is free again. */
export const erasedNumberOf = (customerId: number) => `erased:${customerId}`;

/**
 * Erases one customer's personal data (DPDP Act 2023), inside the caller's transaction, with the
 * customer's row locked. The one place that writes other modules' tables (decision 0024): the whole
 * list of what an erasure touches stays in one file, in one transaction, and the modules it touches
 * all read `customer`, so calling their faces from here would make a circle.
 *
 * Gone: name, number, e-mail, password, addresses, cart, wishlist, back-in-stock requests, the
 * checkout answers kept for retries, one-time codes of the number, message choices, the number order
 * messages went to, every session. Kept for tax
 * records: the orders and their lines, with the delivery address cut to state and PIN code (place of
 * supply). Kept, anonymous: reviews and the customer's entries in order timelines. Running it again
 * changes nothing more (idempotent).
 */
export async function eraseCustomerData(tx: Tx, customer: CustomerRow): Promise<CustomerRow> {
  const id = customer.id;
  const [row] = await tx
    .update(customers)
    .set({
      name: ERASED_CUSTOMER_NAME,
      mobileNumber: erasedNumberOf(id),
      email: null,
      passwordHash: null,
      mobileVerified: false,
      active: false,
      closedAt: sql`coalesce(${customers.closedAt}, now())`,
      erasedAt: sql`coalesce(${customers.erasedAt}, now())`,
    })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new Error(`customer ${id} vanished during its erasure`);

  await tx.delete(addresses).where(eq(addresses.customerId, id));
  await tx.delete(cartItems).where(eq(cartItems.customerId, id));
  await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, id));
  await tx.delete(notifyRequests).where(eq(notifyRequests.customerId, id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.customerId, id));
  await tx.delete(messagePreferences).where(eq(messagePreferences.customerId, id));
  // The messages about the orders stay (what the shop said, and when); the number they went to goes.
  await tx
    .update(customerMessages)
    .set({ toNumber: '' })
    .where(
      inArray(
        customerMessages.orderId,
        tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, id)),
      ),
    );
  // So do the messages about no order (back in stock, codes) to the number; one not sent yet never is.
  await tx
    .update(customerMessages)
    .set({
      toNumber: '',
      status: sql`case when ${customerMessages.status} in ('pending', 'sending') then 'refused' else ${customerMessages.status} end`,
      error: sql`case when ${customerMessages.status} in ('pending', 'sending') then 'the customer was erased' else ${customerMessages.error} end`,
    })
    .where(and(isNull(customerMessages.orderId), eq(customerMessages.toNumber, customer.mobileNumber)));
  if (customer.mobileNumber !== row.mobileNumber) {
    await tx.delete(otpCodes).where(eq(otpCodes.mobileNumber, customer.mobileNumber));
  }

  // The history keeps who on the staff did what; the numbers it recorded go.
  await clearHistoryValues(tx, id);
  await tx.update(reviews).set({ customerName: ERASED_CUSTOMER_NAME }).where(eq(reviews.customerId, id));
  await tx
    .update(orderEvents)
    .set({ actorName: ERASED_CUSTOMER_NAME, note: null })
    .where(and(eq(orderEvents.actorKind, 'customer'), eq(orderEvents.actorId, id)));
  // Place of supply (GST) is the state; the PIN code places it within. Nothing else of the address.
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`jsonb_build_object(
        'name', ${ERASED_CUSTOMER_NAME}::text, 'mobileNumber', '', 'line1', '', 'line2', null,
        'landmark', null, 'city', '', 'state', ${orders.shippingAddress}->>'state',
        'pincode', ${orders.shippingAddress}->>'pincode')`,
      note: null,
    })
    .where(eq(orders.customerId, id));

  await endAllSessions(tx, 'customer', id);
  return row;
}
