import { productRoutes } from '@farm/contract/plain/routes/product';
import { apiData } from '@/lib/api/client';

/**
 * Spec §2: on load the navigation bar asks for the product list (it warms the cache). A plain
 * read, no query library: a visitor's first visit loads none (issue 36, the home page's weight).
 */
export async function warmProductList(): Promise<void> {
  await apiData(productRoutes.listProducts, { query: { size: 24 } });
}
