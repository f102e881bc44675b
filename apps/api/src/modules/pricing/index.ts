/** Pricing: the one price of a cart or an order (price-order.ts), and the offers a product shows on the shelf (decision 0028). */

export type { CouponOutcome } from './coupon-outcome.js';
export { type LiveOffer, type PricingLine, withOfferTitle } from './offer-rules.js';
export {
  type OrderTerms,
  type PricedOrder,
  type PricingInputs,
  priceOrder,
} from './price-order.js';
export { liveOffers, readPricingInputs } from './pricing.service.js';
export { shelfOffers, withShelfOffers } from './shelf-offers.js';
export type { DiscountedLine, Totals } from './totals.js';
