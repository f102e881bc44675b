import type { Metadata } from 'next';
import { SettingsScreen } from '@/features/admin/settings/settings-screen';
import { AdminOnly } from '@/features/admin/users/admin-only';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <AdminOnly title="Settings">
      <SettingsScreen />
    </AdminOnly>
  );
}
