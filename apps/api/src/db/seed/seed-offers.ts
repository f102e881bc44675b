import type { DbOrTx } from '../client.js';
import { coupons, offers, offerTargets } from '../schema.js';
import { demoCoupons } from './data/coupons.js';
import { type DemoOfferTargets, demoOffers } from './data/offers.js';
import type { Catalogue } from './seed-catalogue.js';

/**
 * The offers with their targets (decision 0028: an offer without targets discounts nothing), then
 * the coupon codes.
 */
export async function seedOffers(db: DbOrTx, now: Date, catalogue: Catalogue): Promise<void> {
  for (const { targets, ...offer } of demoOffers(now)) {
    const appliesTo = 'categories' in targets ? 'categories' : 'products';
    const [row] = await db
      .insert(offers)
      .values({ ...offer, appliesTo })
      .returning({ id: offers.id });
    if (!row) throw new Error(`Demo offer "${offer.title}" was not inserted`);
    const ids = targetIds(targets, catalogue, offer.title);
    await db.insert(offerTargets).values(ids.map((target) => ({ offerId: row.id, ...target })));
  }
  await db.insert(coupons).values(demoCoupons(now));
}

/** The offer_targets columns of each target: a category id or a product id. */
function targetIds(targets: DemoOfferTargets, catalogue: Catalogue, title: string) {
  const idOf = <K>(ids: Map<K, number>, key: K) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo offer "${title}" targets an unknown ${String(key)}`);
    return id;
  };
  return 'categories' in targets
    ? targets.categories.map((key) => ({ categoryId: idOf(catalogue.categoryIds, key) }))
    : targets.products.map((code) => ({ productId: idOf(catalogue.productIds, code) }));
}
