import { STAFF_ROLES, type StaffRole } from '@farm/contract/plain/statuses';
import {
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

/** `roles`: who sees the item; without, the admin and staff roles (not delivery). */
export type AdminNavItem = { href: string; label: string; icon: LucideIcon; roles?: readonly StaffRole[] };

const OFFICE: readonly StaffRole[] = ['admin', 'staff'];

/** Where a delivery person works (issue 16.3): their routes, and a route's stops under it. */
export const MY_ROUTES_PATH = '/admin/my-routes';

/**
 * Every admin screen, in the order the farm uses them. `admin` screens (staff users, settings)
 * are hidden from the `staff` role; a delivery person sees only their routes and their account.
 * The API refuses the rest too.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: Gauge },
  { href: '/admin/orders', label: 'Orders', icon: ShoppingBag },
  { href: '/admin/packing', label: 'Packing', icon: PackageCheck },
  { href: '/admin/routes', label: 'Routes', icon: RouteIcon },
  { href: MY_ROUTES_PATH, label: 'My routes', icon: RouteIcon, roles: ['delivery'] },
  { href: '/admin/payments', label: 'Payments', icon: Wallet },
  { href: '/admin/reports', label: 'Reports', icon: ChartColumn },
  { href: '/admin/gst-rates', label: 'GST rates', icon: Receipt },
  { href: '/admin/products', label: 'Products', icon: Package },
  { href: '/admin/categories', label: 'Categories', icon: FolderTree },
  { href: '/admin/customers', label: 'Customers', icon: Users },
  { href: '/admin/addresses', label: 'Addresses', icon: MapPin },
  { href: '/admin/delivery-areas', label: 'Delivery areas', icon: Truck },
  { href: '/admin/closed-days', label: 'Closed days', icon: CalendarX },
  { href: '/admin/reviews', label: 'Reviews', icon: MessageSquareReply },
  { href: '/admin/banners', label: 'Banners', icon: Image },
  { href: '/admin/offers', label: 'Offers', icon: TicketPercent },
  { href: '/admin/coupons', label: 'Coupons', icon: Ticket },
  { href: '/admin/blogs', label: 'Blogs', icon: FileText },
  { href: '/admin/blog-categories', label: 'Blog categories', icon: Tags },
  { href: '/admin/inbox', label: 'Inbox', icon: Inbox },
  { href: '/admin/users', label: 'Staff users', icon: UserCog, roles: ['admin'] },
  { href: '/admin/settings', label: 'Settings', icon: Settings, roles: ['admin'] },
  // Everyone's own: the second factor (authenticator app) and recovery codes.
  { href: '/admin/account', label: 'Account security', icon: ShieldCheck, roles: STAFF_ROLES },
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
