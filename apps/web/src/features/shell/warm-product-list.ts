import { productRoutes } from '@farm/contract/plain/routes/product';
import { API_BASE_PATH } from '@/lib/api/base-path';

/**
 * Spec §2: on load the navigation bar asks for the product list. Nothing on the page reads the
 * answer (the pages are drawn on the server), so it asks for one product: the API's list and its
 * total are warmed all the same, and a phone does not download 24 products' details (~21 KiB) it
 * never shows. A plain fetch whose answer is dropped: the API client (its errors, the session's
 * renewal) would be a 3.5 KiB chunk of a first visit for an answer nobody reads (issue 36, the home
 * page's weight; decision 0038).
 */
export async function warmProductList(): Promise<void> {
  await fetch(`${API_BASE_PATH}${productRoutes.listProducts.path}?size=1`, {
    headers: { accept: 'application/json' },
  });
}
