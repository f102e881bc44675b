import type { CustomerNumberCorrection, StaffCustomerCreate } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/pg-error.js';
import {
  findCustomerById,
  findCustomerByMobile,
  insertCustomer,
  toCustomer,
  updateCustomer,
} from './customer.repository.js';
import { numberTaken } from './customer-credentials.service.js';
import { findCustomerHistory, insertHistoryEntry } from './customer-history.repository.js';

/** The staff member doing it, as their token names them. */
export type StaffActor = { id: number; name: string };

/** Two writes of one number at once: the unique index decides, and the loser hears why. */
function takenOnUniqueViolation(err: unknown): never {
  if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw numberTaken();
  throw err;
}

/**
 * Staff create the account of a customer who orders by phone (decision 0027): no password, the
 * number not verified (staff heard it, no code proved it), and the history says who created it.
 * A number any account holds already is a 409: staff find that customer instead.
 */
export async function createCustomerByStaff(db: Db, staff: StaffActor, input: StaffCustomerCreate) {
  if (await findCustomerByMobile(db, input.mobileNumber)) throw numberTaken();
  const row = await db
    .transaction(async (tx) => {
      const created = await insertCustomer(tx, {
        name: input.name,
        mobileNumber: input.mobileNumber,
        email: input.email ?? null,
        passwordHash: null,
        mobileVerified: false,
      });
      await insertHistoryEntry(tx, {
        customerId: created.id,
        kind: 'created',
        toValue: created.mobileNumber,
        staffUserId: staff.id,
        staffName: staff.name,
      });
      return created;
    })
    .catch(takenOnUniqueViolation);
  return toCustomer(row);
}

/**
 * Staff correct a number taken down wrong. The new number is not proven either (the customer
 * proves it by signing in with a code); the history keeps from what, to what, who and when.
 */
export async function correctCustomerNumber(
  db: Db,
  staff: StaffActor,
  id: number,
  input: CustomerNumberCorrection,
) {
  const current = await findCustomerById(db, id);
  if (!current || current.erasedAt) throw notFound('Customer');
  if (current.mobileNumber === input.mobileNumber) return toCustomer(current);
  if (await findCustomerByMobile(db, input.mobileNumber)) throw numberTaken();
  const row = await db
    .transaction(async (tx) => {
      const updated = await updateCustomer(tx, id, {
        mobileNumber: input.mobileNumber,
        mobileVerified: false,
      });
      await insertHistoryEntry(tx, {
        customerId: id,
        kind: 'mobile_changed',
        fromValue: current.mobileNumber,
        toValue: input.mobileNumber,
        staffUserId: staff.id,
        staffName: staff.name,
      });
      return updated ?? current;
    })
    .catch(takenOnUniqueViolation);
  return toCustomer(row);
}

export async function listCustomerHistory(db: Db, id: number) {
  if (!(await findCustomerById(db, id))) throw notFound('Customer');
  return findCustomerHistory(db, id);
}
