import type { Metadata } from 'next';
import { BulkEditor } from '@/features/admin/products/bulk-editor';

export const metadata: Metadata = { title: 'Bulk edit products' };

export default function BulkEditPage() {
  return <BulkEditor />;
}
