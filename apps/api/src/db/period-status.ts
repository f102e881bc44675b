import { and, gt, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Where something switched on for a period stands now: offers and coupons alike. */
export type PeriodStatus = 'active' | 'scheduled' | 'expired' | 'inactive';

type PeriodColumns = { active: PgColumn; startsAt: PgColumn; endsAt: PgColumn };

/**
 * The SQL meaning of each status, against the database clock. Periods are [startsAt, endsAt); an
 * empty end is open.
 */
export function periodConditions({ active, startsAt, endsAt }: PeriodColumns): Record<PeriodStatus, SQL> {
  return {
    inactive: not(active),
    scheduled: and(active, gt(startsAt, sql`now()`)) as SQL,
    expired: and(active, or(isNull(startsAt), lte(startsAt, sql`now()`)), lte(endsAt, sql`now()`)) as SQL,
    active: and(
      active,
      or(isNull(startsAt), lte(startsAt, sql`now()`)),
      or(isNull(endsAt), gt(endsAt, sql`now()`)),
    ) as SQL,
  };
}

/** The status as a selected column. */
export function periodStatus({ active, startsAt, endsAt }: PeriodColumns) {
  return sql<PeriodStatus>`case
  when not ${active} then 'inactive'
  when ${startsAt} > now() then 'scheduled'
  when ${endsAt} <= now() then 'expired'
  else 'active' end`;
}
