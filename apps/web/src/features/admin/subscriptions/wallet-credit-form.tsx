'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast';
import { parseRupees } from '@/features/admin/form/rupees';
import { messageOf } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';
import { creditBill, creditWallet, customerBillKey, customerSubscriptionsKey } from './subscriptions-api';

const CAUSES = ['spoilt', 'missed', 'other'] as const;
type Cause = (typeof CAUSES)[number];

/**
 * Staff credit a wallet with a reason (issue 34.3/34.6): spoilt milk, a missed delivery, or another
 * said in the note. The note is what staff typed (the ledger shows it); the key is made when the
 * form opens and again after each credit, so a double click or a retry credits once. A customer on
 * the monthly bill (`onBill`) is credited on the bill instead: it comes off what they owe, and the
 * statement shows it with the note (decision 0054's addendum).
 */
export function WalletCreditForm({
  customer,
  onBill,
}: {
  customer: { id: number; name: string };
  onBill: boolean;
}) {
  const t = useTranslations('adminSubscriptions.credit');
  const queryClient = useQueryClient();
  const [cause, setCause] = useState<Cause>('spoilt');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState<string>(t('notes.spoilt'));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const paise = parseRupees(amount);
  const credit = useMutation({
    mutationFn: async () => {
      if (onBill) {
        await creditBill(customer.id, { amountPaise: paise ?? 0, note: note.trim(), idempotencyKey: key });
        return;
      }
      await creditWallet(customer.id, {
        amount: paise ?? 0,
        reason: 'STAFF_CREDIT',
        note: note.trim(),
        idempotencyKey: `staff:${key}`,
      });
    },
    onSuccess: async () => {
      const words = { amount: formatPaise(paise ?? 0), name: customer.name };
      toast.success(onBill ? t('billDone', words) : t('done', words));
      setConfirming(false);
      setAmount('');
      setKey(crypto.randomUUID());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerSubscriptionsKey(customer.id) }),
        queryClient.invalidateQueries({ queryKey: customerBillKey(customer.id) }),
      ]);
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(messageOf(error));
    },
  });
  const chooseCause = (next: Cause) => {
    setCause(next);
    setNote(next === 'other' ? '' : t(`notes.${next}`));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!paise || paise < 100) return setProblem(t('amountNeeded'));
    if (!note.trim()) return setProblem(t('noteNeeded'));
    setProblem(undefined);
    setConfirming(true);
  };
  const money = formatPaise(paise ?? 0);
  const title = onBill ? t('billTitle') : t('title');
  const confirmAction = onBill ? t('billConfirmAction') : t('confirmAction');
  return (
    <form onSubmit={submit} aria-label={title} data-testid="wallet-credit">
      <h3 className={formStyles.label}>{title}</h3>
      {onBill && <p>{t('billHint', { name: customer.name })}</p>}
      <SelectField
        label={t('why')}
        value={cause}
        onChange={(e) => chooseCause(e.target.value as Cause)}
        options={CAUSES.map((value) => ({ value, label: t(`causes.${value}`) }))}
      />
      <TextField
        label={t('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        label={onBill ? t('billNote') : t('note')}
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormError message={problem} />
      <button type="submit" className={formStyles.button} disabled={credit.isPending}>
        {paise ? t(onBill ? 'billSubmit' : 'submit', { amount: money }) : confirmAction}
      </button>
      <ConfirmDialog
        open={confirming}
        title={title}
        confirmLabel={confirmAction}
        tone="go"
        busy={credit.isPending}
        onConfirm={() => credit.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t(onBill ? 'billConfirm' : 'confirm', { amount: money, name: customer.name })}</p>
      </ConfirmDialog>
    </form>
  );
}
