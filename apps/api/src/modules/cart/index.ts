/** The customer's cart. Placing an order takes its lines out, and the coupon it used; "Buy again" puts them back. */
export { cartLinesDeletionSql, deleteCartLines, removeCartCoupon } from './cart.repository.js';
export { type RefillOutcome, type RefillWish, refillCart } from './cart-refill.service.js';
