'use client';

import type { Order } from '@farm/contract';
import { paymentRoutes } from '@farm/contract/plain/routes/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { paiseToRupees, parseRupees } from '@/features/admin/form/rupees';
import { ApiError, isProblem, messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { formatPaise } from '@/lib/format';
import { newUuid } from '@/lib/uuid';
import styles from './orders.module.css';

/**
 * Gives back part or all of what an order paid online (decision 0031): the amount, prefilled with
 * what is left, and a reason the customer sees; asked once more before the money goes. One
 * `Idempotency-Key` per intended refund (issue 30.1): made when the question for an amount and
 * reason opens, kept while the same refund is tried again (a lost answer, a second click), so the
 * shop refunds once; dropped once it is sent, or when the amount or reason changes.
 */
export function OrderRefund({ order, onChanged }: { order: Order; onChanged(): Promise<unknown> }) {
  const t = useTranslations('adminOrders.refund');
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(paiseToRupees(order.refundable));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<number>();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; paise: number; reason: string }>(undefined);

  const ask = () => {
    const paise = parseRupees(amount);
    if (paise === undefined || paise < 1) return setError(t('amountError'));
    if (paise > order.refundable) return setError(t('atMost', { amount: formatPaise(order.refundable) }));
    setError(undefined);
    const why = reason.trim();
    const same = attempt.current?.paise === paise && attempt.current.reason === why;
    if (!same) attempt.current = { key: newUuid(), paise, reason: why };
    setConfirming(paise);
  };

  const refund = async (paise: number) => {
    setBusy(true);
    try {
      const key = attempt.current?.key ?? newUuid();
      await staffCall(paymentRoutes.refundOrder, {
        params: { id: order.id },
        body: { amount: paise, reason: attempt.current?.reason || null },
        headers: { 'idempotency-key': key },
      });
      attempt.current = undefined;
      toast.success(t('sent'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (failure) {
      if (isProblem(failure, paymentRoutes.refundOrder, 'IDEMPOTENCY_KEY_REUSED'))
        attempt.current = undefined;
      // Too much, or more than this staff member may send: said under the amount.
      if (failure instanceof ApiError && failure.fieldText('amount')) setError(messageOf(failure));
      else toast.error(messageOf(failure));
    } finally {
      // The question is answered: close it before the order reloads, so the form is usable at once.
      setConfirming(undefined);
      setBusy(false);
      await onChanged();
    }
  };

  return (
    <form
      className={styles.paymentForm}
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
      noValidate
    >
      <TextField
        label={t('label')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error ? { type: 'validate', message: error } : undefined}
        hint={t('canRefund', { amount: formatPaise(order.refundable) })}
      />
      <TextField
        label={t('reason')}
        optional
        value={reason}
        maxLength={200}
        hint={t('reasonHint')}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className={`${formStyles.button} ${formStyles.small}`} disabled={busy}>
        {t('refund')}
      </button>
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('ask', { amount: formatPaise(confirming ?? 0) })}
        confirmLabel={t('refund')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => confirming !== undefined && void refund(confirming)}
        onCancel={() => setConfirming(undefined)}
      >
        {t('consequence')}
      </ConfirmDialog>
    </form>
  );
}
