import type { Metadata } from 'next';
import { NewCustomerPage } from '@/features/admin/customers/new-customer-page';

export const metadata: Metadata = { title: 'New customer' };

export default function NewCustomer() {
  return <NewCustomerPage />;
}
