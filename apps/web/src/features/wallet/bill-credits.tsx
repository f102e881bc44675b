'use client';

import type { StatementCredit } from '@farm/contract';
import { formatDateTime, formatPaise } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './wallet.module.css';

/**
 * This month's credits on a monthly bill, each with why (the farm's note, or the day the door rule
 * took off) and the amount taken off what is owed. The customer's wallet page and staff's show it.
 */
export function BillCredits({ credits }: { credits: StatementCredit[] }) {
  const t = useWords('wallet');
  const language = useLanguage();
  if (credits.length === 0) return null;
  return (
    <div data-testid="bill-credits">
      <h3 className={styles.subheading}>{t('bill.credits.title')}</h3>
      <ul className={styles.ledger}>
        {credits.map((credit) => (
          <li key={`${credit.at}-${credit.reason}-${credit.amountPaise}`} className={styles.entry}>
            <div className={styles.what}>
              <strong>{t(`bill.credits.${credit.reason}`)}</strong>
              {credit.note && <span className={styles.note}>{credit.note}</span>}
              <span className={styles.muted}>{formatDateTime(credit.at, language)}</span>
            </div>
            <div className={styles.money}>
              <strong className={styles.credit}>
                {t('bill.credits.amount', { amount: formatPaise(credit.amountPaise) })}
              </strong>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
