/** Pricing: what running offers take off a cart, an order or a product on the shelf, and what it all costs (decision 0028). */

export { type CouponOutcome, couponForOrder } from './coupon.service.js';
export { type LineDiscount, type LiveOffer, NO_DISCOUNT, type PricingLine } from './offer-rules.js';
export { liveOffers, offersForOrder } from './pricing.service.js';
export { shelfOffers, withShelfOffers } from './shelf-offers.js';
export { type DiscountedLine, type Totals, totalsOf, withDiscount } from './totals.js';
