import type { Metadata } from 'next';
import { GstRatesScreen } from '@/features/admin/gst-rates/gst-rates-screen';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'GST rates' };

export default function GstRatesPage() {
  return (
    <AdminPage title="GST rates">
      <GstRatesScreen />
    </AdminPage>
  );
}
