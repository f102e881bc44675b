import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/**
 * The shop's rules — its settings, its offers, its delivery areas and closed days — are read by
 * every checkout, cart and catalogue page, and change only when staff save them. This process keeps
 * each such read in memory, per database, until staff write anything (decision 0039):
 * plugins/kept-reads.ts forgets them before a staff write's answer leaves, and other API processes
 * hear of it through the write announcements. A write that bypasses the API (a restore, psql) is
 * seen after a restart.
 *
 * A read through a transaction is never kept: the transaction may be the staff write itself.
 */
type Kept = Map<object, Promise<unknown>>;

const keptByDatabase = new WeakMap<object, Kept>();

/** `read`, answered from memory after its first call on a database until `forgetKeptReads`. */
export function keptUntilStaffWrite<T>(read: (db: DbOrTx) => Promise<T>): (db: DbOrTx) => Promise<T> {
  const keptRead = (db: DbOrTx): Promise<T> => {
    if (db instanceof PgTransaction) return read(db);
    let kept = keptByDatabase.get(db);
    if (!kept) {
      kept = new Map();
      keptByDatabase.set(db, kept);
    }
    const known = kept.get(keptRead) as Promise<T> | undefined;
    if (known) return known;
    const reading = read(db).then(deepFreeze);
    kept.set(keptRead, reading);
    // A failed read is not kept: the next call tries again.
    const forget = kept;
    reading.catch(() => {
      if (forget.get(keptRead) === reading) forget.delete(keptRead);
    });
    return reading;
  };
  return keptRead;
}

/** Every caller shares the kept value: none may change it (a change would throw, not leak). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Staff wrote (here or in another process): every kept read of this database is read again. */
export function forgetKeptReads(db: DbOrTx): void {
  keptByDatabase.delete(db);
}
