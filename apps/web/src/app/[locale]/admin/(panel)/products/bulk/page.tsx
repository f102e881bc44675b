import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BulkEditor } from '@/features/admin/products/bulk-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('bulkProducts') };
}

export default function BulkEditPage() {
  return <BulkEditor />;
}
