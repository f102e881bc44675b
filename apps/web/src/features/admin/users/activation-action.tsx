'use client';

import type { StaffUser } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';

/**
 * Deactivate (after a confirmation: it signs the person out at once) or reactivate an account.
 * Deactivating keeps the account and its history, unlike deleting it.
 */
export function ActivationAction({ user }: { user: StaffUser }) {
  const t = useTranslations('adminPeople.users.activation');
  const tc = useTranslations('adminCommon');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const setActive = async (active: boolean) => {
    setBusy(true);
    try {
      await staffCall(userRoutes.updateUser, { params: { id: user.id }, body: { active } });
      toast.success(active ? t('back', { name: user.name }) : t('off', { name: user.name }));
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
        <UserCheck aria-hidden="true" size={16} /> {t('reactivate')}
      </button>
    );
  }
  return (
    <>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        <UserX aria-hidden="true" size={16} /> {t('deactivate')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('question', { name: user.name })}
        confirmLabel={t('deactivate')}
        cancelLabel={tc('cancel')}
        busy={busy}
        onConfirm={() => void setActive(false)}
        onCancel={() => setOpen(false)}
      >
        {t('body')}
      </ConfirmDialog>
    </>
  );
}
