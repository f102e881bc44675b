import { ERASED_CUSTOMER_NAME } from '@farm/contract';
import { BUYER_NAMED_FROM_PAISE } from '@farm/contract/plain/gst';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { addresses } from '../address/address.table.js';
import { endAllSessions } from '../auth/index.js';
import { cartItems } from '../cart/cart.table.js';
import { invoices } from '../invoice/invoice.table.js';
import { customerMessages, messagePreferences } from '../notification/notification.table.js';
import { idempotencyKeys, orderEvents, orders } from '../order/order.table.js';
import { otpCodes } from '../otp/otp.table.js';
import { reviews } from '../review/review.table.js';
import { stockAlertRequests } from '../stock-alert/stock-alert.table.js';
import { subscriptions } from '../subscription/subscription.table.js';
import { closeWallet } from '../wallet/index.js';
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
 * Gone: name, number, e-mail, password, subscriptions (the wallet closed, its balance a refund owed),
 * addresses, cart, wishlist, back-in-stock requests, the
 * checkout answers kept for retries, one-time codes of the number, message choices, the number order
 * messages went to, every session. Kept for tax
 * records: the orders and their lines, with the delivery address cut to state and PIN code (place of
 * supply), and the GST papers (number, date, lines, tax) with their buyer cut to state and state code
 * (`scrubPapers`). Kept, anonymous: reviews and the customer's entries in order timelines. Running
 * it again changes nothing more (idempotent).
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

  // Subscriptions end before their addresses go (decision 0054, addendum): their patterns, changes
  // and records of generated days with them; the orders they made stay (tax records). The wallet
  // closes: what remains is recorded as a refund owed back to the original payments, never paid out.
  await tx.delete(subscriptions).where(eq(subscriptions.customerId, id));
  await closeWallet(tx, id);
  await tx.delete(addresses).where(eq(addresses.customerId, id));
  await tx.delete(cartItems).where(eq(cartItems.customerId, id));
  await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, id));
  await tx.delete(stockAlertRequests).where(eq(stockAlertRequests.customerId, id));
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

  await scrubPapers(tx, id);

  await endAllSessions(tx, 'customer', id);
  return row;
}

/**
 * The customer's invoices, bills of supply and credit notes, re-drawn from a scrubbed copy
 * (decision 0045): number, date, lines, taxes and place of supply stay; the buyer keeps only the
 * state and its code. Rule 46(f) wants an unregistered buyer's name and address on a paper of
 * ₹50,000 or more (a credit note: its invoice's value), so those keep them; no paper keeps a mobile
 * number. The PDF is drawn from `document` on each download, so the next one prints the scrub.
 */
async function scrubPapers(tx: Tx, customerId: number) {
  const value = sql`coalesce(
    (select (credited.document -> 'totals' ->> 'taxableValue')::bigint
       from ${invoices} as credited where credited.id = ${invoices.creditsInvoiceId}),
    (${invoices.document} -> 'totals' ->> 'taxableValue')::bigint)`;
  await tx
    .update(invoices)
    .set({
      document: sql`jsonb_set(${invoices.document}, '{buyer}', case
        when ${value} >= ${BUYER_NAMED_FROM_PAISE} then (${invoices.document} -> 'buyer') - 'mobileNumber'
        else jsonb_build_object(
          'name', ${ERASED_CUSTOMER_NAME}::text, 'address', '[]'::jsonb,
          'state', ${invoices.document} -> 'buyer' -> 'state',
          'stateCode', ${invoices.document} -> 'buyer' -> 'stateCode')
        end)`,
    })
    .where(eq(invoices.customerId, customerId));
}
