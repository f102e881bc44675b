import { route } from '../http';

/** The customer's wishlist. The customer comes from the token; a named `customerId` must match it. */
export const wishlistRoutes = {
  getWishlist: route('GET', '/customer/wishlist/:id', 'customerOrStaff', {
    summary: "The customer's wishlist (id = the customer): products on sale, newest first",
  }),
  addToWishlist: route('GET', '/customer/wishlist/add', 'customerOrStaff', {
    summary: 'Adds a product (idempotent) and answers the wishlist',
    errors: ['WISHLIST_FULL'],
  }),
  removeFromWishlist: route('POST', '/customer/remove-product', 'customerOrStaff', {
    summary: 'Removes these products from the wishlist and answers it',
  }),
};
