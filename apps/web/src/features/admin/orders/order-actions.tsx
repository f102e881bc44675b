'use client';

import type { Order, OrderStatus } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { ApiError, messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { MOVE_LABELS } from './order-moves';
import styles from './orders.module.css';

/** Moves that end the order's road ask first and say what follows. */
const CONSEQUENCE: Partial<Record<OrderStatus, (order: Order) => string>> = {
  CANCELLED: (o) =>
    `The order is cancelled and its stock goes back: ${o.items
      .map((i) => `${i.quantity} × ${i.name}`)
      .join(', ')}. This cannot be undone.`,
  RETURNED: () =>
    'The order is marked returned. Stock does not come back by itself: check the goods, then return each line to stock on this page.',
};

/**
 * The order's next steps: a button for each status the server allows next (DESIGN §4), with an
 * optional note. A 409 means someone moved the order meanwhile: say so and show the order as it is now.
 */
export function OrderActions({ order, onChanged }: { order: Order; onChanged(): Promise<unknown> }) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<OrderStatus>();
  const [busy, setBusy] = useState(false);

  const move = async (status: OrderStatus) => {
    setBusy(true);
    try {
      const { message } = await staffCall(orderRoutes.changeOrderStatus, {
        params: { id: order.id },
        body: { status, note: note.trim() || null },
      });
      toast.success(message ?? 'Order updated successfully');
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
    return <p className={styles.closed}>This order is closed: no further status changes.</p>;
  }
  const asked = asking && CONSEQUENCE[asking];
  return (
    <div className={`${kit.stack} ${kit.snug}`}>
      <div className={formStyles.field}>
        <label htmlFor={noteId} className={formStyles.label}>
          Note <span className={formStyles.optional}>(optional)</span>
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={TEXT_LIMITS.orderNote}
          className={`${formStyles.input} ${styles.note}`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Courier and tracking number, reason for cancelling…"
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
            onClick={() => (CONSEQUENCE[status] ? setAsking(status) : void move(status))}
          >
            {MOVE_LABELS[status]}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={asking !== undefined}
        title={asking === 'CANCELLED' ? `Cancel order #${order.id}?` : `Mark order #${order.id} returned?`}
        confirmLabel={asking ? MOVE_LABELS[asking] : ''}
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => asking && void move(asking)}
        onCancel={() => setAsking(undefined)}
      >
        {asked ? asked(order) : null}
      </ConfirmDialog>
    </div>
  );
}
