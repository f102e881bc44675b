'use client';

import type { BulkOrderStatusResult } from '@farm/contract';
import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { type RefusalWord, refusalWord } from './bulk-refusal';
import styles from './delivery-work.module.css';

type Target = 'PACKED' | 'SHIPPED';

/**
 * Marks the ticked orders packed or shipped in one call, after asking. Each order moves or is
 * refused on its own (an order already shipped cannot be packed): the count moved is a toast, the
 * refusals stay listed until the next move.
 */
export function BulkMove({ orderIds, onMoved }: { orderIds: number[]; onMoved(): Promise<unknown> }) {
  const t = useTranslations('adminDelivery.bulk');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Target>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ target: Target; answer: BulkOrderStatusResult }>();

  const move = async (status: Target) => {
    setBusy(true);
    try {
      const answer = await staffData(deliveryWorkRoutes.bulkOrderStatus, { body: { orderIds, status } });
      setResult({ target: status, answer });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await onMoved();
      // Said once the list shows it, as the dialog closes: a toast raised before a slow refresh
      // was over before anyone (or a test) looked.
      if (answer.moved.length > 0) toast.success(t(`moved.${status}`, { count: answer.moved.length }));
      else toast.error(t(`noneMoved.${status}`));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  const said = (word: RefusalWord): string => {
    if (word.key === 'api') return word.message;
    if (word.key === 'cannot')
      return t('refusal.cannot', { now: t(`status.${word.now}`), target: t(`status.${word.target}`) });
    if (word.key === 'already' || word.key === 'ahead')
      return t(`refusal.${word.key}`, { now: t(`status.${word.now}`) });
    return t(`refusal.${word.key}`);
  };

  return (
    <div className={kit.stack}>
      <div className={styles.bulkBar}>
        <p className={styles.selectedCount} aria-live="polite">
          {t('selected', { count: orderIds.length })}
        </p>
        {(['PACKED', 'SHIPPED'] as const).map((status) => (
          <button
            key={status}
            type="button"
            className={buttonClass(status === 'PACKED' ? 'secondary' : 'primary', ['compact'])}
            disabled={busy || orderIds.length === 0}
            onClick={() => setAsking(status)}
          >
            {t(`mark.${status}`)}
          </button>
        ))}
      </div>
      {result && result.answer.refused.length > 0 && (
        <div className={kit.refusal} role="alert">
          <p className={kit.refusalTitle}>
            {t('notMoved', { count: result.answer.refused.length, moved: result.answer.moved.length })}
          </p>
          <ul>
            {result.answer.refused.map((r) => (
              <li key={r.orderId}>
                #{r.orderId}: {said(refusalWord(r, result.target))}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking ? t(`ask.${asking}`, { count: orderIds.length }) : ''}
        confirmLabel={asking ? t(`mark.${asking}`) : ''}
        cancelLabel={t('notYet')}
        tone="go"
        busy={busy}
        onConfirm={() => asking && void move(asking)}
        onCancel={() => setAsking(undefined)}
      >
        {asking && t(`explain.${asking}`, { count: orderIds.length })}
      </ConfirmDialog>
    </div>
  );
}
