/** The orders a product list can be asked for (`?sort=`), the default first. */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
