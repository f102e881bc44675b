'use client';

import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { formStyles } from '@/components/ui/form-fields';
import panel from '@/components/ui/panel.module.css';
import { toast } from '@/components/ui/toast';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { exportMyData } from './api';
import { downloadDataExport } from './download-file';
import styles from './section.module.css';

/**
 * "Your data" (DPDP Act 2023): download everything the shop keeps about you, or close the account.
 * Closing says first what happens, then asks for a code sent to the customer's number; afterwards
 * the customer is signed out (`onClosed`).
 */
export function YourData({ user, onClosed }: { user: SessionUser; onClosed(): void }) {
  const t = useWords('profile');
  return (
    <section id="data" aria-labelledby="data-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="data-title" className={styles.title}>
          <ShieldCheck aria-hidden="true" size={22} /> {t('data.title')}
        </h2>
      </div>
      <DownloadMyData />
      <CloseAccount user={user} onClosed={onClosed} />
    </section>
  );
}

function DownloadMyData() {
  const t = useWords('profile');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadDataExport(await exportMyData());
      toast.success(t('data.downloaded'));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.block}>
      <p>{t('data.fileNote')}</p>
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        onClick={download}
        disabled={busy}
      >
        <Download aria-hidden="true" size={16} /> {busy ? t('data.preparing') : t('data.download')}
      </button>
    </div>
  );
}

function CloseAccount({ user, onClosed }: { user: SessionUser; onClosed(): void }) {
  const t = useWords('profile');
  const [open, setOpen] = useState(false);
  const CloseAccountSteps = useLazyComponent(open, () =>
    import('./close-account-steps').then((m) => m.CloseAccountSteps),
  );

  return (
    <div className={styles.block}>
      <h3 className={styles.subtitle}>{t('data.closeTitle')}</h3>
      {!open && (
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={() => setOpen(true)}
        >
          {t('data.closeOpen')}
        </button>
      )}
      {open &&
        (CloseAccountSteps ? (
          <CloseAccountSteps user={user} onClosed={onClosed} onCancel={() => setOpen(false)} />
        ) : (
          <p role="status">{t('data.loading')}</p>
        ))}
    </div>
  );
}
