import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { products } from '../product/product.table.js';
import { subscriptionSkipLinkUses } from './subscription-skip-link.table.js';

/** Records a link's use; false when it was used before (one use per subscription and day). */
export async function claimSkipLinkUse(tx: Tx, subscriptionId: number, day: string): Promise<boolean> {
  const rows = await tx
    .insert(subscriptionSkipLinkUses)
    .values({ subscriptionId, day })
    .onConflictDoNothing()
    .returning({ day: subscriptionSkipLinkUses.day });
  return rows.length > 0;
}

export async function skipLinkUsed(db: DbOrTx, subscriptionId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ day: subscriptionSkipLinkUses.day })
    .from(subscriptionSkipLinkUses)
    .where(
      and(eq(subscriptionSkipLinkUses.subscriptionId, subscriptionId), eq(subscriptionSkipLinkUses.day, day)),
    );
  return row !== undefined;
}

/** Product names by id, as staff wrote them (the page shows what the link skips). */
export async function productNames(db: DbOrTx, ids: readonly number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, name: products.name, translations: products.translations })
          .from(products)
          .where(inArray(products.id, [...ids]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}
