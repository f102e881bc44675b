import { route } from '../http';

/** Returnable bottles (issue 34.5): staff mark products; a customer reads their own balance. */
export const bottleRoutes = {
  listBottleProducts: route('GET', '/bottle-products', 'staff', {
    summary: 'The products delivered in returnable bottles',
  }),
  setBottleProduct: route('PUT', '/bottle-products/:productId', 'staff', {
    summary: 'Marks a product as delivered in a returnable bottle, or not',
  }),
  getMyBottles: route('GET', '/bottles', 'customer', {
    summary:
      "The signed-in customer's returnable bottles: how many they hold (given minus collected) and the latest movements",
  }),
};
