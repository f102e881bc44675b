import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { staffRecoveryCodes, staffUsers } from './user.table.js';

/** Stores a new (sealed) secret being set up; only while the second factor is not on. */
export async function storePendingTotpSecret(db: DbOrTx, id: number, sealedSecret: string) {
  const [row] = await db
    .update(staffUsers)
    .set({ totpSecret: sealedSecret, updatedAt: new Date() })
    .where(and(eq(staffUsers.id, id), isNull(staffUsers.totpEnabledAt)))
    .returning({ id: staffUsers.id });
  return row;
}

/**
 * Turns the second factor on with its first recovery codes, in one transaction; only if the same
 * pending secret is still there (a set-up started again in another tab makes this one fail).
 */
export async function enableTotp(db: Db, id: number, sealedSecret: string, codeHashes: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ totpEnabledAt: new Date(), updatedAt: new Date() })
      .where(
        and(eq(staffUsers.id, id), isNull(staffUsers.totpEnabledAt), eq(staffUsers.totpSecret, sealedSecret)),
      )
      .returning({ id: staffUsers.id });
    if (!row) return undefined;
    await writeRecoveryCodes(tx, id, codeHashes);
    return row;
  });
}

/** Replaces an account's recovery codes (the old ones, used or not, stop working). */
export async function replaceRecoveryCodes(db: Db, id: number, codeHashes: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, id), isNotNull(staffUsers.totpEnabledAt)))
      .for('update');
    if (!row) return undefined;
    await writeRecoveryCodes(tx, id, codeHashes);
    return row;
  });
}

async function writeRecoveryCodes(tx: DbOrTx, id: number, codeHashes: string[]) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, id));
  await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffUserId: id, codeHash })));
}

/** Turns the second factor off: no secret, no recovery codes. Answers the account, if it exists. */
export async function clearSecondFactor(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpEnabledAt: null, updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, id));
    return row;
  });
}

/** Uses up one unused recovery code of the account; true if there was one with this hash. */
export async function useRecoveryCode(db: DbOrTx, id: number, codeHash: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffUserId, id),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}
