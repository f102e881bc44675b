'use client';

import type { Language } from '@farm/contract/plain/languages';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { useWhenIdle } from '@/components/layout/use-when-idle';
import buttons from '@/components/ui/button.module.css';
import { useSession } from '@/features/session/session-store';
import { useLogout } from '@/features/session/use-logout';
import { countedText } from '@/lib/i18n/counted-text';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { TopBarWords } from './frame-words';
import { LanguageSwitch } from './language-switch';
import { currentOf, NAV_LINKS, showsTopBar } from './route-rules';
import { saveAccountLanguage } from './save-account-language';
import styles from './top-bar.module.css';

/** Spec §2's mobile menu: Home, Product, Contact Us, My Account, Privacy Policy, Login or Logout. */
const MOBILE_LINKS = [
  { href: '/', word: 'home' },
  { href: '/products', word: 'product' },
  { href: '/contact', word: 'contact' },
] as const;
const PRIVACY_LINK = { href: '/privacyPolicy', word: 'privacy' } as const;

/**
 * The bar's icons, drawn on the server (store-frame.tsx) and passed in: an icon library in this
 * client component would be part of every page's first load.
 */
export type TopBarIcons = Record<'search' | 'cart' | 'wishlist' | 'account' | 'menu' | 'close', ReactNode>;

/** Spec §2's top navigation bar, with the mobile menu and the search dialog. */
export function TopBar({
  farmName,
  icons,
  words,
}: {
  farmName: string;
  icons: TopBarIcons;
  words: TopBarWords;
}) {
  const pathname = usePathname();
  const language = useLanguage();
  const user = useSession((s) => s.user);
  const cartCount = useSession((s) => s.cartCount);
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const idle = useWhenIdle();
  // None is part of a first view: the dialog loads on the first tap on Search, the background
  // reads when the page is idle: the product list for everyone, the cart badge (with the query
  // library it reads through) for a signed-in customer only.
  const SearchDialog = useLazyComponent(searchUsed, () =>
    import('./search-dialog').then((m) => m.SearchDialog),
  );
  const TopBarReads = useLazyComponent(
    idle && user !== undefined,
    () => import('./top-bar-reads').then((m) => m.TopBarReads),
    'nothing',
  );
  useEffect(() => {
    if (idle) void import('./warm-product-list').then((m) => m.warmProductList()).catch(() => undefined);
  }, [idle]);
  const [hydrated, setHydrated] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The persisted session exists only in the browser: render signed-out markup until hydrated.
  useEffect(() => setHydrated(true), []);
  // The mobile menu closes on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);
  // It also closes on Esc (focus back on its button) and on a tap anywhere else.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  const reads = TopBarReads && <TopBarReads />;
  if (!showsTopBar(pathname)) return reads;
  const signedIn = hydrated && user !== undefined;
  const profileHref = signedIn ? '/profilePage' : '/profileLogin';
  const mobileLinks = [...MOBILE_LINKS, { href: profileHref, word: 'account' } as const, PRIVACY_LINK];
  const chooseLanguage = (chosen: Language) =>
    signedIn && user ? saveAccountLanguage(user.id, chosen) : undefined;

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>{farmName}</span>
        </Link>
        <nav aria-label={words.nav.main} className={styles.links}>
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={styles.link}
              aria-current={currentOf(link.href, pathname)}
            >
              {words.nav[link.word]}
            </Link>
          ))}
        </nav>
        <LanguageSwitch label={words.language} className={styles.language} onChoose={chooseLanguage} />
        <div className={styles.icons}>
          <button
            type="button"
            className={`${buttons.round} ${styles.icon}`}
            onClick={() => {
              setSearchUsed(true);
              setSearchOpen(true);
            }}
            aria-label={words.icons.search}
          >
            {icons.search}
          </button>
          <Link
            href="/cartPage"
            className={`${buttons.round} ${styles.icon}`}
            aria-label={signedIn ? countedText(words.icons.cartItems, cartCount, language) : words.icons.cart}
          >
            {icons.cart}
            {signedIn && (
              <span className={styles.badge} data-testid="cart-badge">
                {cartCount}
              </span>
            )}
          </Link>
          <Link
            href="/wishlistPage"
            className={`${buttons.round} ${styles.icon} ${pathname === '/wishlistPage' ? styles.filled : ''}`}
            aria-label={words.icons.wishlist}
          >
            {icons.wishlist}
          </Link>
          <Link
            href={profileHref}
            className={`${buttons.round} ${styles.icon}`}
            aria-label={signedIn ? words.icons.myAccount : words.icons.login}
          >
            {icons.account}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className={`${buttons.round} ${styles.icon} ${styles.menuButton}`}
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? words.icons.closeMenu : words.icons.openMenu}
          >
            {menuOpen ? icons.close : icons.menu}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav ref={menuRef} id="mobile-menu" aria-label={words.nav.mobile} className={styles.mobileMenu}>
          {mobileLinks.map((link) => (
            <Link key={link.word} href={link.href} aria-current={currentOf(link.href, pathname)}>
              {words.nav[link.word]}
            </Link>
          ))}
          {signedIn ? (
            <button type="button" onClick={logout}>
              {words.nav.logout}
            </button>
          ) : (
            <Link href="/profileLogin" aria-current={currentOf('/profileLogin', pathname)}>
              {words.nav.login}
            </Link>
          )}
          <LanguageSwitch label={words.language} className={styles.menuLanguage} onChoose={chooseLanguage} />
        </nav>
      )}
      {reads}
      {SearchDialog && (
        <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} words={words.search} />
      )}
    </header>
  );
}
