'use client';

import type { WalletEntry } from '@farm/contract';
import { formatDateTime, formatPaise } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './wallet.module.css';

/** The wallet's ledger, newest first: what moved, why (with staff's note on a credit), and the balance after. */
export function Ledger({ entries }: { entries: WalletEntry[] }) {
  const t = useWords('wallet');
  const language = useLanguage();
  return (
    <ul className={styles.ledger} data-testid="wallet-ledger">
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry} data-testid="ledger-entry">
          <div className={styles.what}>
            <strong>{t(`reasons.${entry.reason}`)}</strong>
            {entry.note && <span className={styles.note}>{entry.note}</span>}
            <span className={styles.muted}>{formatDateTime(entry.createdAt, language)}</span>
          </div>
          <div className={styles.money}>
            <strong className={entry.amount < 0 ? styles.debit : styles.credit}>
              {entry.amount > 0 ? '+' : ''}
              {formatPaise(entry.amount)}
            </strong>
            <span className={styles.muted}>{t('after', { balance: formatPaise(entry.balanceAfter) })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
