import type { CustomerListQuery, CustomerSignUp, CustomerUpdate } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { hashPassword } from '../../lib/password.js';
import { assertPasswordAllowed } from '../../lib/password-policy.js';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/pg-error.js';
import { endAllSessions } from '../auth/index.js';
import { consumeOtp } from '../otp/index.js';
import {
  deleteCustomerRow,
  findCustomerById,
  findCustomerByMobile,
  insertCustomer,
  listCustomers,
  lockUnverifiedHolder,
  toCustomer,
  updateCustomer,
} from './customer.repository.js';
import { numberTaken, wrongCode } from './customer-credentials.service.js';

/**
 * Sign-up. With `otp` (a code sent to the number for `signup`) the number is proven and the
 * account verified; without it the account must verify its number before its first order. A
 * number held by an unverified account without orders (someone signed up with a number not
 * theirs) passes to whoever proves it: that account and its addresses, cart and wishlist go.
 */
export async function signUp(db: Db, input: CustomerSignUp) {
  // Before the code is spent: a refused password must not cost the person their code.
  const { name, mobileNumber, email } = input;
  assertPasswordAllowed('password', input.password, { kind: 'customer', name, mobileNumber, email });
  // A proven holder keeps the number whatever the code (no code was sent to it: say so plainly).
  const holder = await findCustomerByMobile(db, input.mobileNumber);
  if (holder?.mobileVerified) throw numberTaken();
  const proven = input.otp !== undefined && (await proveNumber(db, input.mobileNumber, input.otp));
  if (holder && !proven) throw numberTaken();
  const values = {
    name: input.name,
    mobileNumber: input.mobileNumber,
    email: input.email ?? null,
    passwordHash: await hashPassword(input.password),
    mobileVerified: proven,
    ...(input.locale ? { locale: input.locale } : {}),
  };
  const row = await (holder ? replaceUnprovenHolder(db, values) : insertCustomer(db, values)).catch((err) => {
    // Two sign-ups of one number at once: the unique index decides.
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw numberTaken();
    throw err;
  });
  if (holder) await endAllSessions(db, 'customer', holder.id);
  return toCustomer(row);
}

/** Uses up a `signup` code sent to the number; a wrong or spent one is a 400 naming `otp`. */
async function proveNumber(db: Db, mobileNumber: string, code: string): Promise<true> {
  if (!(await consumeOtp(db, { mobileNumber, purpose: 'signup', code }))) throw wrongCode();
  return true;
}

/**
 * The squatter's account goes and the prover's comes, in one transaction. One with orders stays
 * (`ON DELETE RESTRICT`): the number is taken, and its owner signs in with a code instead.
 */
function replaceUnprovenHolder(db: Db, values: Parameters<typeof insertCustomer>[1]) {
  return db.transaction(async (tx) => {
    const squatter = await lockUnverifiedHolder(tx, values.mobileNumber);
    if (!squatter) throw numberTaken();
    await deleteCustomerRow(tx, squatter.id).catch((err) => {
      if (REFERENCED.has(pgErrorOf(err)?.code ?? '')) throw numberTaken();
      throw err;
    });
    return insertCustomer(tx, values);
  });
}

/**
 * A signed-in customer proves their own number with a code sent to it for `signup` (the checkout
 * asks for it before a first order). An account already verified has nothing to prove.
 */
export async function verifyOwnNumber(db: Db, customerId: number, code: string) {
  const customer = await findCustomerById(db, customerId);
  if (!customer?.active) throw notFound('Customer');
  if (customer.mobileVerified) return toCustomer(customer);
  await proveNumber(db, customer.mobileNumber, code);
  return toCustomer((await updateCustomer(db, customerId, { mobileVerified: true })) ?? customer);
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

/** A customer edits their name, e-mail and language; staff may also close or reopen the account. */
export async function editCustomer(db: Db, id: number, input: CustomerUpdate, byStaff: boolean) {
  if (!byStaff && input.active !== undefined) {
    throw badRequest('Only staff can change this', [
      { field: 'active', code: 'CUSTOMER_CANNOT_CHANGE', message: 'cannot be changed by a customer' },
    ]).worded({}, 'ONLY_STAFF_CAN_CHANGE');
  }
  const current = await findCustomerById(db, id);
  if (!current) throw notFound('Customer');
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
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
