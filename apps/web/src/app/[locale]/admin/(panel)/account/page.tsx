import type { Metadata } from 'next';
import { AccountSecurity } from '@/features/admin/account/account-security';

export const metadata: Metadata = { title: 'Account security' };

export default function AccountPage() {
  return <AccountSecurity />;
}
