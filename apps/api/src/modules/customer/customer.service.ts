import type { CustomerListQuery, CustomerSignUp, CustomerUpdate } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { hashPassword } from '../../lib/password.js';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/pg-error.js';
import { endAllSessions } from '../auth/index.js';
import {
  deleteCustomerRow,
  findCustomerById,
  findCustomerByMobile,
  insertCustomer,
  listCustomers,
  toCustomer,
  updateCustomer,
} from './customer.repository.js';
import { numberTaken } from './customer-credentials.service.js';

/** Sign-up: the number is not verified until a code sent to it is used. */
export async function signUp(db: Db, input: CustomerSignUp) {
  if (await findCustomerByMobile(db, input.mobileNumber)) throw numberTaken();
  const row = await insertCustomer(db, {
    name: input.name,
    mobileNumber: input.mobileNumber,
    email: input.email ?? null,
    passwordHash: await hashPassword(input.password),
  }).catch((err) => {
    // Two sign-ups of one number at once: the unique index decides.
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw numberTaken();
    throw err;
  });
  return toCustomer(row);
}

export async function listCustomerPage(db: Db, query: CustomerListQuery) {
  const { items, total } = await listCustomers(db, query);
  return { items, page: pageInfo(query, total) };
}

export async function getCustomer(db: Db, id: number) {
  const row = await findCustomerById(db, id);
  if (!row) throw notFound('Customer');
  return toCustomer(row);
}

/** A customer edits their name and e-mail; staff may also close or reopen the account. */
export async function editCustomer(db: Db, id: number, input: CustomerUpdate, byStaff: boolean) {
  if (!byStaff && input.active !== undefined) {
    throw badRequest('Only staff can change this', [
      { field: 'active', message: 'cannot be changed by a customer' },
    ]);
  }
  const current = await findCustomerById(db, id);
  if (!current) throw notFound('Customer');
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
  if (Object.keys(changes).length === 0) return toCustomer(current);
  const row = (await updateCustomer(db, id, changes)) ?? current;
  if (current.active && !row.active) await endAllSessions(db, 'customer', id);
  return toCustomer(row);
}

/** `ON DELETE RESTRICT` (orders) raises 23001, `NO ACTION` 23503. */
const REFERENCED = new Set([PG_FOREIGN_KEY_VIOLATION, '23001']);

/**
 * Deletes a customer with their addresses, cart, wishlist and notify requests. One that orders
 * refer to is deactivated instead (signed out, cannot sign in), so the order history stays whole.
 */
export async function removeCustomer(db: Db, id: number): Promise<'deleted' | 'deactivated'> {
  if (!(await findCustomerById(db, id))) throw notFound('Customer');
  await endAllSessions(db, 'customer', id);
  try {
    await deleteCustomerRow(db, id);
    return 'deleted';
  } catch (err) {
    if (!REFERENCED.has(pgErrorOf(err)?.code ?? '')) throw err;
    await updateCustomer(db, id, { active: false });
    return 'deactivated';
  }
}
