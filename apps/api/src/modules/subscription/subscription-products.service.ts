import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { productExists, setSubscribable } from './subscription.repository.js';

/**
 * Staff let customers subscribe to a product, or stop new subscriptions to it (old ones keep it),
 * and set its daily limit (issue 34.6: one-off orders stop at it; left out, it stays as it was).
 */
export async function markSubscribable(
  db: Db,
  productId: number,
  input: { subscribable: boolean; dailyLimit?: number | null | undefined },
) {
  if (!(await productExists(db, productId))) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const dailyLimit = await setSubscribable(db, productId, input.subscribable, input.dailyLimit);
  return { productId, subscribable: input.subscribable, dailyLimit };
}
