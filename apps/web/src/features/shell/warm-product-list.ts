import { productRoutes } from '@farm/contract/plain/routes/product';
import { askOnly } from '@/lib/api/ask-only';

/**
 * Spec §2: on load the navigation bar asks for the product list. Nothing on the page reads the
 * answer (the pages are drawn on the server), so it asks for one product: the API's list and its
 * total are warmed all the same, and a phone does not download 24 products' details (~21 KiB) it
 * never shows. Asked without the API client (`askOnly`): its chunk was 3.5 KiB of a first visit
 * (issue 36, the home page's weight; decision 0038).
 */
export async function warmProductList(): Promise<void> {
  await askOnly(productRoutes.listProducts, { size: 1 });
}
