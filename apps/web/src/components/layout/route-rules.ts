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

/** The top bar's links; the current route is highlighted. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
] as const;
