'use client';

import type { Order } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { paiseToRupees, parseRupees } from '@/features/admin/form/rupees';
import { ApiError, messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { formatDateTime, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { paymentNoteText } from '@/lib/words/timeline-words';
import { OrderRefund } from './order-refund';
import styles from './orders.module.css';
import { StaffInvoiceLinks } from './staff-invoice-links';

/**
 * Where the order's money stands (issue 15.6): cash due, or collected (how much, by whom, when).
 * While it is due and the order stands, staff record what the customer paid at the door, prefilled
 * with the total; a short payment is recorded as paid, with a note.
 */
/** A payment row's note: what was typed or stored, or the catalogue's words for cash at the door. */
function PaymentNote({ payment }: { payment: Order['payments'][number] }) {
  const text = paymentNoteText(payment, useLanguage());
  return text ? <small className={styles.paymentNote}>{text}</small> : null;
}

/** " by Test Helper", " by Razorpay"; the shop's own rows store no name (issue 31): " by Shop". */
function byWhom(
  t: ReturnType<typeof useTranslations<'adminOrders.payment'>>,
  payment: Pick<Order['payments'][number], 'actorKind' | 'actorName'>,
): string {
  const name = payment.actorName ?? (payment.actorKind === 'system' ? t('shop') : null);
  return name ? t('by', { name }) : '';
}

export function OrderPayment({ order, onChanged }: { order: Order; onChanged(): Promise<unknown> }) {
  const t = useTranslations('adminOrders.payment');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(paiseToRupees(order.total));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const open = order.status !== 'CANCELLED' && order.status !== 'RETURNED';
  // Money taken at the door by UPI is "Paid by UPI", not "Cash collected" (the row's `collectedBy` tells).
  const byUpi =
    order.paymentStatus === 'COD_COLLECTED' &&
    order.payments.findLast((p) => p.status === 'COD_COLLECTED')?.collectedBy === 'UPI';
  const words = useTranslations('adminOrders');

  const record = async () => {
    const paise = parseRupees(amount);
    if (paise === undefined) return setError(t('amountError'));
    if (paise > order.total) return setError(t('atMost', { amount: formatPaise(order.total) }));
    setError(undefined);
    setBusy(true);
    try {
      await staffCall(orderRoutes.recordCashCollected, {
        params: { id: order.id },
        body: { amount: paise, note: note.trim() || null },
      });
      toast.success(t('recorded'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await onChanged();
    } catch (failure) {
      toast.error(messageOf(failure));
      if (failure instanceof ApiError && failure.status === 409) await onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.payment}>
      <p>
        <strong data-testid="payment-status">
          {byUpi ? t('paidByUpi') : words(`paymentStatus.${order.paymentStatus}`)}
        </strong>
        {order.paymentStatus === 'COD_DUE' && t('toCollect', { amount: formatPaise(order.total) })}
      </p>
      {order.payments.length > 0 && (
        <ul className={styles.paymentList}>
          {order.payments.map((p) => (
            <li key={p.createdAt}>
              {formatPaise(p.amount)} {t(`row.${p.status}`)}
              {byWhom(t, p)}, {formatDateTime(p.createdAt, language)}
              {p.status === 'COD_COLLECTED' &&
                p.amount < order.total &&
                t('short', { amount: formatPaise(order.total - p.amount) })}
              <PaymentNote payment={p} />
            </li>
          ))}
        </ul>
      )}
      <StaffInvoiceLinks invoices={order.invoices} />
      {order.paymentMethod === 'ONLINE' && order.refundable > 0 && (
        <OrderRefund order={order} onChanged={onChanged} />
      )}
      {order.paymentStatus === 'COD_DUE' && open && (
        <form
          className={styles.paymentForm}
          onSubmit={(event) => {
            event.preventDefault();
            void record();
          }}
          noValidate
        >
          <TextField
            label={t('cash')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={error ? { type: 'validate', message: error } : undefined}
          />
          <TextField
            label={t('note')}
            optional
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
          <button type="submit" className={`${formStyles.button} ${formStyles.small}`} disabled={busy}>
            {busy ? t('saving') : t('record')}
          </button>
        </form>
      )}
    </div>
  );
}
