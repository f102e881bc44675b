'use client';

import type { Order } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { isProblem, messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './orders.module.css';

type Asking = 'archive' | 'delete' | undefined;

/**
 * A closed order put away (issue 30): "Archive" takes it out of the orders list (still readable,
 * in reports and GST papers); a cancelled order may be deleted instead, unless it holds money or
 * papers, when the server refuses (409 ORDER_HOLDS_MONEY) and the dialog offers Archive. Each
 * asks first.
 */
export function OrderArchive({ order, onChanged }: { order: Order; onChanged(): Promise<unknown> }) {
  const t = useTranslations('adminOrders.archive');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [asking, setAsking] = useState<Asking>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (what: 'archive' | 'unarchive' | 'delete') => {
    setBusy(true);
    try {
      const params = { params: { id: order.id } };
      if (what === 'delete') await staffCall(orderRoutes.deleteOrder, params);
      else if (what === 'archive') await staffCall(orderRoutes.archiveOrder, params);
      else await staffCall(orderRoutes.unarchiveOrder, params);
      toast.success(
        what === 'delete'
          ? t('deletedToast')
          : t(what === 'archive' ? 'archivedToast' : 'unarchivedToast', { id: order.id }),
      );
      setAsking(undefined);
      setRefusal(undefined);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      if (what === 'delete') router.push('/admin/orders');
      else await onChanged();
    } catch (error) {
      if (what === 'delete' && isProblem(error, orderRoutes.deleteOrder, 'ORDER_HOLDS_MONEY')) {
        // Money or papers are kept: offer to archive it instead, in the same dialog.
        setRefusal(error.message);
        setAsking('archive');
      } else {
        toast.error(messageOf(error));
        setAsking(undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  if (order.archivedAt) {
    return (
      <div className={styles.moveButtons}>
        <p className={styles.closed}>{t('archivedAt', { at: formatDateTime(order.archivedAt, language) })}</p>
        <button
          type="button"
          disabled={busy}
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={() => void run('unarchive')}
        >
          {t('unarchive')}
        </button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.closed}>{t('putAway')}</p>
      <div className={styles.moveButtons}>
        <button
          type="button"
          disabled={busy}
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={() => setAsking('archive')}
        >
          {t('archive')}
        </button>
        {order.status === 'CANCELLED' && (
          <button
            type="button"
            disabled={busy}
            className={`${formStyles.button} ${formStyles.danger} ${formStyles.small}`}
            onClick={() => setAsking('delete')}
          >
            {t('delete')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== undefined}
        title={t(asking === 'delete' ? 'askDelete' : 'askArchive', { id: order.id })}
        confirmLabel={asking === 'delete' ? t('delete') : t('archive')}
        cancelLabel={t('keep')}
        busy={busy}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => {
          setAsking(undefined);
          setRefusal(undefined);
        }}
      >
        {asking === 'delete'
          ? t('deleteConsequence')
          : `${refusal ? t('refusal', { refusal }) : ''}${t('archiveConsequence')}`}
      </ConfirmDialog>
    </>
  );
}
