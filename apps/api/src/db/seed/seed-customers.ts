import type { DbOrTx } from '../client.js';
import { type AddressSnapshot, addresses, customers } from '../schema.js';
import { demoCustomers } from './data/customers.js';

/** The staff member credited with the demo's status changes and replies, if there is one. */
export type Staff = { id: number; name: string } | null;

/** Customers with one address each; answers their ids and address snapshots in demoCustomers order. */
export async function seedCustomers(db: DbOrTx, passwordHash: string) {
  const rows = await db
    .insert(customers)
    .values(
      demoCustomers.map((c) => ({
        name: c.name,
        mobileNumber: c.mobileNumber,
        email: c.email,
        passwordHash,
        mobileVerified: true,
      })),
    )
    .returning({ id: customers.id, mobileNumber: customers.mobileNumber });
  const people = demoCustomers.map((c) => {
    const id = rows.find((r) => r.mobileNumber === c.mobileNumber)?.id;
    if (id === undefined) throw new Error(`Demo customer ${c.name} was not inserted`);
    const snapshot: AddressSnapshot = { name: c.name, mobileNumber: c.mobileNumber, ...c.address };
    return { id, name: c.name, snapshot };
  });
  await db
    .insert(addresses)
    .values(people.map((p) => ({ customerId: p.id, ...p.snapshot, isDefault: true })));
  return people;
}

export type Person = Awaited<ReturnType<typeof seedCustomers>>[number];
