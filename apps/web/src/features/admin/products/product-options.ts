'use client';

import type { Category, ProductSort } from '@farm/contract';
import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '@farm/contract/plain/statuses';
import { useQuery } from '@tanstack/react-query';
import type { ListFilter, ListOption } from '@/features/admin/list/admin-list';
import { fetchAllPages } from './fetch-all';

export const STATUS_OPTIONS: ListOption[] = PRODUCT_STATUSES.map((value) => ({
  value,
  label: PRODUCT_STATUS_LABELS[value],
}));

/** The API's PRODUCT_SORTS, in words; the first is its default. */
const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  name: 'Name A–Z',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  popular: 'Best selling',
};
export const SORT_OPTIONS: ListOption[] = Object.entries(SORT_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Every category, archived ones too (a product may still sit in one), for selects and the CSV. */
export function useCategories() {
  return useQuery({
    queryKey: ['admin', 'category-options'],
    queryFn: () => fetchAllPages(categoryRoutes.listCategories, { includeArchived: 'true' }),
    staleTime: 60_000,
  });
}

export function categoryOptions(categories: Category[] | undefined): ListOption[] {
  return (categories ?? []).map((c) => ({
    value: String(c.id),
    label: c.archived ? `${c.name} (archived)` : c.name,
  }));
}

/** The filters of the product list, shared by the list, the grid and the export. */
export function useProductFilters(): ListFilter[] {
  const categories = useCategories();
  return [
    { name: 'categoryId', label: 'Category', options: categoryOptions(categories.data) },
    { name: 'status', label: 'Status', options: STATUS_OPTIONS },
    {
      name: 'inStock',
      label: 'Stock',
      options: [
        { value: 'true', label: 'In stock' },
        { value: 'false', label: 'Out of stock' },
      ],
    },
    // Staff's work list for the Tamil shop: products whose name has no Tamil yet.
    {
      name: 'missing',
      label: 'Tamil',
      allLabel: 'Tamil or not',
      options: [{ value: 'ta', label: 'Missing Tamil' }],
    },
  ];
}

/** The list's own URL parameters, as the API reads them (for the grid link and the export). */
export const PRODUCT_LIST_PARAMS = ['q', 'categoryId', 'status', 'inStock', 'missing', 'sort'] as const;
