import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { subscriptions } from '../subscription/subscription.table.js';

/** How many subscriptions deliver to this address (their foreign key keeps it; decision 0054). */
export async function subscriptionsAtAddress(db: DbOrTx, addressId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.addressId, addressId));
  return row?.n ?? 0;
}
