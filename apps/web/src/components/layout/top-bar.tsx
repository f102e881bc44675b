'use client';

import { productRoutes } from '@farm/contract/plain/routes/product';
import { useQuery } from '@tanstack/react-query';
import { Heart, Menu, Search, ShoppingCart, User, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { useCart } from '@/features/cart/cart-query';
import { useSession } from '@/features/session/session-store';
import { useLogout } from '@/features/session/use-logout';
import { apiData } from '@/lib/api/client';
import { currentOf, NAV_LINKS, showsTopBar } from './route-rules';
import { SearchDialog } from './search-dialog';
import styles from './top-bar.module.css';

/** Spec §2's mobile menu: Home, Product, Contact Us, My Account, Privacy Policy, Login or Logout. */
const MOBILE_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Product' },
  { href: '/contact', label: 'Contact Us' },
];
const PRIVACY_LINK = { href: '/privacyPolicy', label: 'Privacy Policy' };

/** Spec §2's top navigation bar, with the mobile menu and the search dialog. */
export function TopBar({ farmName }: { farmName: string }) {
  const pathname = usePathname();
  const user = useSession((s) => s.user);
  const cartCount = useSession((s) => s.cartCount);
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
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

  // Spec §2: on load the navigation bar asks for the product list (it warms the cache).
  useQuery({
    queryKey: ['products', 'nav'],
    queryFn: () => apiData(productRoutes.listProducts, { query: { size: 24 } }),
  });

  useCart();

  if (!showsTopBar(pathname)) return null;
  const signedIn = hydrated && user !== undefined;
  const profileHref = signedIn ? '/profilePage' : '/profileLogin';
  const mobileLinks = [...MOBILE_LINKS, { href: profileHref, label: 'My Account' }, PRIVACY_LINK];

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>{farmName}</span>
        </Link>
        <nav aria-label="Main" className={styles.links}>
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={styles.link}
              aria-current={currentOf(link.href, pathname)}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.icons}>
          <button
            type="button"
            className={`${buttons.round} ${styles.icon}`}
            onClick={() => setSearchOpen(true)}
            aria-label="Search products"
          >
            <Search aria-hidden="true" />
          </button>
          <Link
            href="/cartPage"
            className={`${buttons.round} ${styles.icon}`}
            aria-label={signedIn ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}
          >
            <ShoppingCart aria-hidden="true" />
            {signedIn && (
              <span className={styles.badge} data-testid="cart-badge">
                {cartCount}
              </span>
            )}
          </Link>
          <Link href="/wishlistPage" className={`${buttons.round} ${styles.icon}`} aria-label="Wishlist">
            <Heart aria-hidden="true" fill={pathname === '/wishlistPage' ? 'currentColor' : 'none'} />
          </Link>
          <Link
            href={profileHref}
            className={`${buttons.round} ${styles.icon}`}
            aria-label={signedIn ? 'My account' : 'Login'}
          >
            <User aria-hidden="true" />
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className={`${buttons.round} ${styles.icon} ${styles.menuButton}`}
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav ref={menuRef} id="mobile-menu" aria-label="Mobile" className={styles.mobileMenu}>
          {mobileLinks.map((link) => (
            <Link key={link.label} href={link.href} aria-current={currentOf(link.href, pathname)}>
              {link.label}
            </Link>
          ))}
          {signedIn ? (
            <button type="button" onClick={logout}>
              Logout
            </button>
          ) : (
            <Link href="/profileLogin" aria-current={currentOf('/profileLogin', pathname)}>
              Login
            </Link>
          )}
        </nav>
      )}
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </header>
  );
}
