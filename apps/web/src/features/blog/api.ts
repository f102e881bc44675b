import 'server-only';
import type { Blog, BlogCategory, BlogSummary, PageInfo } from '@farm/contract';
import { cache } from 'react';
import { serverData, serverGet } from '@/lib/api/server';

export const BLOG_PAGE_SIZE = 6;

export type BlogPage = { posts: BlogSummary[]; page: PageInfo };

type BlogQuery = { page?: number; size?: number; categoryId?: number };

/** Published posts, newest first; undefined when the API could not answer. */
export async function getBlogPage({
  page = 1,
  size = BLOG_PAGE_SIZE,
  categoryId,
}: BlogQuery = {}): Promise<BlogPage | undefined> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (categoryId) query.set('blogCategoryId', String(categoryId));
  const answer = await serverGet<BlogSummary[]>(`/blogs/all?${query}`, 60);
  if (!answer) return undefined;
  return {
    posts: answer.response,
    page: answer.page ?? { number: page, size, totalElements: answer.response.length, totalPages: 1 },
  };
}

/** Blog categories for the filter; empty when the API could not answer. */
export async function getBlogCategories(): Promise<BlogCategory[]> {
  return (await serverData<BlogCategory[]>('/blog-category/all?size=100', 300)) ?? [];
}

/** One published post with its content; undefined when there is none with that id. */
export const getBlog = cache(
  async (id: number): Promise<Blog | undefined> => serverData<Blog>(`/blogs/${id}`, 60),
);
