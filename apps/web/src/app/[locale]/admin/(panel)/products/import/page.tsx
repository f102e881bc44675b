import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CsvImport } from '@/features/admin/products/csv-import';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('importProducts') };
}

export default function ImportProductsPage() {
  return <CsvImport />;
}
