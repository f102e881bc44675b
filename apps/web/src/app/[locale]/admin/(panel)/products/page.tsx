import type { Metadata } from 'next';
import { ProductList } from '@/features/admin/products/product-list';
import { ProductListActions } from '@/features/admin/products/product-list-actions';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Products' };

export default function ProductsPage() {
  return (
    <AdminPage title="Products" actions={<ProductListActions />}>
      <ProductList />
    </AdminPage>
  );
}
