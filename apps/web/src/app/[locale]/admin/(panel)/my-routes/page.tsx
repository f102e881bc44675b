import type { Metadata } from 'next';
import { MyRoutes } from '@/features/admin/delivery-work/my-routes';

export const metadata: Metadata = { title: 'My routes' };

export default function MyRoutesPage() {
  return <MyRoutes />;
}
