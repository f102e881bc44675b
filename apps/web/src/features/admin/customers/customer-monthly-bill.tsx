'use client';

import type { MonthlyBill } from '@farm/contract';
import { STAFF_BILL_PAYMENT_METHODS } from '@farm/contract/plain/monthly-bill';
import { monthlyBillRoutes } from '@farm/contract/plain/routes/monthly-bill';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard } from '@/features/admin/shell/admin-page';
import { billPaise, monthLabel } from '@/features/wallet/bill-words';
import { messageOf } from '@/lib/api/problem';
import { staffCall, staffData, staffFile } from '@/lib/api/staff-client';
import { useFileDownload } from '@/lib/api/use-file-download';
import { formatDateTime, formatPaise, indiaToday } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { newUuid } from '@/lib/uuid';
import styles from './customers.module.css';

const billKey = (customerId: number) => ['admin', 'monthly-bill', customerId] as const;

/**
 * The customer's monthly bill (issue 34.3): put a trusted customer on it or back on the prepaid
 * wallet (who and when is shown), what they owe now, each month's statement as a PDF, and a
 * payment received in cash or UPI recorded once.
 */
export function CustomerMonthlyBill({ customerId }: { customerId: number }) {
  const t = useTranslations('adminPeople.customers.bill');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: billKey(customerId),
    queryFn: () => staffData(monthlyBillRoutes.getCustomerMonthlyBill, { params: { customerId } }),
  });
  const [busy, setBusy] = useState(false);
  const { busy: downloading, download } = useFileDownload();
  const bill = query.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: billKey(customerId) });

  const toggle = async (monthlyBill: boolean) => {
    setBusy(true);
    try {
      await staffCall(monthlyBillRoutes.setCustomerMonthlyBill, {
        params: { customerId },
        body: { monthlyBill },
      });
      toast.success(monthlyBill ? t('putOn') : t('takenOff'));
      await refresh();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const pdf = (month: string) =>
    void download(
      () => staffFile(monthlyBillRoutes.getCustomerStatementPdf, { params: { customerId, month } }),
      `statement-${customerId}-${month}.pdf`,
    );
  const thisMonth = indiaToday().slice(0, 7);

  return (
    <AdminCard title={t('title')}>
      {query.isError && <p role="alert">{messageOf(query.error)}</p>}
      {bill && (
        <div className={`${kit.stack} ${kit.snug}`}>
          <p data-testid="bill-state">
            {bill.monthlyBill ? t('on') : t('off')}
            {bill.changedAt && (
              <>
                {' '}
                <small>
                  {t('changed', {
                    who: bill.changedByName ?? t('someone'),
                    when: formatDateTime(bill.changedAt, language),
                  })}
                </small>
              </>
            )}
          </p>
          <p>
            <strong data-testid="bill-due">{dueWords(bill, t)}</strong>
          </p>
          <div className={formStyles.row}>
            <button
              type="button"
              className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
              disabled={busy}
              onClick={() => void toggle(!bill.monthlyBill)}
            >
              {bill.monthlyBill ? t('takeOff') : t('putOnButton')}
            </button>
          </div>
          <ul className={styles.cards} aria-label={t('statements')}>
            {[{ month: thisMonth, open: true }, ...bill.statements.map((s) => ({ ...s, open: false }))].map(
              (s) => (
                <li key={s.month}>
                  {monthLabel(s.month, language)}
                  {' · '}
                  {'duePaise' in s ? t('closedDue', { amount: formatPaise(s.duePaise) }) : t('open')}{' '}
                  <button
                    type="button"
                    className={formStyles.linkButton}
                    disabled={downloading}
                    onClick={() => pdf(s.month)}
                  >
                    {t('pdf')}
                  </button>
                </li>
              ),
            )}
          </ul>
          <PaymentForm customerId={customerId} onRecorded={refresh} />
        </div>
      )}
    </AdminCard>
  );
}

function dueWords(bill: MonthlyBill, t: ReturnType<typeof useTranslations<'adminPeople.customers.bill'>>) {
  if (bill.duePaise < 0) return t('inCredit', { amount: formatPaise(-bill.duePaise) });
  return t('due', { amount: formatPaise(bill.duePaise) });
}

/** Cash or UPI received: the amount, how, and the reference; one key per form, so a retry records once. */
function PaymentForm({ customerId, onRecorded }: { customerId: number; onRecorded: () => Promise<void> }) {
  const t = useTranslations('adminPeople.customers.bill');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<(typeof STAFF_BILL_PAYMENT_METHODS)[number]>('CASH');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = useRef(newUuid());
  const submit = async () => {
    const amountPaise = billPaise(amount);
    if (amountPaise === undefined) return setProblem(t('amountInvalid'));
    if (!reference.trim()) return setProblem(t('referenceMissing'));
    setProblem(undefined);
    setBusy(true);
    try {
      await staffCall(monthlyBillRoutes.recordBillPayment, {
        params: { customerId },
        body: { amountPaise, method, reference: reference.trim(), idempotencyKey: key.current },
      });
      toast.success(t('recorded'));
      key.current = newUuid();
      setAmount('');
      setReference('');
      await onRecorded();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={formStyles.form}
      noValidate
      aria-label={t('paymentTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 className={styles.subheading}>{t('paymentTitle')}</h3>
      <FormError message={problem} />
      <TextField
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <SelectField
        label={t('method')}
        value={method}
        options={STAFF_BILL_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
        onChange={(e) => setMethod(e.target.value as typeof method)}
      />
      <TextField
        label={t('reference')}
        hint={t('referenceHint')}
        autoComplete="off"
        maxLength={60}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
      />
      <div>
        <button type="submit" className={formStyles.button} disabled={busy}>
          {t('record')}
        </button>
      </div>
    </form>
  );
}
