/** Offers shown on the storefront. */
