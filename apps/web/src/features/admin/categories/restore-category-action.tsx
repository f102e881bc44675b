'use client';

import type { Category } from '@farm/contract';
import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { useQueryClient } from '@tanstack/react-query';
import { ArchiveRestore } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';

/** An archived category back in the shop (issue 14.14g): nothing is lost, so no question first. */
export function RestoreCategoryAction({ category }: { category: Category }) {
  const t = useTranslations('adminCatalogue.categories.restore');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      await staffCall(categoryRoutes.restoreCategory, { params: { id: category.id } });
      toast.success(t('restored'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
      disabled={busy}
      onClick={() => void restore()}
    >
      <ArchiveRestore aria-hidden="true" size={16} /> {busy ? t('restoring') : t('restore')}
    </button>
  );
}
