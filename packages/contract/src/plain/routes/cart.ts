import { route } from '../http';

/** The customer's cart. The customer comes from the token; a named `customerId` must match it. */
export const cartRoutes = {
  getCart: route('GET', '/customer/cart/:id', 'customerOrStaff', {
    summary: "The customer's cart (id = the customer), with today's prices in paise",
  }),
  // Under /product for the legacy client; the static segment wins over GET /product/:id.
  addToCart: route('GET', '/product/add-to-cart', 'customerOrStaff', {
    summary:
      "Sets the line's quantity (1..stock) and answers the cart, with `changed: false` when it held that already",
    errors: ['OUT_OF_STOCK', 'CART_FULL'],
  }),
  removeFromCart: route('POST', '/customer/cart/remove', 'customerOrStaff', {
    summary: 'Removes the lines of these products and answers the cart',
  }),
  applyCartCoupon: route('PUT', '/customer/cart/coupon', 'customer', {
    summary:
      "Applies a coupon code to the signed-in customer's cart and answers the cart; a code that does not " +
      'apply now is 409 COUPON_INVALID saying why, and the cart keeps what it had',
    errors: ['COUPON_INVALID'],
  }),
  removeCartCoupon: route('DELETE', '/customer/cart/coupon', 'customer', {
    summary: "Takes the coupon off the signed-in customer's cart and answers the cart",
  }),
};
