import { STOP_OUTCOMES } from '@farm/contract/plain/delivery';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { deliveryAreas } from '../delivery/delivery.table.js';
import { orders } from '../order/order.table.js';
import { staffUsers } from '../user/user.table.js';

/** Which own-delivery areas a delivery person serves: the routes they see and may mark. */
export const deliveryAssignments = pgTable(
  'delivery_assignments',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => deliveryAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.areaId] }),
    index('delivery_assignments_area_idx').on(t.areaId),
  ],
);

/**
 * An order as a stop on its route: where staff put it in the van's order, and the last mark the
 * delivery person made there (the order's timeline keeps every mark).
 */
export const routeStops = pgTable(
  'route_stops',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position'),
    outcome: text('outcome', { enum: STOP_OUTCOMES }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    outcomeById: integer('outcome_by_id'),
    outcomeByName: text('outcome_by_name'),
    note: text('note'),
  },
  (t) => [check('route_stops_outcome_check', sql`${t.outcome} in ('DELIVERED','NOT_HOME','REFUSED')`)],
);
