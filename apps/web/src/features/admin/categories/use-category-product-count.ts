'use client';

import { productRoutes } from '@farm/contract/plain/routes/product';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '@/lib/api/staff-client';

/** How many products a category holds, drafts and archived ones too (what decides delete or archive). */
export function useCategoryProductCount(categoryId: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'category-product-count', categoryId],
    queryFn: async () =>
      (await staffCall(productRoutes.listProducts, { query: { categoryId: categoryId as number, size: 1 } }))
        .page?.totalElements ?? 0,
    enabled: categoryId !== undefined,
  });
}
