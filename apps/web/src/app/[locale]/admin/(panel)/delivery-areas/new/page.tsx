import type { Metadata } from 'next';
import { DeliveryAreaEditor } from '@/features/admin/delivery/delivery-area-editor';

export const metadata: Metadata = { title: 'New delivery area' };

export default function NewDeliveryAreaPage() {
  return <DeliveryAreaEditor />;
}
