/** Coupon codes: staff keep them (coupon.service.ts); pricing reads their terms and counts their uses. */
export { type CouponTerms, countCouponUses, findCouponByCode } from './coupon.repository.js';
