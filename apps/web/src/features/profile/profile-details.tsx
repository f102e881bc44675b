'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { formStyles } from '@/components/ui/form-fields';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { getCustomer, profileKeys } from './api';
import styles from './section.module.css';

/** Name and e-mail, with an edit form; the number changes in its own section (with a code). */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const t = useWords('profile');
  const query = useQuery({ queryKey: profileKeys.customer(user.id), queryFn: () => getCustomer(user.id) });
  const [editing, setEditing] = useState(false);
  const DetailsForm = useLazyComponent(editing, () =>
    import('./profile-details-form').then((m) => m.DetailsForm),
  );

  return (
    <section id="profile" aria-labelledby="profile-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="profile-title" className={styles.title}>
          <UserRound aria-hidden="true" size={22} /> {t('details.title')}
        </h2>
        {query.data && !editing && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            onClick={() => setEditing(true)}
          >
            {t('details.edit')}
          </button>
        )}
      </div>
      {query.isPending && <LoadingRows label={t('details.loading')} rows={1} size="section" />}
      {query.isError && (
        <LoadError
          message={t('details.failed', { problem: messageOf(query.error) })}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {query.data && !editing && (
        <dl className={styles.facts}>
          <dt>{t('details.name')}</dt>
          <dd data-testid="profile-name">{query.data.name}</dd>
          <dt>{t('details.mobile')}</dt>
          <dd>{displayMobile(query.data.mobileNumber)}</dd>
          <dt>{t('details.email')}</dt>
          <dd>{query.data.email ?? <span className={styles.muted}>{t('details.notGiven')}</span>}</dd>
        </dl>
      )}
      {query.data &&
        editing &&
        (DetailsForm ? (
          <DetailsForm
            userId={user.id}
            initial={{ name: query.data.name, email: query.data.email ?? '' }}
            onDone={() => setEditing(false)}
          />
        ) : (
          <LoadingRows label={t('details.loadingForm')} rows={1} size="section" />
        ))}
    </section>
  );
}
