/** The customer's wishlist. */
