import 'server-only';
import type { Blog, BlogCategory, BlogSummary, PageInfo } from '@farm/contract';
import { blogRoutes } from '@farm/contract/plain/routes/blog';
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
  const answer = await serverGet(blogRoutes.listBlogs, {
    query: { page, size, blogCategoryId: categoryId || undefined },
  });
  if (!answer) return undefined;
  return { posts: answer.response, page: answer.page };
}

/** Blog categories for the filter; empty when the API could not answer. */
export async function getBlogCategories(): Promise<BlogCategory[]> {
  return (await serverData(blogRoutes.listBlogCategories, { query: { size: 100 } })) ?? [];
}

/** One published post with its content; undefined when there is none with that id. */
export const getBlog = cache(
  async (id: number): Promise<Blog | undefined> => serverData(blogRoutes.getBlog, { params: { id } }),
);
