import type { Metadata } from 'next';
import { PackingScreen } from '@/features/admin/delivery-work/packing-screen';

export const metadata: Metadata = { title: 'Packing' };

export default function PackingPage() {
  return <PackingScreen />;
}
