/** Spec §2: where the top bar and the footer are hidden. */
export const TOP_BAR_HIDDEN = ['/signUp', '/sign-up', '/forgetPassword', '/setPasswordScreen', '/otpScreen'];

export const FOOTER_HIDDEN = [
  '/signUp',
  '/sign-up',
  '/otpScreen',
  '/orderSummaryDetails',
  '/setPasswordScreen',
  '/cartPage',
  '/profilePage',
  '/profileLogin',
  '/forgetPassword',
  '/wishlistPage',
  '/products',
  '/productDetailsPage',
  '/productDetailScreen/customise',
];

export function showsTopBar(pathname: string): boolean {
  return !TOP_BAR_HIDDEN.includes(pathname);
}

export function showsFooter(pathname: string): boolean {
  return !FOOTER_HIDDEN.includes(pathname);
}

/** The top bar's links (their words in messages/<language>/frame.json); the current route is highlighted. */
export const NAV_LINKS = [
  { href: '/', word: 'home' },
  { href: '/products', word: 'products' },
  { href: '/blogs', word: 'blog' },
  { href: '/about', word: 'about' },
  { href: '/contact', word: 'contact' },
] as const;

/** Pages that belong under a link: a product's page under Products, a blog post under Blog. */
const SECTIONS: readonly { href: string; pages: readonly string[] }[] = [
  { href: '/products', pages: ['/productDetailsPage', '/productDetailScreen/'] },
  { href: '/blogs', pages: ['/blogs/'] },
];

/**
 * How a menu link relates to the page: `page` when it is the page itself, `true` when the page
 * sits under it (aria-current's values), nothing otherwise.
 */
export function currentOf(href: string, pathname: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  const section = SECTIONS.find((s) => s.href === href);
  return section?.pages.some((page) => pathname.startsWith(page)) ? 'true' : undefined;
}
