import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductEditor } from '@/features/admin/products/product-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('newProduct') };
}

export default function NewProductPage() {
  return <ProductEditor />;
}
