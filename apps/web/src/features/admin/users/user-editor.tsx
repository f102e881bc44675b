'use client';

import { userRoutes } from '@farm/contract/plain/routes/user';
import { useTranslations } from 'next-intl';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { ActivationAction } from './activation-action';
import { DeliveryPersonAreas } from './delivery-person-areas';
import { PasswordResetForm } from './password-reset-form';
import { RemoveSecondFactorAction } from './remove-second-factor-action';
import { useStaffMe } from './use-staff-me';
import { EditUserForm, NewUserForm } from './user-form';

/** `/admin/users/new` and `/admin/users/{id}`. */
export function UserEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminPeople');
  const back = { href: '/admin/users', label: t('titles.users') };
  const me = useStaffMe();
  const record = useAdminRecord(userRoutes.getUser, id ? { params: { id } } : undefined);
  if (!id) {
    return (
      <AdminPage title={t('titles.newUser')} back={back}>
        <AdminCard>
          <NewUserForm />
        </AdminCard>
      </AdminPage>
    );
  }
  const user = record.data;
  if (!user) {
    return (
      <AdminPage title={t('titles.user')} back={back}>
        <RecordState query={record} what={t('users.what')} />
      </AdminPage>
    );
  }
  const isSelf = user.id === me.data?.id;
  return (
    <AdminPage
      title={user.active ? user.name : t('users.titleDeactivated', { name: user.name })}
      back={back}
      actions={
        !isSelf && (
          <>
            {user.secondFactor && <RemoveSecondFactorAction user={user} />}
            <ActivationAction user={user} />
            <DeleteAction
              endpoint={userRoutes.deleteUser}
              input={{ params: { id: user.id } }}
              what={t('users.deleteWhat', { name: user.name })}
              consequence={t('users.deleteConsequence')}
              goTo="/admin/users"
              success={t('users.deleted')}
            />
          </>
        )
      }
    >
      <AdminCard title={t('users.account')}>
        <EditUserForm key={user.updatedAt} user={user} isSelf={isSelf} />
      </AdminCard>
      {user.role === 'delivery' && (
        <AdminCard title={t('users.areas')}>
          <DeliveryPersonAreas userId={user.id} />
        </AdminCard>
      )}
      <AdminCard title={t('users.resetPassword')}>
        <PasswordResetForm user={user} isSelf={isSelf} />
      </AdminCard>
    </AdminPage>
  );
}
