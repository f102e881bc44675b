import { DELIVERY_KINDS } from '@farm/contract/plain/delivery';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from '../../db/columns.js';

/** An order's delivery as booked at checkout (`orders.delivery`); the area and slot may change later. */
export type DeliverySnapshot = {
  areaName: string;
  kind: 'OWN' | 'COURIER';
  /** Own delivery: the slot's window, `5–8 am`. */
  window: string | null;
  /** Courier: the expected days. */
  expectedFrom: string | null;
  expectedTo: string | null;
};

/** Where the farm delivers and on what terms (issue 16): one row per area, its PIN codes apart. */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    freeDeliveryThreshold: integer('free_delivery_threshold'),
    minimumOrder: integer('minimum_order'),
    codAllowed: boolean('cod_allowed').notNull().default(true),
    /** The categories the area receives; empty: every category. */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    courierDaysMin: integer('courier_days_min'),
    courierDaysMax: integer('courier_days_max'),
    active: boolean('active').notNull().default(true),
    translations: translationsColumn<'name'>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_areas_name_key').on(sql`lower(${t.name})`),
    check('delivery_areas_kind_check', sql`${t.kind} in ('OWN','COURIER')`),
    check('delivery_areas_money_check', sql`${t.deliveryFee} >= 0`),
  ],
);

/**
 * The PIN codes of an area: a whole code or its first digits. A pattern belongs to one area; a PIN
 * code goes to the area of its longest matching pattern, so `641` (a district by courier) and
 * `641001` (the town the van reaches) can both be listed.
 */
export const deliveryAreaPincodes = pgTable(
  'delivery_area_pincodes',
  {
    pattern: text('pattern').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => deliveryAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [index('delivery_area_pincodes_area_idx').on(t.areaId)],
);

/** An own-delivery area's windows: times of day in India, a daily capacity, an order cut-off. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    areaId: integer('area_id')
      .notNull()
      .references(() => deliveryAreas.id, { onDelete: 'cascade' }),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    cutoffDaysBefore: integer('cutoff_days_before').notNull().default(1),
    cutoffTime: text('cutoff_time').notNull().default('21:00'),
    /** A slot left out of an area's edit stops taking orders; booked orders still refer to it. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('delivery_slots_area_idx').on(t.areaId),
    check('delivery_slots_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/** Days without delivery: a holiday for every area (`area_id` null) or for one. */
export const deliveryClosures = pgTable(
  'delivery_closures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date: date('date', { mode: 'string' }).notNull(),
    areaId: integer('area_id').references(() => deliveryAreas.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('delivery_closures_day_key').on(t.date, sql`coalesce(${t.areaId}, 0)`)],
);

/**
 * Orders booked into a slot on a day. Checkout adds one in a single statement that refuses past
 * the capacity (the row's lock orders concurrent checkouts); a cancelled order gives its place back.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.date] }),
    check('slot_bookings_booked_check', sql`${t.booked} >= 0`),
  ],
);
