'use client';

import type { Route } from '@farm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import type { InputOf } from '@/lib/api/endpoint-types';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { useRouter } from '@/lib/i18n/navigation';

type Props<R extends Route> = {
  /** The DELETE endpoint and its input, e.g. `categoryRoutes.deleteCategory`, `{params: {id: 12}}`. */
  endpoint: R;
  input: InputOf<R>;
  /** What is deleted, in the question: 'the category "Milk"'. */
  what: string;
  /** Said after the question (archiving instead of deleting, what else goes). */
  consequence?: ReactNode;
  /** Where to go afterwards (the list); stays put without one. */
  goTo?: string;
  label?: string;
  success?: string;
};

/** Delete with a confirmation first; `success` (the spec's text, else "Deleted successfully") as the toast. */
export function DeleteAction<R extends Route & { method: 'DELETE' }>({
  endpoint,
  input,
  what,
  consequence,
  goTo,
  label: labelGiven,
  success,
}: Props<R>) {
  const t = useTranslations('adminCommon');
  const label = labelGiven ?? t('delete.label');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const send = staffCall as (r: R, i: unknown) => Promise<unknown>;
      await send(endpoint, input);
      toast.success(success ?? t('delete.done'));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      if (goTo) router.push(goTo);
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
        className={`${formStyles.button} ${formStyles.danger} ${formStyles.small}`}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" size={16} /> {label}
      </button>
      <ConfirmDialog
        open={open}
        title={t('delete.question', { label, what })}
        confirmLabel={label}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {consequence ?? t('delete.cannotUndo')}
      </ConfirmDialog>
    </>
  );
}
