import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { customers } from '../customer/customer.table.js';
import { staffUsers } from '../user/user.table.js';
import { appSecrets, refreshTokens } from './auth.table.js';
import type { Principal, PrincipalKind } from './token.service.js';

/**
 * Who a session belongs to, as a token names them, if they may still sign in. Reads the staff and
 * customer tables (their modules' public schema) so that sessions need neither module's code.
 */
export async function findActivePrincipal(
  db: DbOrTx,
  kind: PrincipalKind,
  id: number,
): Promise<Principal | undefined> {
  if (kind === 'staff') {
    const [user] = await db
      .select({ id: staffUsers.id, role: staffUsers.role, name: staffUsers.name, active: staffUsers.active })
      .from(staffUsers)
      .where(eq(staffUsers.id, id))
      .limit(1);
    return user?.active ? { kind: 'staff', id: user.id, role: user.role, name: user.name } : undefined;
  }
  const [customer] = await db
    .select({ id: customers.id, name: customers.name, active: customers.active })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return customer?.active ? { kind: 'customer', id: customer.id, name: customer.name } : undefined;
}

export async function insertRefreshToken(db: DbOrTx, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

/** Locks the token's row so that two parallel refreshes of one token cannot both succeed. */
export async function findRefreshTokenForUpdate(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

/**
 * A session (family) stands while one of its tokens is neither revoked nor expired. Served by the
 * partial index on live families, so it stays one index probe however long the family grew. A
 * condition, for the statement that asks (`hasLiveToken`) and for a statement that asks it with its
 * own work (the checkout's first: one round trip fewer per order).
 */
export function liveSessionSql(familyId: SQLWrapper, kind: SQLWrapper, subjectId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${refreshTokens}
    where ${refreshTokens.familyId} = ${familyId}::uuid and ${refreshTokens.revokedAt} is null
      and ${refreshTokens.expiresAt} > now() and ${refreshTokens.subjectKind} = ${kind}::text
      and ${refreshTokens.subjectId} = ${subjectId}::int)`;
}

export async function hasLiveToken(db: DbOrTx, familyId: string, kind: PrincipalKind, subjectId: number) {
  const [row] = await liveToken(db, { familyId, kind, subjectId });
  return row?.live === true;
}

/** Asked on every signed-in request: prepared once (db/prepared-statement.ts). */
const liveToken = preparedStatement<{ live: boolean }>(
  'auth_live_token',
  () =>
    sql`select ${liveSessionSql(sql.placeholder('familyId'), sql.placeholder('kind'), sql.placeholder('subjectId'))} as live`,
);

export async function markRefreshTokenReplaced(db: DbOrTx, id: number) {
  await db.update(refreshTokens).set({ replacedAt: sql`now()` }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: DbOrTx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfSubject(db: DbOrTx, kind: PrincipalKind, subjectId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.subjectKind, kind),
        eq(refreshTokens.subjectId, subjectId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function findSecret(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, key)).limit(1);
  return row?.value;
}

/** Inserts the secret unless another process got there first; returns whichever is stored. */
export async function storeSecretOnce(db: DbOrTx, key: string, value: string): Promise<string> {
  await db.insert(appSecrets).values({ key, value }).onConflictDoNothing();
  const stored = await findSecret(db, key);
  if (!stored) throw new Error(`secret ${key} could not be stored`);
  return stored;
}
