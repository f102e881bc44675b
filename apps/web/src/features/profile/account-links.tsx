'use client';

import { useWords } from '@/lib/i18n/client-words';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** The account's own pages beside the profile's sections (issue 34): subscriptions and the wallet. */
export const ACCOUNT_PAGES = [
  { href: '/profilePage/subscriptions', word: 'subscriptions' },
  { href: '/profilePage/wallet', word: 'wallet' },
] as const;

/** Links to the account's pages, the current one marked. */
export function AccountLinks({ withProfile = false }: { withProfile?: boolean }) {
  const t = useWords('profile');
  const pathname = usePathname();
  const pages = withProfile
    ? [{ href: '/profilePage', word: 'account' } as const, ...ACCOUNT_PAGES]
    : ACCOUNT_PAGES;
  return pages.map((page) => (
    <Link key={page.href} href={page.href} aria-current={pathname === page.href ? 'page' : undefined}>
      {t(`links.${page.word}`)}
    </Link>
  ));
}
