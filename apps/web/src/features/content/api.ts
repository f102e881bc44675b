import 'server-only';
import type { Category } from '@farm/contract';
import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { serverData } from '@/lib/api/server';

/** The shop's categories for the about page ("what we make"); empty when the API cannot answer. */
export async function getCategoriesForAbout(): Promise<Category[]> {
  const categories = await serverData(categoryRoutes.listCategories, { query: { size: 12 } });
  return (categories ?? []).filter((c) => !c.archived && c.productCount > 0);
}
