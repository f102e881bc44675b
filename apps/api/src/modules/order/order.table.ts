import type { OrderLineTranslatedField, TimelineNote } from '@farm/contract';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@farm/contract/plain/statuses';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from '../../db/columns.js';
import { coupons } from '../coupon/coupon.table.js';
import { customers } from '../customer/customer.table.js';
import { type DeliverySnapshot, deliveryAreas, deliverySlots } from '../delivery/delivery.table.js';
import { products } from '../product/product.table.js';

/** The delivery address as it was when the order was placed. */
export type AddressSnapshot = {
  name: string;
  mobileNumber: string;
  line1: string;
  line2?: string | null;
  landmark?: string | null;
  city: string;
  state: string;
  pincode: string;
};

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** One checkout; the order summary page reads its orders back by this id. */
    cartBundleId: uuid('cart_bundle_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PLACED'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('COD'),
    /** Where the money stands (DESIGN §8), apart from `status`; each change is in `order_payments` (payment/). */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('COD_DUE'),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    /** The items at list price. */
    subtotal: integer('subtotal').notNull(),
    /** What offers took off the items. */
    discountTotal: integer('discount_total').notNull().default(0),
    /** The coupon used (its code kept as it was); its uses are counted from here (decision 0030). */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** What the coupon took off the items after offers. */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    note: text('note'),
    /** Set for the staff's manual (phone) orders. */
    placedByUserId: integer('placed_by_user_id'),
    /** Null for orders placed while the shop had no delivery areas. */
    delivery: jsonb('delivery').$type<DeliverySnapshot>(),
    deliveryAreaId: integer('delivery_area_id').references(() => deliveryAreas.id, { onDelete: 'set null' }),
    deliverySlotId: integer('delivery_slot_id').references(() => deliverySlots.id, { onDelete: 'set null' }),
    /** Own delivery: the day (India's) the van brings it. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /**
     * Staff put the closed order away (issue 30: an order holding money or papers is never deleted):
     * out of their default list, still readable, still in reports and GST papers. Null: in the list.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_bundle_idx').on(t.cartBundleId),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The morning's work: a day's orders by area and slot.
    index('orders_delivery_day_idx').on(t.deliveryDate, t.deliveryAreaId, t.deliverySlotId),
    index('orders_coupon_idx').on(t.couponId, t.customerId).where(sql`${t.couponId} is not null`),
    // The expiry job's scan: online orders still waiting for their payment, oldest first.
    index('orders_pending_payment_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING_PAYMENT'`),
    index('orders_cod_due_idx').on(t.status).where(sql`${t.paymentStatus} = 'COD_DUE'`),
    check(
      'orders_money_check',
      sql`${t.subtotal} >= 0 and ${t.deliveryFee} >= 0 and ${t.total} >= 0 and ${t.discountTotal} between 0 and ${t.subtotal}
        and ${t.couponDiscount} between 0 and ${t.subtotal} - ${t.discountTotal}`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('COD_DUE','COD_COLLECTED','UNPAID','PAID','PARTIALLY_REFUNDED','REFUNDED')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('COD','ONLINE','WALLET','MONTHLY_BILL')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('PENDING_PAYMENT','PLACED','CONFIRMED','PACKED','SHIPPED','DELIVERED','CANCELLED','RETURNED')`,
    ),
  ],
);

/** Order lines: name and price snapshotted at checkout. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    imageUrl: text('image_url'),
    unitPrice: integer('unit_price').notNull(),
    /** What the offer took off each unit; the line cost `(unit_price - unit_discount) × quantity`. */
    unitDiscount: integer('unit_discount').notNull().default(0),
    /** The offer's title then: the order keeps it when the offer changes or goes. */
    offerTitle: text('offer_title'),
    /** The product's name and unit in the other languages when the order was placed (decision 0053). */
    translations: translationsColumn<OrderLineTranslatedField>(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** When the last of the line's units went back in stock (set once; the timeline says who). */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    /**
     * Units of the line put back in stock so far, by any way (a cancellation, a partial return with
     * restock, "Return to stock"): never more than were sold (order-put-back.service.ts).
     */
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    /** Units given back from the delivered order (partial returns), credited on credit notes. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_returned_check', sql`${t.returnedQuantity} between 0 and ${t.quantity}`),
    check('order_items_restocked_check', sql`${t.restockedQuantity} between 0 and ${t.quantity}`),
    check(
      'order_items_money_check',
      sql`${t.unitPrice} >= 0 and ${t.lineTotal} >= 0 and ${t.unitDiscount} between 0 and ${t.unitPrice}`,
    ),
  ],
);

/** Each status change of an order: the order's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** What a person typed; old rows hold the shop's English here too (shown as they are). */
    note: text('note'),
    /** What the shop wrote, as a kind and its values (issue 31.5b), worded by the reader. */
    noteKind: text('note_kind').$type<TimelineNote['kind']>(),
    noteValues: jsonb('note_values').$type<TimelineNote['values']>(),
    actorKind: text('actor_kind', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Remembers a checkout's answer so that a retry with the same Idempotency-Key returns it. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);
