import type { OrderLineInput } from '@farm/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { preparedStatement } from '../../../db/prepared-statement.js';
import { liveSessionSql } from '../../auth/index.js';
import {
  type LockedProduct,
  type StockTakenRow,
  stockTakenColumns,
  stockTakenSql,
  toStockTaken,
} from '../../product/index.js';
import type { IdempotencyClaim } from './idempotency.js';

const v = (name: string) => sql.placeholder(name);

type Row = Omit<StockTakenRow, 'id'> & {
  id: number | null;
  order_id: number | string;
  claimed: boolean;
  customer_id: number | null;
  customer_name: string | null;
  customer_mobile_number: string | null;
  active: boolean | null;
  mobile_verified: boolean | null;
  session_live: boolean | null;
  address_id: number | null;
  address_name: string | null;
  address_mobile_number: string | null;
  line1: string | null;
  line2: string | null;
  landmark: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
};

/**
 * The checkout's first statement in its transaction:
 * - the idempotency key claimed (`claim`): if another transaction has just inserted the same key,
 *   PostgreSQL makes this insert wait until that one commits (then: conflict, nothing inserted,
 *   nothing locked or taken; the caller answers the first checkout's order) or rolls back (then:
 *   inserted);
 * - the customer's row locked until the transaction ends (FOR NO KEY UPDATE, like the cart's
 *   `lockCustomer`: the order's insert takes a key-share lock on it, which this does not block),
 *   so two checkouts of one customer take turns and the second counts the first's order (the open
 *   orders are counted by the order's statement, whose snapshot is taken after this lock);
 * - whether the session the request came with still stands (the storefront's: its guard left this
 *   to the statement, plugins/auth.ts; none is locked or taken if not);
 * - who orders and, if it is one of theirs, the address the order goes to (`address_id` is null
 *   for a missing address and for another customer's alike: decision 0010);
 * - the products locked and their stock taken (the product module's fragment). `locked` is gated
 *   on `cust`, so the customer's lock is taken first, then the products' in id order, as the cart
 *   takes them: two checkouts, or a checkout and a cart, never wait on each other crosswise. No
 *   customer, no product locked and nothing taken;
 * - the new order's id, so that its messages can name it in the order's own statement (a refused
 *   order leaves a gap in the ids, as any rollback does).
 * One row per product found, or one with a null `id` if none was.
 */
const lockAndTake = preparedStatement<Row>(
  'checkout_lock_and_take',
  () => sql`
    with cust as (
      select c.id, c.name, c.mobile_number, c.active, c.mobile_verified,
        (${v('sessionId')}::uuid is null
          or ${liveSessionSql(v('sessionId'), sql`'customer'`, sql`c.id`)}) as session_live,
        a.id as address_id,
        a.name as address_name, a.mobile_number as address_mobile_number, a.line1, a.line2,
        a.landmark, a.city, a.state, a.pincode
      from customers c
      left join addresses a on a.id = ${v('addressId')}::int and a.customer_id = c.id
      where c.id = ${v('customerId')}::int
      for no key update of c),
    claim as (
      insert into idempotency_keys (customer_id, key, request_hash)
      select ${v('customerId')}::int, ${v('idempotencyKey')}::text, ${v('requestHash')}::text
      where ${v('idempotencyKey')}::text is not null
      on conflict do nothing
      returning key),
    ${stockTakenSql(
      v('ids'),
      v('quantities'),
      sql`(select count(*) from cust where session_live) > 0
        and (${v('idempotencyKey')}::text is null or exists (select 1 from claim))`,
    )},
    next_order as (select nextval(pg_get_serial_sequence('orders', 'id')) as id)
    select n.id as order_id,
      (${v('idempotencyKey')}::text is null or exists (select 1 from claim)) as claimed,
      c.id as customer_id, c.name as customer_name,
      c.mobile_number as customer_mobile_number, c.active, c.mobile_verified, c.session_live,
      c.address_id,
      c.address_name, c.address_mobile_number, c.line1, c.line2, c.landmark, c.city, c.state,
      c.pincode, ${stockTakenColumns}
    from next_order n left join cust c on true left join locked l on true
    order by l.id`,
);

export type CheckoutStart = {
  customer: {
    id: number;
    name: string;
    mobileNumber: string;
    active: boolean;
    mobileVerified: boolean;
    /** The session the storefront's request came with still stands (true without one: a phone order). */
    sessionLive: boolean;
  } | null;
  address: {
    name: string;
    mobileNumber: string;
    line1: string;
    line2: string | null;
    landmark: string | null;
    city: string;
    state: string;
    pincode: string;
  } | null;
  /** Locked, with `taken` where there were enough units (the caller refuses the order otherwise, and the rollback puts them back). */
  products: (LockedProduct & { taken: boolean })[];
  orderId: number;
  /** The idempotency key was claimed (or none was sent); if not, a finished checkout owns it and nothing was taken. */
  claimed: boolean;
};

/** The customer locked with the order's address, the products locked and taken, the order's id: one round trip. */
export async function lockCustomerAndTakeStock(
  tx: Tx,
  who: {
    customerId: number;
    addressId: number | null;
    sessionId: string | null;
    idempotency: IdempotencyClaim | null;
  },
  lines: readonly Pick<OrderLineInput, 'productId' | 'quantity'>[],
): Promise<CheckoutStart> {
  const { idempotency, ...customer } = who;
  const rows = await lockAndTake(tx, {
    ...customer,
    idempotencyKey: idempotency?.key ?? null,
    requestHash: idempotency?.requestHash ?? null,
    ids: lines.map((l) => l.productId),
    quantities: lines.map((l) => l.quantity),
  });
  const [first] = rows;
  if (!first) throw new Error('the checkout statement returned no row');
  const products = rows.flatMap((r) => (r.id === null ? [] : [toStockTaken(r as StockTakenRow)]));
  return {
    customer: customerOf(first),
    address: addressOf(first),
    products,
    orderId: Number(first.order_id),
    claimed: first.claimed,
  };
}

function customerOf(row: Row): CheckoutStart['customer'] {
  if (row.customer_id === null) return null;
  return {
    id: Number(row.customer_id),
    name: row.customer_name ?? '',
    mobileNumber: row.customer_mobile_number ?? '',
    active: row.active === true,
    mobileVerified: row.mobile_verified === true,
    sessionLive: row.session_live === true,
  };
}

function addressOf(row: Row): CheckoutStart['address'] {
  if (row.address_id === null) return null;
  return {
    name: row.address_name ?? '',
    mobileNumber: row.address_mobile_number ?? '',
    line1: row.line1 ?? '',
    line2: row.line2,
    landmark: row.landmark,
    city: row.city ?? '',
    state: row.state ?? '',
    pincode: row.pincode ?? '',
  };
}
