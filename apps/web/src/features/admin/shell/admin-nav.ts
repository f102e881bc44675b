import { STAFF_ROLES, type StaffRole } from '@farm/contract/plain/statuses';
import {
  Activity,
  CalendarX,
  ChartColumn,
  FileText,
  FolderTree,
  Gauge,
  Image,
  Inbox,
  type LucideIcon,
  MapPin,
  MessageSquareReply,
  Milk,
  Package,
  PackageCheck,
  Receipt,
  Route as RouteIcon,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Tags,
  Ticket,
  TicketPercent,
  Truck,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { Messages } from '@/lib/i18n/messages';

/** The menu's words (adminShell.nav in the catalogues). */
export type AdminNavWord = keyof Messages['adminShell']['nav'];

/** `roles`: who sees the item; without, the admin and staff roles (not delivery). `word`: its name's key. */
export type AdminNavItem = {
  href: string;
  word: AdminNavWord;
  icon: LucideIcon;
  roles?: readonly StaffRole[];
};

const OFFICE: readonly StaffRole[] = ['admin', 'staff'];

/** Where a delivery person works (issue 16.3): their routes, and a route's stops under it. */
export const MY_ROUTES_PATH = '/admin/my-routes';

/**
 * Every admin screen, in the order the farm uses them. `admin` screens (staff users, settings)
 * are hidden from the `staff` role; a delivery person sees only their routes and their account.
 * The API refuses the rest too.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { href: '/admin', word: 'dashboard', icon: Gauge },
  { href: '/admin/orders', word: 'orders', icon: ShoppingBag },
  { href: '/admin/packing', word: 'packing', icon: PackageCheck },
  { href: '/admin/subscriptions', word: 'subscriptions', icon: Milk },
  { href: '/admin/routes', word: 'routes', icon: RouteIcon },
  { href: MY_ROUTES_PATH, word: 'myRoutes', icon: RouteIcon, roles: ['delivery'] },
  { href: '/admin/payments', word: 'payments', icon: Wallet },
  { href: '/admin/reports', word: 'reports', icon: ChartColumn },
  { href: '/admin/gst-rates', word: 'gstRates', icon: Receipt },
  { href: '/admin/products', word: 'products', icon: Package },
  { href: '/admin/categories', word: 'categories', icon: FolderTree },
  { href: '/admin/customers', word: 'customers', icon: Users },
  { href: '/admin/addresses', word: 'addresses', icon: MapPin },
  { href: '/admin/delivery-areas', word: 'deliveryAreas', icon: Truck },
  { href: '/admin/closed-days', word: 'closedDays', icon: CalendarX },
  { href: '/admin/reviews', word: 'reviews', icon: MessageSquareReply },
  { href: '/admin/banners', word: 'banners', icon: Image },
  { href: '/admin/offers', word: 'offers', icon: TicketPercent },
  { href: '/admin/coupons', word: 'coupons', icon: Ticket },
  { href: '/admin/blogs', word: 'blogs', icon: FileText },
  { href: '/admin/blog-categories', word: 'blogCategories', icon: Tags },
  { href: '/admin/inbox', word: 'inbox', icon: Inbox },
  { href: '/admin/users', word: 'users', icon: UserCog, roles: ['admin'] },
  { href: '/admin/settings', word: 'settings', icon: Settings, roles: ['admin'] },
  { href: '/admin/system', word: 'system', icon: Activity, roles: ['admin'] },
  // Everyone's own: the second factor (authenticator app) and recovery codes.
  { href: '/admin/account', word: 'account', icon: ShieldCheck, roles: STAFF_ROLES },
];

export function navFor(role: StaffRole | undefined): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => role !== undefined && (item.roles ?? OFFICE).includes(role));
}

/**
 * Where a role may be in the admin: a delivery person only on their routes (a route's page is
 * under them) and their account; every other screen would answer them 403 on each call.
 */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  if (role !== 'delivery') return true;
  return [MY_ROUTES_PATH, '/admin/account'].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** Where the brand link and a refused page lead: the dashboard, or a delivery person's routes. */
export function homeOf(role: StaffRole): string {
  return role === 'delivery' ? MY_ROUTES_PATH : '/admin';
}

/** The nav item a path belongs to (`/admin/products/12` → Products). */
export function isCurrent(item: AdminNavItem, pathname: string): boolean {
  if (item.href === '/admin') return pathname === '/admin';
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
