/** The customer's cart. Placing an order takes its lines out. */
export { deleteCartLines } from './cart.repository.js';
