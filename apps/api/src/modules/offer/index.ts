/** Offers: staff keep them; the storefront shows those running; pricing applies them. */
export { findDiscountOffers } from './offer.repository.js';
