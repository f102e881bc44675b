import type { ReactNode } from 'react';
import { AdminFrame } from '@/features/admin/shell/admin-frame';

/** Every admin screen but the sign-in: the frame checks the staff session first. */
export default function AdminPanelLayout({ children }: { children: ReactNode }) {
  return <AdminFrame>{children}</AdminFrame>;
}
