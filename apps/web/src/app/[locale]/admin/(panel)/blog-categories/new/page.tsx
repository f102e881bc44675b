import type { Metadata } from 'next';
import { BlogCategoryEditor } from '@/features/admin/blog-categories/blog-category-editor';

export const metadata: Metadata = { title: 'New blog category' };

export default function NewBlogCategoryPage() {
  return <BlogCategoryEditor />;
}
