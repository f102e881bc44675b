import type { Metadata } from 'next';
import { RouteList } from '@/features/admin/delivery-work/route-list';

export const metadata: Metadata = { title: 'Routes' };

export default function RoutesPage() {
  return <RouteList />;
}
