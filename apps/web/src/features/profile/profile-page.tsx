'use client';

import { useSessionGuard } from '@/features/auth/use-session-guard';
import { preloadForCustomer, useSignedInPart } from '@/features/session/use-signed-in-part';
import { useWords } from '@/lib/i18n/client-words';
import styles from './profile-page.module.css';

const loadContents = () => import('./profile-contents').then((m) => m.ProfileContents);
preloadForCustomer(loadContents);

/** `/profilePage`: the signed-in customer's account, loaded for them alone; a visitor is sent to `/profileLogin`. */
export function ProfilePage() {
  const guard = useSessionGuard('customer', '/profileLogin');
  const { user, Part: ProfileContents } = useSignedInPart(loadContents);
  const t = useWords('profile');

  if (guard !== 'allowed' || !user || !ProfileContents) {
    return (
      <p className={`container ${styles.state}`} role="status">
        {t('loading')}
      </p>
    );
  }
  return <ProfileContents user={user} />;
}
