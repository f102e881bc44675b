/**
 * Prefix of every query of the signed-in customer's cart; invalidate it after any cart change. Here,
 * below the features, because more than the cart changes it: the product page's "Add to cart" and
 * the profile's "Buy again" (which the cart does not import back).
 */
export const CART_KEY = ['cart'] as const;
