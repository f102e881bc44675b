/** Offers: staff keep them; the storefront shows those running; pricing applies them. */
export { findRunningDiscounts } from './offer.repository.js';
