import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductList } from '@/features/admin/products/product-list';
import { ProductListActions } from '@/features/admin/products/product-list-actions';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('products') };
}

export default async function ProductsPage() {
  const t = await getTranslations('adminCatalogue.titles');
  return (
    <AdminPage title={t('products')} actions={<ProductListActions />}>
      <ProductList />
    </AdminPage>
  );
}
