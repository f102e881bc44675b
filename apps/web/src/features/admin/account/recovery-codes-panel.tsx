'use client';

import { Copy, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { formStyles } from '@/components/ui/form-fields';
import styles from './account.module.css';
import { recoveryCodesFile } from './second-factor-text';

type Props = { codes: readonly string[]; account: string; onDone(): void };

/**
 * The recovery codes, shown this once (the API keeps only their hashes): copy them, download them,
 * and say they are saved before the screen lets them go.
 */
export function RecoveryCodesPanel({ codes, account, onDone }: Props) {
  const [href, setHref] = useState<string>();
  // Shown only after an action in the browser; the host says where the codes sign in.
  const shop = typeof window === 'undefined' ? 'the shop' : window.location.host;
  const text = recoveryCodesFile(codes, account, new Date(), shop);

  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy. Select the codes and copy them, or download them.');
    }
  };

  const small = `${formStyles.button} ${formStyles.secondary} ${formStyles.small}`;
  return (
    <section className={formStyles.form} aria-label="Recovery codes">
      <p className={styles.warning} role="alert">
        <strong>Save these recovery codes now: they will not be shown again.</strong> If you lose your phone,
        each code signs you in once instead of a code from the app. Keep them somewhere safe, away from your
        phone (printed, or in a password manager).
      </p>
      <ul className={styles.codes} aria-label="Your recovery codes">
        {codes.map((code) => (
          <li key={code} className={styles.key}>
            {code}
          </li>
        ))}
      </ul>
      <div className={formStyles.row}>
        <button type="button" className={small} onClick={() => void copy()}>
          <Copy aria-hidden="true" size={16} /> Copy
        </button>
        {href && (
          <a className={small} href={href} download="farm-shop-recovery-codes.txt">
            <Download aria-hidden="true" size={16} /> Download
          </a>
        )}
      </div>
      <button type="button" className={formStyles.button} onClick={onDone}>
        I have saved my recovery codes
      </button>
    </section>
  );
}
