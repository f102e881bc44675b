'use client';

import type { Order, OrderStatus } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { ApiError, messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import styles from './orders.module.css';

/** Moves that end the order's road ask first and say what follows. */
const ASKS: readonly OrderStatus[] = ['CANCELLED', 'RETURNED'];

/**
 * The order's next steps: a button for each status the server allows next (DESIGN §4), with an
 * optional note. A 409 means someone moved the order meanwhile: say so and show the order as it is now.
 */
export function OrderActions({ order, onChanged }: { order: Order; onChanged(): Promise<unknown> }) {
  const t = useTranslations('adminOrders');
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<OrderStatus>();
  const [busy, setBusy] = useState(false);

  const move = async (status: OrderStatus) => {
    setBusy(true);
    try {
      await staffCall(orderRoutes.changeOrderStatus, {
        params: { id: order.id },
        body: { status, note: note.trim() || null },
      });
      // The shop's words for the move (the API's own sentence is English).
      toast.success(status === 'CANCELLED' ? t('actions.cancelled', { id: order.id }) : t('actions.updated'));
      setNote('');
      setAsking(undefined);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
      setAsking(undefined);
      if (error instanceof ApiError && error.status === 409) await onChanged();
    } finally {
      setBusy(false);
    }
  };

  if (order.allowedNextStatuses.length === 0) {
    return <p className={styles.closed}>{t('actions.closed')}</p>;
  }
  return (
    <div className={`${kit.stack} ${kit.snug}`}>
      <div className={formStyles.field}>
        <label htmlFor={noteId} className={formStyles.label}>
          {t('actions.note')} <span className={formStyles.optional}>{t('actions.optional')}</span>
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={TEXT_LIMITS.orderNote}
          className={`${formStyles.input} ${styles.note}`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('actions.notePlaceholder')}
        />
      </div>
      <div className={styles.moveButtons}>
        {order.allowedNextStatuses.map((status) => (
          <button
            key={status}
            type="button"
            disabled={busy}
            className={`${formStyles.button} ${formStyles.small} ${
              status === 'CANCELLED' ? formStyles.danger : status === 'RETURNED' ? formStyles.secondary : ''
            }`}
            onClick={() => (ASKS.includes(status) ? setAsking(status) : void move(status))}
          >
            {t(`move.${status}`)}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={asking !== undefined}
        title={
          asking === 'CANCELLED'
            ? t('actions.askCancel', { id: order.id })
            : t('actions.askReturned', { id: order.id })
        }
        confirmLabel={asking ? t(`move.${asking}`) : ''}
        cancelLabel={t('actions.keep')}
        busy={busy}
        onConfirm={() => asking && void move(asking)}
        onCancel={() => setAsking(undefined)}
      >
        {asking === 'CANCELLED'
          ? t('actions.cancelConsequence', {
              lines: order.items
                .map((i) => t('actions.line', { quantity: i.quantity, name: i.name }))
                .join(', '),
            })
          : asking === 'RETURNED'
            ? t('actions.returnedConsequence')
            : null}
      </ConfirmDialog>
    </div>
  );
}
