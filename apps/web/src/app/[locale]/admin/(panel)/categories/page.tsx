import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { CategoryList } from '@/features/admin/categories/category-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Categories' };

export default function CategoriesPage() {
  return (
    <AdminPage
      title="Categories"
      actions={<ButtonLink href="/admin/categories/new">New category</ButtonLink>}
    >
      <CategoryList />
    </AdminPage>
  );
}
