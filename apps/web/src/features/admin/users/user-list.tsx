'use client';

import { userRoutes } from '@farm/contract/plain/routes/user';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { RemoveSecondFactorAction } from './remove-second-factor-action';
import { useStaffMe } from './use-staff-me';
import styles from './user-list.module.css';

/** `/admin/users`: every staff account, oldest first (the API's order). */
export function UserList() {
  const me = useStaffMe();
  return (
    <AdminList
      caption="Staff users"
      endpoint={userRoutes.listUsers}
      rowKey={(u) => u.id}
      columns={[
        {
          key: 'name',
          header: 'Name',
          cell: (u) => (
            <Link href={`/admin/users/${u.id}`} className="admin-row-link">
              {u.name}
              {u.id === me.data?.id && ' (you)'}
            </Link>
          ),
        },
        { key: 'email', header: 'E-mail', wide: true, cell: (u) => u.email },
        {
          key: 'role',
          header: 'Role',
          cell: (u) => <StatusBadge tone={u.role === 'admin' ? 'info' : 'muted'}>{u.role}</StatusBadge>,
        },
        {
          key: 'active',
          header: 'Sign-in',
          cell: (u) => (
            <StatusBadge tone={u.active ? 'good' : 'bad'}>{u.active ? 'Active' : 'Deactivated'}</StatusBadge>
          ),
        },
        {
          key: 'secondFactor',
          header: 'Second factor',
          cell: (u) =>
            u.secondFactor && u.id !== me.data?.id ? (
              <span className={styles.factor}>
                <StatusBadge tone="good">On</StatusBadge>
                <RemoveSecondFactorAction user={u} />
              </span>
            ) : (
              <StatusBadge tone={u.secondFactor ? 'good' : 'muted'}>
                {u.secondFactor ? 'On' : 'Off'}
              </StatusBadge>
            ),
        },
        { key: 'created', header: 'Added', wide: true, cell: (u) => formatDate(u.createdAt) },
      ]}
    />
  );
}
