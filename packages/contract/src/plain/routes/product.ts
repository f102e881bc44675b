import { route } from '../http';

/**
 * Products: the public catalogue reads (staff see drafts and archived ones too) and the staff's
 * writes. Fixed paths (/product/all, /search, /bulk…) are matched before `/product/:id`.
 */
export const productRoutes = {
  listProducts: route('GET', '/product/all', 'public'),
  searchProducts: route('GET', '/product/search', 'public', {
    summary: 'Lower-cases the keywords and removes all whitespace; under 3 characters finds nothing.',
  }),
  listBestSellers: route('GET', '/product/best-selling', 'public', {
    summary: 'Units sold in the last 90 days (not cancelled or returned), then the newest.',
  }),
  getProductByCode: route('GET', '/product/product-code', 'public'),
  listCategoryProducts: route('GET', '/product/category/:id', 'public'),
  getProduct: route('GET', '/product/:id', 'public'),
  createProduct: route('POST', '/product', 'staff', { errors: ['DUPLICATE_PRODUCT_CODE'] }),
  bulkUpdateProducts: route('PUT', '/product/bulk', 'staff', {
    summary: 'All rows are checked first and applied in one transaction, or none is.',
    errors: ['BULK_CONFLICT'],
  }),
  updateProduct: route('PUT', '/product/:id', 'staff', { errors: ['DUPLICATE_PRODUCT_CODE'] }),
  deleteProduct: route('DELETE', '/product/:id', 'staff'),
};
