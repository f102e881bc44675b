'use client';

import type { Order } from '@farm/contract';
import { paymentRoutes } from '@farm/contract/plain/routes/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles, TextField } from '@/components/ui/form-fields';
import { paiseToRupees, parseRupees, RUPEES_HINT } from '@/features/admin/form/rupees';
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
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(paiseToRupees(order.refundable));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<number>();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; paise: number; reason: string }>(undefined);

  const ask = () => {
    const paise = parseRupees(amount);
    if (paise === undefined || paise < 1) return setError(`Enter the amount ${RUPEES_HINT}`);
    if (paise > order.refundable)
      return setError(`At most ${formatPaise(order.refundable)}, what is left to refund`);
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
      const { message } = await staffCall(paymentRoutes.refundOrder, {
        params: { id: order.id },
        body: { amount: paise, reason: attempt.current?.reason || null },
        headers: { 'idempotency-key': key },
      });
      attempt.current = undefined;
      toast.success(message ?? 'Refund sent');
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
        label="Refund (₹)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error ? { type: 'validate', message: error } : undefined}
        hint={`${formatPaise(order.refundable)} can be refunded`}
      />
      <TextField
        label="Reason"
        optional
        value={reason}
        maxLength={200}
        hint="The customer sees this reason word for word: write it for them"
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className={`${formStyles.button} ${formStyles.small}`} disabled={busy}>
        Refund
      </button>
      <ConfirmDialog
        open={confirming !== undefined}
        title={`Refund ${formatPaise(confirming ?? 0)}?`}
        confirmLabel="Refund"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => confirming !== undefined && void refund(confirming)}
        onCancel={() => setConfirming(undefined)}
      >
        The money goes back to how the customer paid (UPI, card or bank), through Razorpay. This cannot be
        undone.
      </ConfirmDialog>
    </form>
  );
}
