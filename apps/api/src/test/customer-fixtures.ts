import { customers } from '../db/schema.js';
import type { TestApp } from './test-app.js';

export type TestCustomer = { id: number; name: string; mobileNumber: string; token: string };

let sequence = 0;

/**
 * A customer row written directly (sign-up is tested in its own module), with an access token
 * for it: `t.call(..., { token: customer.token })`.
 */
export async function createCustomer(t: TestApp, name = `Customer ${sequence + 1}`): Promise<TestCustomer> {
  const mobileNumber = `+9170000${String(++sequence).padStart(5, '0')}`;
  const [row] = await t.db
    .insert(customers)
    .values({ name, mobileNumber, mobileVerified: true })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  const token = await t.tokens.signAccessToken({ kind: 'customer', id: row.id, name });
  return { id: row.id, name, mobileNumber, token };
}
