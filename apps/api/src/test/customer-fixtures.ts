import { hashPassword } from '../lib/password.js';
import { customers } from '../modules/customer/customer.table.js';
import type { TestApp } from './test-app.js';

export type TestCustomer = { id: number; name: string; mobileNumber: string; token: string };

export const TEST_CUSTOMER_PASSWORD = 'goat-milk-fixture-1';

let sequence = 0;
/** One argon2 hash for every fixture customer: hashing is the slow part of making hundreds. */
let passwordHash: Promise<string> | undefined;

/**
 * A customer as the storefront's sign-up leaves one (a number proven by a code, a password), put
 * straight into the database: the sign-up itself is tested in customer-signup.test.ts, and suites
 * that make hundreds of customers (concurrency, abuse) must not pay an SMS round trip and a hash
 * for each. With an access token backed by a real session: `t.call(..., { token: customer.token })`.
 */
export async function createCustomer(t: TestApp, name = `Customer ${sequence + 1}`): Promise<TestCustomer> {
  const mobileNumber = `+9170000${String(++sequence).padStart(5, '0')}`;
  passwordHash ??= hashPassword(TEST_CUSTOMER_PASSWORD);
  const [row] = await t.db
    .insert(customers)
    .values({ name, mobileNumber, passwordHash: await passwordHash, mobileVerified: true })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  const token = await t.tokens.signAccessToken({ kind: 'customer', id: row.id, name });
  return { id: row.id, name, mobileNumber, token };
}
