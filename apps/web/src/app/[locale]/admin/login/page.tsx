import type { Metadata } from 'next';
import { CustomerSessionNotice } from '@/features/admin/session/customer-session-notice';
import { StaffLoginForm } from '@/features/admin/session/staff-login-form';
import { AuthShell } from '@/features/auth/auth-shell';
import { firstParam } from '@/lib/next-path';

export const metadata: Metadata = { title: 'Staff sign-in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The staff's own sign-in, apart from the customers' `/profileLogin`. */
export default async function StaffLoginPage({ searchParams }: Props) {
  const next = firstParam((await searchParams).next);
  return (
    <main id="main">
      <AuthShell
        title="Staff sign-in"
        brand="Farm admin"
        intro="For the farm's staff. Customers sign in on the shop."
      >
        <CustomerSessionNotice />
        <StaffLoginForm next={next} />
      </AuthShell>
    </main>
  );
}
