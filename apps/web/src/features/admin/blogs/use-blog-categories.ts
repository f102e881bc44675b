'use client';

import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { useQuery } from '@tanstack/react-query';
import { staffData } from '@/lib/api/staff-client';

/** Every blog category, for filters and the post form's select. */
export function useBlogCategories() {
  return useQuery({
    queryKey: ['admin', 'blog-categories', 'options'],
    queryFn: () => staffData(blogRoutes.listBlogCategories, { query: { size: 100 } }),
    staleTime: 60_000,
  });
}
