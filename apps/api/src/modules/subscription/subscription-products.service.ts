import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { productExists, setSubscribable } from './subscription.repository.js';

/** Staff let customers subscribe to a product, or stop new subscriptions to it (old ones keep it). */
export async function markSubscribable(db: Db, productId: number, subscribable: boolean) {
  if (!(await productExists(db, productId))) throw notFound('Product');
  await setSubscribable(db, productId, subscribable);
  return { productId, subscribable };
}
