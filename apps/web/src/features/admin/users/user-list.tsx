'use client';

import { userRoutes } from '@farm/contract/plain/routes/user';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { RemoveSecondFactorAction } from './remove-second-factor-action';
import { useStaffMe } from './use-staff-me';
import styles from './user-list.module.css';

/** `/admin/users`: every staff account, oldest first (the API's order). */
export function UserList() {
  const t = useTranslations('adminPeople');
  const language = useLanguage();
  const me = useStaffMe();
  return (
    <AdminList
      caption={t('titles.users')}
      endpoint={userRoutes.listUsers}
      rowKey={(u) => u.id}
      columns={[
        {
          key: 'name',
          header: t('fields.name'),
          cell: (u) => (
            <Link href={`/admin/users/${u.id}`} className="admin-row-link">
              {u.name}
              {u.id === me.data?.id && t('users.you')}
            </Link>
          ),
        },
        { key: 'email', header: t('fields.email'), wide: true, cell: (u) => u.email },
        {
          key: 'role',
          header: t('users.role'),
          cell: (u) => (
            <StatusBadge tone={u.role === 'admin' ? 'info' : 'muted'}>
              {t(`users.roles.${u.role}`)}
            </StatusBadge>
          ),
        },
        {
          key: 'active',
          header: t('users.signIn'),
          cell: (u) => (
            <StatusBadge tone={u.active ? 'good' : 'bad'}>
              {u.active ? t('users.active') : t('users.deactivated')}
            </StatusBadge>
          ),
        },
        {
          key: 'secondFactor',
          header: t('users.secondFactor'),
          cell: (u) =>
            u.secondFactor && u.id !== me.data?.id ? (
              <span className={styles.factor}>
                <StatusBadge tone="good">{t('users.on')}</StatusBadge>
                <RemoveSecondFactorAction user={u} />
              </span>
            ) : (
              <StatusBadge tone={u.secondFactor ? 'good' : 'muted'}>
                {u.secondFactor ? t('users.on') : t('users.off')}
              </StatusBadge>
            ),
        },
        {
          key: 'created',
          header: t('fields.added'),
          wide: true,
          cell: (u) => formatDate(u.createdAt, language),
        },
      ]}
    />
  );
}
