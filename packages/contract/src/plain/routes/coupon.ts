import { route } from '../http';

/** Coupon codes: staff keep them; customers apply one to their cart (routes/cart.ts), checkout redeems it. */
export const couponRoutes = {
  listCoupons: route('GET', '/coupons', 'staff', {
    summary: 'Every coupon with how often it was used (orders not cancelled); filter by status or code',
  }),
  getCoupon: route('GET', '/coupons/:id', 'staff'),
  createCoupon: route('POST', '/coupons', 'staff', { errors: ['DUPLICATE'] }),
  updateCoupon: route('PUT', '/coupons/:id', 'staff', { errors: ['DUPLICATE'] }),
  deleteCoupon: route('DELETE', '/coupons/:id', 'staff'),
};
