'use client';

import type { Order } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import styles from './orders.module.css';

/**
 * Some units of a delivered order come back (issue 17.3): how many of each line, why, and whether
 * they go back in stock; asked once more, then recorded, with a credit note when the order was
 * invoiced. Lines with nothing left to return are not offered.
 */
export function ReturnSomeItems({ order, onChanged }: { order: Order; onChanged(): Promise<unknown> }) {
  const t = useTranslations('adminOrders.returnSome');
  const queryClient = useQueryClient();
  const open = order.items.filter((item) => item.quantity > item.returnedQuantity);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [restock, setRestock] = useState(true);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (open.length === 0) return <p className={styles.closed}>{t('allBack')}</p>;

  const lines = open.flatMap((item) => {
    const quantity = Number(counts[item.productId] ?? 0);
    return Number.isInteger(quantity) && quantity > 0 ? [{ productId: item.productId, quantity }] : [];
  });

  const ask = () => {
    const wrong = open.find((item) => {
      const typed = counts[item.productId]?.trim() ?? '';
      const n = Number(typed || 0);
      return !Number.isInteger(n) || n < 0 || n > item.quantity - item.returnedQuantity;
    });
    if (wrong)
      return setError(t('enterRange', { max: wrong.quantity - wrong.returnedQuantity, name: wrong.name }));
    if (lines.length === 0) return setError(t('enterSome'));
    setError(undefined);
    setConfirming(true);
  };

  const save = async () => {
    setBusy(true);
    try {
      await staffCall(orderRoutes.returnOrderLines, {
        params: { id: order.id },
        body: { lines, note: note.trim() || null, restock },
      });
      toast.success(t('recorded'));
      setCounts({});
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      // The question is answered: close it before the order reloads, so the form is usable at once.
      setConfirming(false);
      setBusy(false);
      await onChanged();
    }
  };

  return (
    <form
      className={styles.paymentForm}
      aria-label={t('form')}
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
      noValidate
    >
      <FormError message={error} />
      {open.map((item) => (
        <TextField
          key={item.productId}
          label={t('field', { name: item.name, unit: item.unit })}
          inputMode="numeric"
          hint={
            item.returnedQuantity
              ? t('upToBefore', { max: item.quantity - item.returnedQuantity, before: item.returnedQuantity })
              : t('upTo', { max: item.quantity })
          }
          value={counts[item.productId] ?? ''}
          placeholder="0"
          onChange={(event) => setCounts((c) => ({ ...c, [item.productId]: event.target.value }))}
        />
      ))}
      <TextField
        label={t('why')}
        optional
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <CheckboxField
        label={t('restock')}
        checked={restock}
        onChange={(event) => setRestock(event.target.checked)}
      />
      <button type="submit" className={`${formStyles.button} ${formStyles.small}`} disabled={busy}>
        {t('record')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('ask', {
          lines: lines
            .map((l) => `${l.quantity} × ${open.find((i) => i.productId === l.productId)?.name}`)
            .join(', '),
        })}
        confirmLabel={t('record')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        {order.invoices.length > 0 ? t('creditNote') : ''}
        {t('money')}
      </ConfirmDialog>
    </form>
  );
}
