import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { BlogCategoryList } from '@/features/admin/blog-categories/blog-category-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Blog categories' };

export default function BlogCategorysPage() {
  return (
    <AdminPage
      title="Blog categories"
      actions={<ButtonLink href="/admin/blog-categories/new">New blog category</ButtonLink>}
    >
      <BlogCategoryList />
    </AdminPage>
  );
}
