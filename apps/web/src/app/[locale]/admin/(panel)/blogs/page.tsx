import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { BlogList } from '@/features/admin/blogs/blog-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Blogs' };

export default function BlogsPage() {
  return (
    <AdminPage title="Blogs" actions={<ButtonLink href="/admin/blogs/new">New blog post</ButtonLink>}>
      <BlogList />
    </AdminPage>
  );
}
