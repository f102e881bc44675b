'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { LogOut } from 'lucide-react';
import { formStyles } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import type { SessionUser } from '@/features/session/session-store';
import { useLogout } from '@/features/session/use-logout';
import { useWords } from '@/lib/i18n/client-words';
import { withQueryScope } from '@/lib/query/query-scope';
import { AccountLinks } from './account-links';
import { AddressBook } from './address-book';
import { ChangeNumber } from './change-number';
import { MessageChoices } from './message-choices';
import { NotifyRequests } from './notify-requests';
import { OrderHistory } from './order-history';
import { ProfileDetails } from './profile-details';
import styles from './profile-page.module.css';
import { YourData } from './your-data';

const SECTIONS = ['profile', 'orders', 'addresses', 'notify', 'messages', 'mobile', 'data'] as const;

function Profile({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const t = useWords('profile');
  return (
    <div className={`container ${layout.page} ${styles.page}`}>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <div className={styles.hello}>
            <span className={styles.avatar} aria-hidden="true">
              {user.name.trim().charAt(0).toUpperCase()}
            </span>
            <div>
              <h1>{t('hello', { name: user.name })}</h1>
              {user.mobileNumber && <p>{displayMobile(user.mobileNumber)}</p>}
            </div>
          </div>
          <nav aria-label={t('nav')} className={styles.nav}>
            {SECTIONS.map((section) => (
              <a key={section} href={`#${section}`}>
                {t(`sections.${section}`)}
              </a>
            ))}
            <AccountLinks />
          </nav>
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${styles.logout}`}
            onClick={logout}
          >
            <LogOut aria-hidden="true" size={18} /> {t('logout')}
          </button>
        </aside>
        <div className={styles.main}>
          <ProfileDetails user={user} />
          <OrderHistory user={user} />
          <AddressBook user={user} />
          <NotifyRequests user={user} />
          <MessageChoices user={user} />
          <ChangeNumber user={user} />
          <YourData user={user} onClosed={logout} />
        </div>
      </div>
    </div>
  );
}

/** The signed-in customer's account, loaded by `ProfilePage` with the query cache it reads through. */
export const ProfileContents = withQueryScope(Profile);
