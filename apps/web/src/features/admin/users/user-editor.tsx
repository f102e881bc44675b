'use client';

import { userRoutes } from '@farm/contract/plain/routes/user';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { ActivationAction } from './activation-action';
import { DeliveryPersonAreas } from './delivery-person-areas';
import { PasswordResetForm } from './password-reset-form';
import { RemoveSecondFactorAction } from './remove-second-factor-action';
import { useStaffMe } from './use-staff-me';
import { EditUserForm, NewUserForm } from './user-form';

const back = { href: '/admin/users', label: 'Staff users' };

/** `/admin/users/new` and `/admin/users/{id}`. */
export function UserEditor({ id }: { id?: number | undefined }) {
  const me = useStaffMe();
  const record = useAdminRecord(userRoutes.getUser, id ? { params: { id } } : undefined);
  if (!id) {
    return (
      <AdminPage title="New staff user" back={back}>
        <AdminCard>
          <NewUserForm />
        </AdminCard>
      </AdminPage>
    );
  }
  const user = record.data;
  if (!user) {
    return (
      <AdminPage title="Staff user" back={back}>
        <RecordState query={record} what="staff user" />
      </AdminPage>
    );
  }
  const isSelf = user.id === me.data?.id;
  return (
    <AdminPage
      title={user.active ? user.name : `${user.name} (deactivated)`}
      back={back}
      actions={
        !isSelf && (
          <>
            {user.secondFactor && <RemoveSecondFactorAction user={user} />}
            <ActivationAction user={user} />
            <DeleteAction
              endpoint={userRoutes.deleteUser}
              input={{ params: { id: user.id } }}
              what={`the staff user "${user.name}"`}
              consequence="The account is gone; what they did keeps their name. To stop sign-ins but keep the account, deactivate it instead."
              goTo="/admin/users"
            />
          </>
        )
      }
    >
      <AdminCard title="Account">
        <EditUserForm key={user.updatedAt} user={user} isSelf={isSelf} />
      </AdminCard>
      {user.role === 'delivery' && (
        <AdminCard title="Delivery areas">
          <DeliveryPersonAreas userId={user.id} />
        </AdminCard>
      )}
      <AdminCard title="Reset password">
        <PasswordResetForm user={user} isSelf={isSelf} />
      </AdminCard>
    </AdminPage>
  );
}
