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
import { getCustomer, profileKeys } from './api';
import styles from './section.module.css';

/** Name and e-mail, with an edit form; the number changes in its own section (with a code). */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const query = useQuery({ queryKey: profileKeys.customer(user.id), queryFn: () => getCustomer(user.id) });
  const [editing, setEditing] = useState(false);
  const DetailsForm = useLazyComponent(editing, () =>
    import('./profile-details-form').then((m) => m.DetailsForm),
  );

  return (
    <section id="profile" aria-labelledby="profile-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="profile-title" className={styles.title}>
          <UserRound aria-hidden="true" size={22} /> My profile
        </h2>
        {query.data && !editing && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            onClick={() => setEditing(true)}
          >
            Edit profile
          </button>
        )}
      </div>
      {query.isPending && <LoadingRows label="Loading your profile" rows={1} size="section" />}
      {query.isError && (
        <LoadError
          message={`Could not load this: ${messageOf(query.error)}`}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {query.data && !editing && (
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd data-testid="profile-name">{query.data.name}</dd>
          <dt>Mobile</dt>
          <dd>{displayMobile(query.data.mobileNumber)}</dd>
          <dt>Email</dt>
          <dd>{query.data.email ?? <span className={styles.muted}>Not given</span>}</dd>
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
          <LoadingRows label="Loading the form" rows={1} size="section" />
        ))}
    </section>
  );
}
