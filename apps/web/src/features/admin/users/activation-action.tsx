'use client';

import type { StaffUser } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';

/**
 * Deactivate (after a confirmation: it signs the person out at once) or reactivate an account.
 * Deactivating keeps the account and its history, unlike deleting it.
 */
export function ActivationAction({ user }: { user: StaffUser }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const setActive = async (active: boolean) => {
    setBusy(true);
    try {
      await staffCall(userRoutes.updateUser, { params: { id: user.id }, body: { active } });
      toast.success(active ? `${user.name} can sign in again` : `${user.name} is deactivated`);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const button = `${formStyles.button} ${formStyles.secondary} ${formStyles.small}`;
  if (!user.active) {
    return (
      <button type="button" className={button} disabled={busy} onClick={() => void setActive(true)}>
        <UserCheck aria-hidden="true" size={16} /> Reactivate
      </button>
    );
  }
  return (
    <>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        <UserX aria-hidden="true" size={16} /> Deactivate
      </button>
      <ConfirmDialog
        open={open}
        title={`Deactivate ${user.name}?`}
        confirmLabel="Deactivate"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void setActive(false)}
        onCancel={() => setOpen(false)}
      >
        They are signed out at once and cannot sign in until an admin reactivates the account.
      </ConfirmDialog>
    </>
  );
}
