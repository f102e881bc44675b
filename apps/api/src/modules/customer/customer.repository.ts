import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from './customer.table.js';

export async function findCustomerById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}
