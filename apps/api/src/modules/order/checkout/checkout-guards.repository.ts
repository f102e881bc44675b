import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { preparedStatement } from '../../../db/prepared-statement.js';
import { idempotencyKeys } from '../order.table.js';

/**
 * Orders still on their way: placed and neither delivered, cancelled nor returned, and online
 * orders holding their stock while they wait for a payment.
 */
export const OPEN_ORDER_STATUSES = ['PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED'] as const;

/**
 * The storefront checkout's first statement: locks the customer's row until the transaction ends,
 * so that two checkouts of one customer take turns (the second counts the first's order, with the
 * stock's statement: checkout-stock.repository.ts), and reads who orders and, if it is one of
 * theirs, the address the order goes to (`address` is null for a missing address and for another
 * customer's alike: decision 0010). FOR NO KEY UPDATE, like the cart's lock (`lockCustomer`): the
 * order's insert takes a key-share lock on the same row, which this does not block. Taken before
 * the products' locks, in the cart's order: customer, then products.
 */
export async function lockCustomerWithAddress(tx: Tx, customerId: number, addressId: number) {
  const [row] = await customerWithAddress(tx, { customerId, addressId });
  if (!row) return undefined;
  const customer = {
    id: Number(row.id),
    name: row.name,
    mobileNumber: row.mobile_number,
    active: row.active,
    mobileVerified: row.mobile_verified,
  };
  if (row.address_id === null) return { customer, address: null };
  const {
    address_name: name,
    address_mobile_number: mobileNumber,
    line1,
    line2,
    landmark,
    city,
    state,
    pincode,
  } = row;
  return { customer, address: { name, mobileNumber, line1, line2, landmark, city, state, pincode } };
}

/** Every checkout sends it: prepared once (db/prepared-statement.ts), the address's snapshot fields only. */
const customerWithAddress = preparedStatement<{
  id: number;
  name: string;
  mobile_number: string;
  active: boolean;
  mobile_verified: boolean;
  address_id: number | null;
  address_name: string;
  address_mobile_number: string;
  line1: string;
  line2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  pincode: string;
}>(
  'checkout_lock_customer_with_address',
  () => sql`
    select c.id, c.name, c.mobile_number, c.active, c.mobile_verified, a.id as address_id,
      a.name as address_name, a.mobile_number as address_mobile_number, a.line1, a.line2, a.landmark,
      a.city, a.state, a.pincode
    from customers c
    left join addresses a on a.id = ${sql.placeholder('addressId')}::int and a.customer_id = c.id
    where c.id = ${sql.placeholder('customerId')}::int
    for no key update of c`,
);

/** Whether a checkout was already sent with this key (a retry, answered from what it stored). */
export async function isKnownCheckoutKey(db: DbOrTx, customerId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row !== undefined;
}
