import type { OfferScope } from '@farm/contract';
import { TRANSLATED_LANGUAGES, type Translations } from '@farm/contract/plain/languages';

/**
 * The rules that turn running offers into discounts (decision 0028). Pure: the offers, the lines
 * and the shopper come in, discounts per unit go out; money in integer paise.
 *
 * - A percentage takes `round(price × percent / 100)` off a unit, halves rounded up
 *   (`floor((price × percent + 50) / 100)`): 10 % of ₹699.00 is ₹69.90, of ₹0.05 is ₹0.01.
 * - An amount takes itself off a unit, at most the unit's price.
 * - Each line gets the one offer that takes most off its unit; offers do not stack. A tie goes to
 *   the older offer (lower id), so the same cart always names the same offer.
 * - A minimum order value is met by the items at list price (before any discount); first-order-only
 *   offers apply when the customer has no order (cancelled ones aside).
 */
export type LiveOffer = {
  id: number;
  title: string;
  discountPercent: number | null;
  discountAmount: number | null;
  appliesTo: OfferScope;
  categoryIds: number[];
  productIds: number[];
  minOrderValue: number | null;
  firstOrderOnly: boolean;
  /** Staff's translations of the title (a shelf offer's badge shows it in the reader's language). */
  translations?: Translations<'title' | 'description'>;
};

export type PricedProduct = { productId: number; categoryId: number; unitPrice: number };
export type PricingLine = PricedProduct & { quantity: number };

/** Who buys: a customer's first order makes first-order offers count. */
export type Shopper = { firstOrder: boolean };

export type LineDiscount = {
  unitDiscount: number;
  offerTitle: string | null;
  /** The offer's percentage, for "10% off" (null for an amount off, or no offer). */
  discountPercent: number | null;
  /** The offer's title in the translated languages, for the shelf (`{}` when none). */
  offerTitles?: Translations<'title'>;
};
export const NO_DISCOUNT: LineDiscount = { unitDiscount: 0, offerTitle: null, discountPercent: null };

export function unitDiscountOf(offer: LiveOffer, unitPrice: number): number {
  if (offer.discountPercent != null) {
    return Math.min(unitPrice, Math.floor((unitPrice * offer.discountPercent + 50) / 100));
  }
  if (offer.discountAmount != null) return Math.min(unitPrice, offer.discountAmount);
  return 0;
}

export function appliesTo(offer: LiveOffer, product: PricedProduct): boolean {
  switch (offer.appliesTo) {
    case 'shop':
      return true;
    case 'categories':
      return offer.categoryIds.includes(product.categoryId);
    case 'products':
      return offer.productIds.includes(product.productId);
  }
}

/** What a line keeps of its product's translations. */
type LineText = 'name' | 'unit';

/**
 * A line's translations with its offer's title beside the product's name and unit
 * (`{ ta: { name, unit, offerTitle } }`): what a cart line shows and an order line keeps, so the
 * offer is named in the reader's language (decision 0053).
 */
export function withOfferTitle(
  translations: Translations<LineText>,
  offerTitles: Translations<'title'>,
): Translations<LineText | 'offerTitle'> {
  const merged: Translations<LineText | 'offerTitle'> = { ...translations };
  for (const language of TRANSLATED_LANGUAGES) {
    const title = offerTitles[language]?.title;
    if (title) merged[language] = { ...translations[language], offerTitle: title };
  }
  return merged;
}

/** Only the title of an offer's translations (what a shelf's badge names). */
function titlesOf(translations: LiveOffer['translations']): Translations<'title'> {
  const titles: Translations<'title'> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const title = translations?.[language]?.title;
    if (title) titles[language] = { title };
  }
  return titles;
}

/** The offer that takes most off this product's unit among `offers`, or none. */
function bestOf(offers: LiveOffer[], product: PricedProduct): LineDiscount {
  let best = NO_DISCOUNT;
  let bestId = Number.POSITIVE_INFINITY;
  for (const offer of offers) {
    if (!appliesTo(offer, product)) continue;
    const unitDiscount = unitDiscountOf(offer, product.unitPrice);
    if (unitDiscount <= 0) continue;
    if (unitDiscount > best.unitDiscount || (unitDiscount === best.unitDiscount && offer.id < bestId)) {
      best = {
        unitDiscount,
        offerTitle: offer.title,
        discountPercent: offer.discountPercent,
        offerTitles: titlesOf(offer.translations),
      };
      bestId = offer.id;
    }
  }
  return best;
}

/** Each line's discount (in the lines' order) for this order and shopper. */
export function discountsFor(offers: LiveOffer[], lines: PricingLine[], shopper: Shopper): LineDiscount[] {
  const listTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const eligible = offers.filter(
    (o) =>
      (o.minOrderValue == null || listTotal >= o.minOrderValue) && (!o.firstOrderOnly || shopper.firstOrder),
  );
  return lines.map((line) => bestOf(eligible, line));
}

/**
 * The offer a product shows on the shelf (card, product page): the best one that holds for anyone,
 * whatever else is in the cart, so offers with a minimum order or for first orders are left out.
 */
export function shelfDiscount(offers: LiveOffer[], product: PricedProduct): LineDiscount {
  return bestOf(offers.filter(holdsOnTheShelf), product);
}

/** An offer that holds for anyone, whatever else is in the cart: no minimum order, not first orders only. */
export function holdsOnTheShelf(offer: LiveOffer): boolean {
  return offer.minOrderValue == null && !offer.firstOrderOnly;
}

/** Whether an offer could matter to any shopper: some discount and something to apply it to. */
export function discounts(offer: LiveOffer): boolean {
  const hasDiscount = offer.discountPercent != null || offer.discountAmount != null;
  const hasTargets =
    offer.appliesTo === 'shop' ||
    (offer.appliesTo === 'categories' ? offer.categoryIds.length > 0 : offer.productIds.length > 0);
  return hasDiscount && hasTargets;
}
