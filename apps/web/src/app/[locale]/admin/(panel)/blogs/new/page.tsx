import type { Metadata } from 'next';
import { BlogEditor } from '@/features/admin/blogs/blog-editor';

export const metadata: Metadata = { title: 'New blog post' };

export default function NewBlogPage() {
  return <BlogEditor />;
}
