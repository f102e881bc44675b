'use client';

import type { StaffUser } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';

/**
 * An admin removes another staff member's second factor (a lost phone, no recovery codes left),
 * after a confirmation: they are signed out everywhere and sign in with their password alone
 * until they set up an app again. The API records who removed whose.
 */
export function RemoveSecondFactorAction({ user }: { user: StaffUser }) {
  const t = useTranslations('adminPeople.users.removeFactor');
  const tc = useTranslations('adminCommon');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await staffCall(userRoutes.removeSecondFactor, { params: { id: user.id } });
      toast.success(t('done', { name: user.name }));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        onClick={() => setOpen(true)}
      >
        <ShieldOff aria-hidden="true" size={16} /> {t('button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('question', { name: user.name })}
        confirmLabel={t('button')}
        cancelLabel={tc('cancel')}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setOpen(false)}
      >
        {t('body', { name: user.name })}
      </ConfirmDialog>
    </>
  );
}
