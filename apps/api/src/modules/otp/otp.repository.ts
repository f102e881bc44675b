import type { Language, OtpPurpose } from '@farm/contract';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { otpCodes } from './otp.table.js';

/** Whether a number belongs to an account, whether it is open and its number proven (who may get a code). */
export async function findNumberHolder(
  db: DbOrTx,
  mobileNumber: string,
): Promise<{ id: number; active: boolean; mobileVerified: boolean; locale: Language } | undefined> {
  const [row] = await db
    .select({
      id: customers.id,
      active: customers.active,
      mobileVerified: customers.mobileVerified,
      locale: customers.locale,
    })
    .from(customers)
    .where(eq(customers.mobileNumber, mobileNumber))
    .limit(1);
  return row;
}

/**
 * Serialises the sends to one number and from one client (until the transaction ends), so that
 * parallel requests cannot all pass the resend and hourly checks before any of them is counted.
 * Always the number first, then the client: two sends never wait for each other in a circle.
 */
export async function lockSenderAndNumberForOtp(tx: DbOrTx, mobileNumber: string, clientIp: string) {
  // Two-key locks: class 1 numbers, class 2 clients, so a number and a client never share a lock.
  await tx.execute(sql`select pg_advisory_xact_lock(1, hashtext(${mobileNumber}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(2, hashtext(${clientIp}))`);
}

export type SendWindow = {
  /** Codes sent in the last `windowSeconds`. */
  count: number;
  /** Seconds since the newest of them, null when there is none. */
  newestAgeSeconds: number | null;
  /** Seconds since the oldest of them, null when there is none. */
  oldestAgeSeconds: number | null;
};

const windowColumns = {
  count: sql<number>`count(*)::int`,
  newestAgeSeconds: sql<number | null>`extract(epoch from now() - max(${otpCodes.createdAt}))::float8`,
  oldestAgeSeconds: sql<number | null>`extract(epoch from now() - min(${otpCodes.createdAt}))::float8`,
};

/** What was sent to a number recently (from one client address, if given), by the database's clock. */
export async function sendsToNumber(
  db: DbOrTx,
  mobileNumber: string,
  windowSeconds: number,
  fromIp?: string,
): Promise<SendWindow> {
  const [row] = await db
    .select(windowColumns)
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobileNumber, mobileNumber),
        fromIp === undefined ? undefined : eq(otpCodes.clientIp, fromIp),
        gt(otpCodes.createdAt, secondsAgo(windowSeconds)),
      ),
    );
  return normalise(row);
}

/** What one client address asked for recently. */
export async function sendsFromIp(db: DbOrTx, clientIp: string, windowSeconds: number) {
  const [row] = await db
    .select(windowColumns)
    .from(otpCodes)
    .where(and(eq(otpCodes.clientIp, clientIp), gt(otpCodes.createdAt, secondsAgo(windowSeconds))));
  return normalise(row);
}

/**
 * Retires live codes of a number and purpose: with `clientIp`, only those that address asked for
 * (a new code replaces its own predecessor, never a code someone else asked for); without it, all.
 */
export async function retireLiveCodes(
  db: DbOrTx,
  mobileNumber: string,
  purpose: OtpPurpose,
  clientIp?: string,
) {
  await db
    .update(otpCodes)
    .set({ expiresAt: sql`now()` as unknown as Date })
    .where(
      and(
        eq(otpCodes.mobileNumber, mobileNumber),
        eq(otpCodes.purpose, purpose),
        clientIp === undefined ? undefined : eq(otpCodes.clientIp, clientIp),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, sql`now()`),
      ),
    );
}

export async function insertOtpCode(
  db: DbOrTx,
  values: {
    mobileNumber: string;
    purpose: OtpPurpose;
    codeHash: string;
    clientIp: string;
    ttlSeconds: number;
  },
) {
  const [row] = await db
    .insert(otpCodes)
    .values({
      mobileNumber: values.mobileNumber,
      purpose: values.purpose,
      codeHash: values.codeHash,
      clientIp: values.clientIp,
      expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})` as unknown as Date,
    })
    .returning({ id: otpCodes.id, expiresAt: otpCodes.expiresAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Every code of a number and purpose that can still be used (one per address that asked), locked
 * until the transaction ends: parallel checks of one number queue here, and each sees the
 * attempts and use of the last. In id order, so that two checks lock them in the same order.
 */
export async function findLiveCodesForUpdate(
  tx: DbOrTx,
  mobileNumber: string,
  purpose: OtpPurpose,
  maxAttempts: number,
) {
  return tx
    .select({ id: otpCodes.id, codeHash: otpCodes.codeHash })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobileNumber, mobileNumber),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, sql`now()`),
        lt(otpCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(otpCodes.id))
    .for('update');
}

/** A wrong try was checked against all these codes, so it counts against each of them. */
export async function recordWrongAttempt(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(inArray(otpCodes.id, ids));
}

/** Marks a code used; answers false when another request used it first. */
export async function consumeCode(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(otpCodes)
    .set({ consumedAt: sql`now()` as unknown as Date })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

function secondsAgo(seconds: number) {
  return sql`now() - make_interval(secs => ${seconds})`;
}

function normalise(row: { count: number; newestAgeSeconds: unknown; oldestAgeSeconds: unknown } | undefined) {
  return {
    count: Number(row?.count ?? 0),
    newestAgeSeconds: row?.newestAgeSeconds == null ? null : Number(row.newestAgeSeconds),
    oldestAgeSeconds: row?.oldestAgeSeconds == null ? null : Number(row.oldestAgeSeconds),
  } satisfies SendWindow;
}
