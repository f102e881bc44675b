import type { StaffSubscriptionQuery } from '@farm/contract';
import { and, count, desc, eq, exists, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../lib/like.js';
import { offsetOf } from '../../lib/paging.js';
import { customers } from '../customer/customer.table.js';
import { deliveryAreas, deliverySlots } from '../delivery/delivery.table.js';
import {
  subscriptionChanges,
  subscriptionLines,
  subscriptionPatterns,
  subscriptions,
} from './subscription.table.js';

/**
 * Paused on `day` as the calendar reads it (subscription-calendar.ts): begun, not cancelled by then,
 * and a pause covering the day with no resume made after it that has begun by the day (changes
 * read in the order they were made, the later winning).
 */
function pausedOn(day: string): SQL {
  const pause = alias(subscriptionChanges, 'pause');
  const resume = alias(subscriptionChanges, 'resume');
  const cancel = alias(subscriptionChanges, 'cancel');
  return sql`(${subscriptions.startDay} <= ${day}::date and not exists (
    select 1 from ${subscriptionChanges} as "cancel" where ${cancel.subscriptionId} = ${subscriptions.id}
      and ${cancel.kind} = 'CANCEL' and ${cancel.day} <= ${day}::date
  ) and exists (
    select 1 from ${subscriptionChanges} as "pause" where ${pause.subscriptionId} = ${subscriptions.id}
      and ${pause.kind} = 'PAUSE' and ${pause.day} <= ${day}::date
      and (${pause.untilDay} is null or ${pause.untilDay} >= ${day}::date)
      and not exists (
        select 1 from ${subscriptionChanges} as "resume" where ${resume.subscriptionId} = ${subscriptions.id}
          and ${resume.kind} = 'RESUME' and ${resume.id} > ${pause.id} and ${resume.day} <= ${day}::date
      )
  ))`;
}

/** What the list narrows to besides the query's own fields: today (India) and who is low on money. */
export type StaffListScope = { today: string; lowBalanceCustomerIds: readonly number[] | null };

/**
 * The subscriptions staff filter (area, slot, product, status, the customer, paused today, low
 * balance), newest first, one page in SQL with the count of all that match. Low balance is the
 * customers the one coverage function found short (`scope.lowBalanceCustomerIds`), an active
 * subscription of theirs.
 */
export async function staffSubscriptionRows(
  db: DbOrTx,
  query: StaffSubscriptionQuery,
  scope: StaffListScope,
) {
  const low = scope.lowBalanceCustomerIds;
  const isLow =
    low === null || low.length === 0
      ? sql`false`
      : sql`(${eq(subscriptions.status, 'ACTIVE')} and ${inArray(subscriptions.customerId, [...low])})`;
  const where = and(
    query.areaId === undefined ? undefined : eq(deliverySlots.areaId, query.areaId),
    query.slotId === undefined ? undefined : eq(subscriptions.slotId, query.slotId),
    query.status === undefined ? undefined : eq(subscriptions.status, query.status),
    query.productId === undefined
      ? undefined
      : exists(
          db
            .select({ one: subscriptionLines.patternId })
            .from(subscriptionLines)
            .innerJoin(subscriptionPatterns, eq(subscriptionPatterns.id, subscriptionLines.patternId))
            .where(
              and(
                eq(subscriptionPatterns.subscriptionId, subscriptions.id),
                eq(subscriptionLines.productId, query.productId),
              ),
            ),
        ),
    query.q
      ? or(
          ilike(customers.name, containsPattern(query.q)),
          ilike(customers.mobileNumber, containsPattern(query.q)),
        )
      : undefined,
    query.paused === undefined
      ? undefined
      : query.paused
        ? pausedOn(scope.today)
        : not(pausedOn(scope.today)),
    query.lowBalance === undefined ? undefined : query.lowBalance ? isLow : not(isLow),
  );
  const from = <T extends PgSelect>(select: T) =>
    select
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .innerJoin(deliverySlots, eq(deliverySlots.id, subscriptions.slotId))
      .leftJoin(deliveryAreas, eq(deliveryAreas.id, deliverySlots.areaId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    from(
      db
        .select({
          id: subscriptions.id,
          status: subscriptions.status,
          startDay: subscriptions.startDay,
          slotId: subscriptions.slotId,
          customerId: subscriptions.customerId,
          customerName: customers.name,
          mobileNumber: customers.mobileNumber,
          areaId: deliveryAreas.id,
          areaName: deliveryAreas.name,
          areaTranslations: deliveryAreas.translations,
          pausedToday: sql<boolean>`${pausedOn(scope.today)}`,
        })
        .from(subscriptions)
        .$dynamic(),
    )
      .orderBy(desc(subscriptions.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    from(db.select({ total: count() }).from(subscriptions).$dynamic()),
  ]);
  return { rows, total: total?.total ?? 0 };
}
