'use client';

import type { BulkOrderStatusResult } from '@farm/contract';
import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { refusalText } from './bulk-refusal';
import styles from './delivery-work.module.css';

type Target = 'PACKED' | 'SHIPPED';
const LABEL: Record<Target, string> = { PACKED: 'Mark packed', SHIPPED: 'Mark shipped' };
const WORD: Record<Target, string> = { PACKED: 'packed', SHIPPED: 'shipped (out for delivery)' };

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/**
 * Marks the ticked orders packed or shipped in one call, after asking. Each order moves or is
 * refused on its own (an order already shipped cannot be packed): the count moved is a toast, the
 * refusals stay listed until the next move.
 */
export function BulkMove({ orderIds, onMoved }: { orderIds: number[]; onMoved(): Promise<unknown> }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Target>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ target: Target; answer: BulkOrderStatusResult }>();

  const move = async (status: Target) => {
    setBusy(true);
    try {
      const answer = await staffData(deliveryWorkRoutes.bulkOrderStatus, { body: { orderIds, status } });
      setResult({ target: status, answer });
      if (answer.moved.length > 0) toast.success(`${orders(answer.moved.length)} marked ${WORD[status]}`);
      else toast.error(`No order was marked ${WORD[status]}`);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await onMoved();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  return (
    <div className={kit.stack}>
      <div className={styles.bulkBar}>
        <p className={styles.selectedCount} aria-live="polite">
          {orders(orderIds.length)} selected
        </p>
        {(['PACKED', 'SHIPPED'] as const).map((status) => (
          <button
            key={status}
            type="button"
            className={buttonClass(status === 'PACKED' ? 'secondary' : 'primary', ['compact'])}
            disabled={busy || orderIds.length === 0}
            onClick={() => setAsking(status)}
          >
            {LABEL[status]}
          </button>
        ))}
      </div>
      {result && result.answer.refused.length > 0 && (
        <div className={kit.refusal} role="alert">
          <p className={kit.refusalTitle}>
            {orders(result.answer.refused.length)} not moved ({result.answer.moved.length} moved)
          </p>
          <ul>
            {result.answer.refused.map((r) => (
              <li key={r.orderId}>
                #{r.orderId}: {refusalText(r, result.target)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking ? `${LABEL[asking]}: ${orders(orderIds.length)}?` : ''}
        confirmLabel={asking ? LABEL[asking] : ''}
        cancelLabel="Not yet"
        tone="go"
        busy={busy}
        onConfirm={() => asking && void move(asking)}
        onCancel={() => setAsking(undefined)}
      >
        {asking &&
          `The ${orders(orderIds.length)} ticked will be marked ${WORD[asking]}${
            asking === 'SHIPPED' ? ': their customers see them on the way' : ''
          }. An order that cannot move that way is left as it is and listed here.`}
      </ConfirmDialog>
    </div>
  );
}
