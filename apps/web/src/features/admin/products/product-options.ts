'use client';

import type { Category, ProductSort } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { PRODUCT_STATUSES } from '@farm/contract/plain/statuses';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ListFilter, ListOption } from '@/features/admin/list/admin-list';
import { useListParams } from '@/features/admin/list/use-list-params';
import { useLanguage } from '@/lib/i18n/language-context';
import { fetchAllPages } from './fetch-all';

/** The product statuses, in words. */
export function useStatusOptions(): ListOption[] {
  const t = useTranslations('adminCatalogue.status');
  return PRODUCT_STATUSES.map((value) => ({ value, label: t(value) }));
}

/** The API's PRODUCT_SORTS in the list's order; the first is its default. */
const SORTS: readonly ProductSort[] = ['newest', 'name', 'price_asc', 'price_desc', 'popular'];

/**
 * The sorts, in words. With search words the API's default is their best match first (the
 * search box's order): '' (no `sort`) says so and comes first.
 */
export function useSortOptions(): ListOption[] {
  const t = useTranslations('adminCatalogue.products.sort');
  const sorts = SORTS.map((value) => ({ value, label: t(value) }));
  return useListParams().values.q ? [{ value: '', label: t('relevance') }, ...sorts] : sorts;
}

/** Every category, archived ones too (a product may still sit in one), for selects and the CSV. */
export function useCategories() {
  return useQuery({
    queryKey: ['admin', 'category-options'],
    queryFn: () => fetchAllPages(categoryRoutes.listCategories, { includeArchived: 'true' }),
    staleTime: 60_000,
  });
}

/** The categories as choices, archived ones marked. */
export function useCategoryOptions(categories: Category[] | undefined): ListOption[] {
  const t = useTranslations('adminCatalogue.products.filters');
  const language = useLanguage();
  return (categories ?? []).map((c) => {
    const name = translated(c, 'name', language);
    return { value: String(c.id), label: c.archived ? t('archivedCategory', { name }) : name };
  });
}

/** The filters of the product list, shared by the list, the grid and the export. */
export function useProductFilters(): ListFilter[] {
  const t = useTranslations('adminCatalogue.products.filters');
  const categories = useCategoryOptions(useCategories().data);
  return [
    { name: 'categoryId', label: t('category'), options: categories },
    { name: 'status', label: t('status'), options: useStatusOptions() },
    {
      name: 'inStock',
      label: t('stock'),
      options: [
        { value: 'true', label: t('inStock') },
        { value: 'false', label: t('outOfStock') },
      ],
    },
    // Staff's work list for the Tamil shop: products whose name has no Tamil yet.
    {
      name: 'missing',
      label: t('tamil'),
      allLabel: t('tamilOrNot'),
      options: [{ value: 'ta', label: t('missingTamil') }],
    },
  ];
}

/** The list's own URL parameters, as the API reads them (for the grid link and the export). */
export const PRODUCT_LIST_PARAMS = ['q', 'categoryId', 'status', 'inStock', 'missing', 'sort'] as const;
