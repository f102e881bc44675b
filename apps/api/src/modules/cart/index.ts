/** The customer's cart. Placing an order takes its lines out, and the coupon it used. */
export { cartLinesDeletionSql, deleteCartLines, removeCartCoupon } from './cart.repository.js';
