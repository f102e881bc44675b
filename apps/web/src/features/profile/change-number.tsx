'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { formStyles } from '@/components/ui/form-fields';
import panel from '@/components/ui/panel.module.css';
import type { SessionUser } from '@/features/session/session-store';
import { useWords } from '@/lib/i18n/client-words';
import styles from './section.module.css';

/** Change of mobile number: a code goes to the new number, and the code proves it. */
export function ChangeNumber({ user }: { user: SessionUser }) {
  const t = useWords('profile');
  const [open, setOpen] = useState(false);
  const ChangeNumberSteps = useLazyComponent(open, () =>
    import('./change-number-steps').then((m) => m.ChangeNumberSteps),
  );

  return (
    <section id="mobile" aria-labelledby="mobile-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="mobile-title" className={styles.title}>
          <Smartphone aria-hidden="true" size={22} /> {t('mobile.title')}
        </h2>
        {!open && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            onClick={() => setOpen(true)}
          >
            {t('mobile.change')}
          </button>
        )}
      </div>
      <p>
        {t('mobile.signedInAs')}{' '}
        <strong>{user.mobileNumber ? displayMobile(user.mobileNumber) : user.name}</strong>
      </p>
      {open &&
        (ChangeNumberSteps ? (
          <ChangeNumberSteps user={user} onDone={() => setOpen(false)} />
        ) : (
          <p role="status">{t('mobile.loading')}</p>
        ))}
    </section>
  );
}
