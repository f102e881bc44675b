'use client';

import type { Language } from '@farm/contract/plain/languages';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu, Store, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { useStaffSession } from '@/features/admin/session/staff-session-store';
import { LanguageSwitch } from '@/features/shell/language-switch';
import { ApiError, messageOf } from '@/lib/api/problem';
import { STAFF_LOGIN_PATH, signOutStaff, staffCall, staffData } from '@/lib/api/staff-client';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import styles from './admin-frame.module.css';
import { homeOf, isCurrent, mayOpen, navFor } from './admin-nav';

/**
 * The staff member's language kept on their account (decision 0053): their papers (packing list,
 * route sheet) print in it. A refusal does not keep them on the page: the address carries the language.
 */
function saveLanguage(language: Language): Promise<void> {
  return staffCall(userRoutes.changeOwnLanguage, { body: { locale: language } }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The staff area's frame and guard: nothing of the admin shows until the API has confirmed a
 * staff session (`GET /user`); a visitor or a customer is sent to the staff sign-in.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('adminShell');
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const signIn = useStaffSession((s) => s.signIn);
  const [menuOpen, setMenuOpen] = useState(false);
  const me = useQuery({
    queryKey: ['admin', 'me'],
    queryFn: () => staffData(userRoutes.getCurrentUser),
    retry: false,
  });

  useEffect(() => {
    if (me.data) signIn(me.data);
  }, [me.data, signIn]);

  // A delivery person who lands elsewhere (the dashboard after signing in, an old link) goes to their routes.
  const refused = me.data !== undefined && !mayOpen(me.data.role, pathname);
  useEffect(() => {
    if (refused && me.data) router.replace(homeOf(me.data.role));
  }, [refused, me.data, router]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => setMenuOpen(false), [pathname]);

  if (!me.data) {
    const lapsed = me.error instanceof ApiError && me.error.status === 401;
    return (
      <div className={styles.gate} role="status">
        {me.isError && !lapsed ? (
          <>
            <p>{messageOf(me.error)}</p>
            <button type="button" className={styles.retry} onClick={() => void me.refetch()}>
              {t('tryAgain')}
            </button>
          </>
        ) : (
          <p>{t('checkingSession')}</p>
        )}
      </div>
    );
  }

  const signOut = async () => {
    await signOutStaff();
    queryClient.clear();
    router.replace(STAFF_LOGIN_PATH);
  };

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <Link href={homeOf(me.data.role)} className={styles.brand}>
          {t('brand')}
        </Link>
        <Link href="/admin/account" className={styles.who} title={t('accountSecurity')}>
          <span className={styles.name}>{me.data.name}</span>
          <span className={styles.role}>{t(`roles.${me.data.role}`)}</span>
        </Link>
        <LanguageSwitch
          label={t('languageLabel')}
          className={styles.languages}
          onChoose={(language) => saveLanguage(language)}
        />
        <Link href="/" className={styles.headerLink}>
          <Store aria-hidden="true" size={18} /> <span>{t('shop')}</span>
        </Link>
        <button type="button" className={styles.headerLink} onClick={() => void signOut()}>
          <LogOut aria-hidden="true" size={18} /> <span>{t('signOut')}</span>
        </button>
      </header>
      <nav id="admin-nav" aria-label={t('navLabel')} className={styles.nav} data-open={menuOpen}>
        <ul>
          {navFor(me.data.role).map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.navLink}
                aria-current={isCurrent(item, pathname) ? 'page' : undefined}
              >
                <item.icon aria-hidden="true" size={18} /> {t(`nav.${item.word}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className={styles.main}>
        {refused ? (
          <p role="status" className={styles.gate}>
            {t('takingYouToRoutes')}
          </p>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
