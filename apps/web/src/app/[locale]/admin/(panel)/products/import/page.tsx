import type { Metadata } from 'next';
import { CsvImport } from '@/features/admin/products/csv-import';

export const metadata: Metadata = { title: 'Import products' };

export default function ImportProductsPage() {
  return <CsvImport />;
}
