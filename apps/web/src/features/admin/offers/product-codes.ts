import { productRoutes } from '@farm/contract/plain/routes/product';
import { ApiError } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';

/** "GH-250, soap-3  VC-5" → ["GH-250", "soap-3", "VC-5"]: commas, spaces or new lines between codes. */
export function splitCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/**
 * The ids of the products with these codes; a code no product has is a 400 on `productCodes`,
 * as if the API had said it, so that the form shows it under the field.
 */
export async function productIdsOf(codes: string[]): Promise<number[]> {
  const found = await Promise.all(
    codes.map(async (productCode) => {
      try {
        return (await staffData(productRoutes.getProductByCode, { query: { productCode } })).id;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    }),
  );
  const missing = codes.filter((_, i) => found[i] === undefined);
  if (missing.length) {
    const message = `No product has the code ${missing.join(', ')}`;
    throw new ApiError(400, { detail: message, errors: [{ field: 'productCodes', message }] });
  }
  return found.filter((id): id is number => id !== undefined);
}

/** The codes of an offer's products, for the form (a product since deleted is left out). */
export async function productCodesOf(ids: number[]): Promise<string> {
  const products = await Promise.all(
    ids.map((id) => staffData(productRoutes.getProduct, { params: { id } }).catch(() => undefined)),
  );
  return products
    .filter((p) => p !== undefined)
    .map((p) => p.productCode)
    .join(', ');
}
