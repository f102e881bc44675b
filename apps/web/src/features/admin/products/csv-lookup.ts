import type { Product } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { ApiError } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';

const AT_ONCE = 6;

/**
 * The products a file names, by code (any status: staff see drafts and archived ones), a few
 * requests at a time. Codes the shop does not know are simply missing from the answer.
 */
export async function lookUpProducts(codes: string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  let next = 0;
  const worker = async () => {
    while (next < codes.length) {
      const code = codes[next++] as string;
      try {
        const product = await staffData(productRoutes.getProductByCode, { query: { productCode: code } });
        found.set(product.productCode.toLowerCase(), product);
      } catch (error) {
        if (!(error instanceof ApiError && (error.status === 404 || error.status === 400))) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, codes.length) }, worker));
  return found;
}
