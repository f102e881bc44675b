'use client';

import { monthlyBillRoutes } from '@farm/contract/plain/routes/monthly-bill';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormError, formStyles } from '@/components/ui/form-fields';
import panel from '@/components/ui/panel.module.css';
import { postToCheckout } from '@/features/order/online-payment';
import { apiCall, apiFile } from '@/lib/api/client';
import { messageOf } from '@/lib/api/problem';
import { useFileDownload } from '@/lib/api/use-file-download';
import { formatPaise, indiaToday } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { newUuid } from '@/lib/uuid';
import { BillCredits } from './bill-credits';
import { monthLabel } from './bill-words';
import styles from './wallet.module.css';

const PAYMENT_OUTCOMES = ['paid', 'failed', 'later'] as const;

/**
 * Profile → Wallet's monthly bill (issue 34.3), for a customer staff put on it: what is owed now,
 * "Pay now" (hosted checkout, as a top-up), and each month's statement as a PDF. The 1st's message
 * links here.
 */
export function MonthlyBillPanel({ customerId }: { customerId: number }) {
  const t = useWords('wallet');
  const language = useLanguage();
  const search = useSearchParams();
  const query = useQuery({
    queryKey: ['wallet', customerId, 'monthly-bill'],
    queryFn: async () => (await apiCall(monthlyBillRoutes.getMyMonthlyBill)).response,
  });
  const { busy: downloading, download } = useFileDownload();
  const [problem, setProblem] = useState<string>();
  const [paying, setPaying] = useState(false);
  const key = useRef(newUuid());
  const bill = query.data;
  if (!bill || (!bill.monthlyBill && bill.statements.length === 0)) return null;
  const outcome = PAYMENT_OUTCOMES.find((o) => o === search.get('payment'));
  const returned = search.get('billPayment') && outcome;

  const pay = async () => {
    setProblem(undefined);
    setPaying(true);
    try {
      const start = await apiCall(monthlyBillRoutes.startBillPayment, {
        headers: { 'idempotency-key': key.current },
      });
      postToCheckout(start.response);
    } catch (error) {
      setProblem(messageOf(error));
      setPaying(false);
    }
  };
  const pdf = (month: string) =>
    void download(
      () => apiFile(monthlyBillRoutes.getMyStatementPdf, { params: { month } }),
      `statement-${month}.pdf`,
    );
  const months = [indiaToday().slice(0, 7), ...bill.statements.map((s) => s.month)];
  const closedDue = new Map(bill.statements.map((s) => [s.month, s.duePaise]));

  return (
    <section className={`${panel.panel} ${styles.balance}`} aria-labelledby="wallet-bill">
      <h2 id="wallet-bill" className={styles.heading}>
        {t('bill.title')}
      </h2>
      {returned && (
        <p role="status" className={styles.muted}>
          {t(`bill.returned.${outcome}`)}
        </p>
      )}
      <p className={styles.amount} data-testid="bill-due">
        {formatPaise(Math.max(bill.duePaise, 0))}
      </p>
      <p className={styles.muted}>
        {bill.duePaise < 0
          ? t('bill.inCredit', { amount: formatPaise(-bill.duePaise) })
          : bill.monthlyBill
            ? t('bill.note')
            : t('bill.ended')}
      </p>
      <FormError message={problem} />
      {bill.duePaise > 0 && (
        <div>
          <button type="button" className={formStyles.button} disabled={paying} onClick={() => void pay()}>
            {paying ? t('topUp.going') : t('bill.pay', { amount: formatPaise(bill.duePaise) })}
          </button>
        </div>
      )}
      <BillCredits credits={bill.credits} />
      <h3 className={styles.subheading}>{t('bill.statements')}</h3>
      <ul className={styles.ledger}>
        {months.map((month) => {
          const due = closedDue.get(month);
          return (
            <li key={month} className={styles.entry}>
              <div className={styles.what}>
                <strong>{monthLabel(month, language)}</strong>
                <span className={styles.muted}>
                  {due === undefined ? t('bill.open') : t('bill.closedDue', { amount: formatPaise(due) })}
                </span>
              </div>
              <div className={styles.money}>
                <button
                  type="button"
                  className={formStyles.linkButton}
                  disabled={downloading}
                  onClick={() => pdf(month)}
                >
                  {t('bill.pdf')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
