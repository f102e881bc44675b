import type { ProductOffer } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { holdsOnTheShelf, type LiveOffer, shelfDiscount } from './offer-rules.js';
import { liveOffers } from './pricing.service.js';

type Shelved = { id: number; categoryId: number; price: number };

/**
 * Products (catalogue reads, the wishlist) with the offer each shows on the shelf now: one read of
 * the running offers for the whole list. `price` stays the list price; `offer.price` is after it.
 */
export async function withShelfOffers<T extends Shelved>(
  db: DbOrTx,
  items: T[],
): Promise<(T & { offer: ProductOffer | null })[]> {
  const offers = items.length ? await liveOffers(db) : [];
  return items.map((product) => {
    const d = shelfDiscount(offers, {
      productId: product.id,
      categoryId: product.categoryId,
      unitPrice: product.price,
    });
    const offer =
      d.offerTitle === null
        ? null
        : {
            title: d.offerTitle,
            discountPercent: d.discountPercent,
            unitDiscount: d.unitDiscount,
            price: product.price - d.unitDiscount,
            translations: d.offerTitles ?? {},
          };
    return { ...product, offer };
  });
}

/**
 * The running offers a shelf price is made of (those `withShelfOffers` picks from): what the
 * catalogue's price order sorts by, so that it is the order of the prices the cards show.
 */
export async function shelfOffers(db: DbOrTx): Promise<LiveOffer[]> {
  return (await liveOffers(db)).filter(holdsOnTheShelf);
}
