/** Products: the catalogue, search, stock and the count of recent sales behind "best sellers". */
export { refreshProductSearchTextForCategory } from './product.repository.js';
export {
  productsLockedColumns,
  productsLockedSql,
  type StockTakenRow,
  stockTakenColumns,
  stockTakenSql,
  toStockTaken,
  unitsTakenSql,
} from './product-checkout-stock.repository.js';
export { RECENT_SALES_DAYS, refreshRecentSales } from './product-ranking.repository.js';
export { onSale, searchColumns } from './product-row.js';
export { hasSearchIndex, prepareSearchIndex } from './product-search.service.js';
export { findShelfProduct, type ShelfProduct } from './product-shelf.repository.js';
export {
  type LockedProduct,
  lockProducts,
  readProductsForPricing,
  reverseSale,
} from './product-stock.repository.js';
export { keepRecentSalesCounted } from './recent-sales.service.js';
