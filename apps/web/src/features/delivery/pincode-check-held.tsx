import type { ReactNode } from 'react';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { serverWords } from '@/lib/i18n/server-words';
import styles from './pincode-check.module.css';

/**
 * The delivery check as the server draws it while its code loads (`PincodeCheck`'s first view,
 * disabled): the same box, so nothing moves when the working one takes its place.
 */
export async function PincodeCheckHeld({ icon }: { icon: ReactNode }) {
  const t = await serverWords('delivery');
  return (
    <section className={styles.box} aria-busy="true">
      <h2 className={styles.title}>
        {icon} {t('check.title')}
      </h2>
      <div className={styles.form}>
        <input
          className={`${form.input} ${styles.input}`}
          aria-label={t('check.pincode')}
          placeholder={t('check.pincode')}
          disabled
        />
        <button type="button" className={buttons.secondary} disabled>
          {t('check.check')}
        </button>
      </div>
      <div className={styles.answer} />
    </section>
  );
}
