'use client';

import { Copy, Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import styles from './account.module.css';
import { recoveryCodesFile } from './second-factor-text';

type Props = { codes: readonly string[]; account: string; onDone(): void };

/**
 * The recovery codes, shown this once (the API keeps only their hashes): copy them, download them,
 * and say they are saved before the screen lets them go.
 */
export function RecoveryCodesPanel({ codes, account, onDone }: Props) {
  const t = useTranslations('adminPeople.account.codes');
  const [href, setHref] = useState<string>();
  // Shown only after an action in the browser; the host says where the codes sign in.
  const shop = typeof window === 'undefined' ? t('theShop') : window.location.host;
  const text = recoveryCodesFile(codes, account, new Date(), shop);

  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };

  const small = `${formStyles.button} ${formStyles.secondary} ${formStyles.small}`;
  return (
    <section className={formStyles.form} aria-label={t('label')}>
      <p className={styles.warning} role="alert">
        <strong>{t('save')}</strong> {t('why')}
      </p>
      <ul className={styles.codes} aria-label={t('list')}>
        {codes.map((code) => (
          <li key={code} className={styles.key}>
            {code}
          </li>
        ))}
      </ul>
      <div className={formStyles.row}>
        <button type="button" className={small} onClick={() => void copy()}>
          <Copy aria-hidden="true" size={16} /> {t('copy')}
        </button>
        {href && (
          <a className={small} href={href} download="farm-shop-recovery-codes.txt">
            <Download aria-hidden="true" size={16} /> {t('download')}
          </a>
        )}
      </div>
      <button type="button" className={formStyles.button} onClick={onDone}>
        {t('saved')}
      </button>
    </section>
  );
}
